"""Allie Hensman (24078): Noon, boot: at the town square, she gets 1 permanent control point."""
from doomtown_tui.engine import actions
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import TOWN_SQUARE


def register(rules: RuleSetBuilder) -> None:
    rules.script("24078", Ability(
        window="noon",
        name="Allie Hensman: 1 permanent control point at the town square",
        costs=(boot_self(),),
        requirement=lambda ctx: ctx.card.location == TOWN_SQUARE,
        effect=lambda ctx: actions.add_control_points(ctx.state, ctx.card.uid, 1, ctx.card.title),
        tags=frozenset({"bonus", "other"}),
    ))
