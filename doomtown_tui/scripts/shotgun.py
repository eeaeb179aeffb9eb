"""Shotgun (24151): Shootout, boot: ace an opposing dude whose value is lower than this dude's bullets."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _weaker(ctx, dude) -> bool:
    return ctx.dude is not None and stats.value(ctx.state, dude) < stats.bullets(ctx.state, ctx.dude)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24151", Ability(
        window="shootout",
        name="Shotgun: ace a weaker opposing dude",
        costs=(boot_self(),),
        targets=(Target("victim", dudes("opposing", in_shootout=True), _weaker, "Ace which opposing dude?", "opposing", changes=(("ace", 0, None),)),),
        effect=lambda ctx: blocks.ace(ctx, ctx.targets["victim"]),
        tags=frozenset({"penalty", "leave_play"}),
    ))
