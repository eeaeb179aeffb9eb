"""Nickel Night Inn (24121): Controller Noon, boot: boot a dude of value 3 or less at or next to this deed."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _small_and_standing(ctx, dude) -> bool:
    return not dude.booted and stats.value(ctx.state, dude) <= 3


def register(rules: RuleSetBuilder) -> None:
    rules.script("24121", Ability(
        window="noon",
        prefix="controller",
        name="Nickel Night Inn: boot a nearby dude of value 3 or less",
        costs=(boot_self(),),
        targets=(Target("dude", dudes(nearby=True), _small_and_standing, "Boot which dude?", "opposing", changes=(("boot", 0, None),)),),
        effect=lambda ctx: blocks.boot(ctx, ctx.targets["dude"]),
        tags=frozenset({"penalty", "boot"}),
    ))
