"""Pinto (24163): Shootout, boot: this dude joins your posse from anywhere, without booting, even if booted."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def register(rules: RuleSetBuilder) -> None:
    rules.script("24163", Ability(
        window="shootout",
        name="Pinto: ride into the shootout",
        costs=(boot_self(),),
        brings_in=True,
        requirement=lambda ctx: blocks.can_join(ctx, ctx.dude),
        effect=lambda ctx: blocks.join_posse(ctx, ctx.dude.uid),
        tags=frozenset({"bonus", "enter_play"}),
    ))
