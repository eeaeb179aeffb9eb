"""doomtown_tui: Doomtown: Weird West Edition played in a terminal.

Layers: ``engine`` (the rules, no UI), ``automaton`` (the solo opponent), ``tui`` (the Textual app).
"""

__version__ = "0.2.5"
