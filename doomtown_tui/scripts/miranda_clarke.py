"""Miranda Clarke (24082): +1 influence while she has a control point; +2 bullets while she has 2 or more bounty."""
from doomtown_tui.engine import stats
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _trait(state, source, target, stat) -> int:
    if target is not source:
        return 0
    if stat == "influence":
        return 1 if stats.control(state, source) >= 1 else 0
    if stat == "bullets":
        return 2 if source.bounty >= 2 else 0
    return 0


def register(rules: RuleSetBuilder) -> None:
    rules.stat_trait("24082", _trait)
