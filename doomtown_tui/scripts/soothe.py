"""Soothe (24199): Noon Miracle 8, boot the spell and its Blessed: a booted dude other than the Blessed, at or next to the Blessed's location, unboots."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, boot_dude, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _tired(ctx, dude) -> bool:
    return dude.booted and ctx.dude is not None and dude.uid != ctx.dude.uid


def register(rules: RuleSetBuilder) -> None:
    rules.script("24199", Ability(
        window="noon",
        name="Soothe: boot your Blessed to unboot a nearby dude",
        cast=("Miracle", 8),
        costs=(boot_self(), boot_dude()),      # "boot this dude to ..." is a cost (digest B1)
        targets=(Target("dude", dudes("any", nearby=True), _tired, "Unboot which dude?", "own"),),
        effect=lambda ctx: blocks.unboot(ctx, ctx.targets["dude"]),
        tags=frozenset({"unboot", "bonus"}),
    ))
