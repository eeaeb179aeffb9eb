"""Paralysis Mark (24185): Noon Hex X, boot: boot a dude at the caster's location, X being that dude's value."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def register(rules: RuleSetBuilder) -> None:
    rules.script("24185", Ability(
        window="noon",
        name="Paralysis Mark: boot a dude here (Hex X = their value)",
        cast=lambda ctx: stats.value(ctx.state, ctx.t("dude")),
        costs=(boot_self(),),
        targets=(Target("dude", dudes("any", at_here=True), lambda ctx, d: not d.booted, "Boot which dude?", "opposing", changes=(("boot", 0, None),)),),
        effect=lambda ctx: blocks.boot(ctx, ctx.targets["dude"]),
        tags=frozenset({"penalty", "boot"}),
    ))
