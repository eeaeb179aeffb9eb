"""The Mayor's Office (24105): Controller Noon, boot: a dude at or next to this deed gets +1 or -1 influence today."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def register(rules: RuleSetBuilder) -> None:
    rules.script("24105", Ability(
        window="noon",
        prefix="controller",
        name="The Mayor's Office: +1 or -1 influence to a nearby dude",
        costs=(boot_self(),),
        targets=(Target("dude", dudes(nearby=True), prompt="Which nearby dude?"),),
        effect=lambda ctx: blocks.raise_or_lower(ctx, ctx.targets["dude"], "influence", 1),
        tags=frozenset({"bonus", "penalty"}),
    ))
