"""Charlie's Place (24116): Controller Noon, boot: a dude at this deed gets +2 or -2 bullets for the day."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def register(rules: RuleSetBuilder) -> None:
    rules.script("24116", Ability(
        window="noon",
        prefix="controller",
        name="Charlie's Place: +2 or -2 bullets to a dude here",
        costs=(boot_self(),),
        targets=(Target("dude", dudes(at_here=True), prompt="Which dude at Charlie's Place?"),),
        effect=lambda ctx: blocks.raise_or_lower(ctx, ctx.targets["dude"], "bullets", 2),
        tags=frozenset({"bonus", "penalty", "bullets"}),
    ))
