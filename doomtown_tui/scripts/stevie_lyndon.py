"""Stevie Lyndon (24024): +4 Blessed while casting a Hymn."""
from doomtown_tui.engine import hooks, stats
from doomtown_tui.engine.abilities import script

CODE = "24024"


def _hymn(state, source, dude, card, skill) -> int:
    return 4 if dude is source and skill == "Blessed" and stats.has_keyword(state, card, "Hymn") else 0


hooks.SKILL_TEST_TRAITS[CODE] = _hymn
script(CODE)
