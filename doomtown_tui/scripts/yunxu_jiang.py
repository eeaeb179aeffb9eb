"""Yunxu Jiang (24020): while in a shootout at a location you control, your other dudes in his posse get +1 bullets and +1 value."""
from doomtown_tui.engine import actions, town
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24020"


def _steady(state, source, target, stat) -> int:
    # control at a Rowdy deed counts bullets, which this trait changes: the trait must not re-enter itself
    so = state.shootout
    if stat not in ("bullets", "value") or so is None or target is source or CODE in state.computing:
        return 0
    # "your": his controller's dudes only (with three or more seats a posse may hold a third party's
    # dudes, and he may himself be one); the location must be his controller's too
    side = so.in_posse(source.uid)
    if side is None or target.controller != source.controller or so.in_posse(target.uid) != side:
        return 0
    with actions.working_out(state, CODE):
        return 1 if town.location_controller(state, so.location) == source.controller else 0


def register(rules: RuleSetBuilder) -> None:
    rules.stat_trait(CODE, _steady)
