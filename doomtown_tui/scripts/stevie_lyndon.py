"""Stevie Lyndon (24024): +4 Blessed while casting a Hymn."""
from doomtown_tui.engine import stats
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24024"


def _hymn(state, source, dude, card, skill) -> int:
    return 4 if dude is source and skill == "Blessed" and stats.has_keyword(state, card, "Hymn") else 0


def register(rules: RuleSetBuilder) -> None:
    rules.skill_test_traits[CODE] = _hymn
    rules.script(CODE)
