"""Dead Dog Tavern (24115): Rowdy, a loaded keyword the engine handles (town.py): bullets, not influence, decide control here."""
from doomtown_tui.engine.abilities import script

script("24115")
