"""Engine speed figures (self-play, save loading, poker): the same as ``doomtown bench``."""
from doomtown_tui.bench import main

if __name__ == "__main__":
    raise SystemExit(main())
