"""Valeria Batten (24043): she may invent Mystical Gadgets with her Huckster skill, as though it were Mad Scientist."""
from doomtown_tui.engine import stats
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24043"


def _huckster_for_mystical(state, source, dude, gadget) -> str | None:
    if dude.uid != source.uid or gadget.card.gadget is None or not stats.has_keyword(state, gadget, "Mystical"):
        return None
    return "Huckster"


def register(rules: RuleSetBuilder) -> None:
    rules.invent_skills[CODE] = _huckster_for_mystical
    rules.script(CODE)
