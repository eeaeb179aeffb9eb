"""Mustang (24155): Noon, boot: this dude moves to any other location (without booting)."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def register(rules: RuleSetBuilder) -> None:
    rules.script("24155", Ability(
        window="noon",
        name="Mustang: ride anywhere",
        costs=(boot_self(),),
        requirement=lambda ctx: ctx.dude is not None and ctx.dude.location is not None,
        effect=lambda ctx: blocks.move_to_one_of(ctx, ctx.dude.uid,
                                                 [loc for loc in ctx.state.locations() if loc != ctx.dude.location]),
    ))
