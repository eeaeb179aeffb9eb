"""``python -m doomtown_tui`` runs the ``doomtown`` command."""
import sys

from doomtown_tui.cli import main

sys.exit(main())
