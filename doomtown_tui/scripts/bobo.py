"""Bobo (24045): Bobo's bullets rise by the highest Huckster skill rating of any dude in play."""
from doomtown_tui.engine import stats
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _bonus(state, source, target, stat) -> int:
    if target.uid != source.uid or stat != "bullets":
        return 0
    return max((stats.skill(state, d, "Huckster") or 0 for d in state.dudes_in_play()), default=0)


def register(rules: RuleSetBuilder) -> None:
    rules.stat_trait("24045", _bonus)
