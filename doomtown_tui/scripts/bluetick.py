"""Bluetick (24146): Noon, boot: this dude moves (without booting) to where a wanted dude is."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _elsewhere_wanted(ctx, dude) -> bool:
    return dude.bounty > 0 and ctx.dude is not None and dude.location != ctx.dude.location


def register(rules: RuleSetBuilder) -> None:
    rules.script("24146", Ability(
        window="noon",
        name="Bluetick: track down a wanted dude",
        costs=(boot_self(),),
        targets=(Target("quarry", dudes("any"), _elsewhere_wanted, "Go to which wanted dude's location?"),),
        effect=lambda ctx: blocks.move(ctx, ctx.dude.uid, ctx.t("quarry").location),
    ))
