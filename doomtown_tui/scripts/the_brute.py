"""The Brute (24042): when you ace The Brute to cover shootout casualties, your remaining casualties drop by 2."""
from doomtown_tui.engine import hooks
from doomtown_tui.engine.abilities import script

hooks.CASUALTY_COVER["24042"] = lambda state, card, verb: 2 if verb == "ace" else 0
script("24042")
