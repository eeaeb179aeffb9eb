"""Cattle Market (24122): +1 CP while another Ranch is in play; dudes here get +3 value."""
from doomtown_tui.engine import stats
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _control(state, source, target, stat) -> int:
    if stat != "control" or target.uid != source.uid:
        return 0
    other_ranch = any(c.uid != source.uid and stats.has_keyword(state, c, "Ranch") for c in state.in_play())
    return 1 if other_ranch else 0


def _value(state, source, target, stat) -> int:
    return 3 if stat == "value" and target.card.type == "dude" and target.location == source.uid else 0


def register(rules: RuleSetBuilder) -> None:
    rules.stat_trait("24122", _control)
    rules.stat_trait("24122", _value)
