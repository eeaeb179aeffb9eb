"""Clyde Owens (24074): Noon: Clyde calls out an opposing dude at his location (by card effect); a wanted mark must accept."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _call_out(ctx):
    mark = ctx.t("mark")
    yield from blocks.callout(ctx, ctx.card.uid, mark.uid, refusable=mark.bounty <= 0)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24074", Ability(
        window="noon",
        name="Clyde Owens: call out a dude at his location",
        targets=(Target("mark", dudes("opposing", at_here=True), prompt="Call out which dude?", side="opposing"),),
        effect=_call_out,
        tags=frozenset({"other", "callout"}),
    ))
