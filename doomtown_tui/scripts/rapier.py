"""Rapier (24174): this dude gets +1 value; its +2 bullets count for nothing while the opposing posse has an unbooted non-Melee Weapon."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _trait(state, source, dude, stat) -> int:
    if source.attached_to != dude.uid:
        return 0
    if stat == "value":
        return 1
    if stat == "bullets" and blocks.gun_in_opposing_posse(state, dude):
        return -(source.card.bullets or 0)
    return 0


def register(rules: RuleSetBuilder) -> None:
    rules.stat_trait("24174", _trait)
