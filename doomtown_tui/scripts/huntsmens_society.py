"""Huntsmen's Society (24136): its controller's dudes of value 10+ at or next to this deed get -1 upkeep."""
from doomtown_tui.engine import stats, town
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _upkeep(state, source, target, stat) -> int:
    if stat != "upkeep" or target.card.type != "dude" or target.location is None:
        return 0
    if not state.nearby(target.location, source.uid) or stats.value(state, target) < 10:
        return 0
    return -1 if target.controller == town.location_controller(state, source.uid) else 0


def register(rules: RuleSetBuilder) -> None:
    rules.stat_trait("24136", _upkeep)
