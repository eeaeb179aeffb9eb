"""Alan Campbell (24046): Noon: Alan calls out an opposing dude with 0 influence at his location (by card effect)."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def register(rules: RuleSetBuilder) -> None:
    rules.script("24046", Ability(
        window="noon",
        name="Alan Campbell: call out a 0-influence dude here",
        targets=(Target("mark", dudes("opposing", at_here=True), lambda ctx, d: stats.influence(ctx.state, d) == 0,
                        "Call out which dude?", "opposing"),),
        effect=lambda ctx: blocks.callout(ctx, ctx.card.uid, ctx.targets["mark"]),
        tags=frozenset({"other", "callout"}),
    ))
