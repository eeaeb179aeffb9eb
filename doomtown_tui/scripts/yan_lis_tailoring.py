"""Yan Li's Tailoring (24112): Controller Noon, boot: a dude anywhere gets +1 influence for the day."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def register(rules: RuleSetBuilder) -> None:
    rules.script("24112", Ability(
        window="noon",
        prefix="controller",
        name="Yan Li's Tailoring: +1 influence to a dude",
        costs=(boot_self(),),
        targets=(Target("dude", dudes(), prompt="Which dude gets +1 influence?", side="own"),),
        effect=lambda ctx: blocks.bonus(ctx, ctx.targets["dude"], "influence", 1),
        tags=frozenset({"bonus"}),
    ))
