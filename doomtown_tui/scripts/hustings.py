"""Hustings (24110): dudes booted at their home get -1 influence, except those of this deed's controller."""
from doomtown_tui.engine import town
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _influence(state, source, target, stat) -> int:
    if stat != "influence" or target.card.type != "dude" or not target.booted:
        return 0
    if target.location != state.home_of(target.controller):   # checked first: no dude at home is at Hustings
        return 0
    return -1 if target.controller != town.location_controller(state, source.uid) else 0


def register(rules: RuleSetBuilder) -> None:
    rules.stat_trait("24110", _influence)
