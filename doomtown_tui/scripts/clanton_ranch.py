"""Clanton Ranch (24114): Controller Noon, boot: gain 1 GR, but only when you are not the Dealer."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def register(rules: RuleSetBuilder) -> None:
    rules.script("24114", Ability(
        window="noon",
        prefix="controller",
        name="Clanton Ranch: gain 1 GR",
        costs=(boot_self(),),
        # the "If" clause may fail, but an ability that could change nothing cannot be used (digest B1)
        requirement=lambda ctx: ctx.state.dealer != ctx.player,
        effect=lambda ctx: blocks.gain(ctx, 1),
        tags=frozenset({"other"}),
    ))
