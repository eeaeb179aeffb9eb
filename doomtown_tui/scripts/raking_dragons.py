"""Raking Dragons (24219): Shootout Tao Technique: boot a dude in the shootout and give them -2 value; Combo while that dude's value is below the performer's."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY


def _rake(ctx):
    blocks.bonus(ctx, ctx.targets["victim"], "value", -2)
    return blocks.boot(ctx, ctx.targets["victim"])


def _combo(ctx) -> bool:
    victim = ctx.state.cards.get(ctx.targets.get("victim", -1))
    return victim is not None and victim.zone == PLAY and stats.value(ctx.state, victim) < stats.value(ctx.state, ctx.dude)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24219", Ability(
        window="shootout",
        name="Raking Dragons: boot a dude and give them -2 value",
        technique=True,
        targets=(Target("victim", dudes("any", in_shootout=True), prompt="Which dude is booted and gets -2 value?",
                        side="opposing"),),
        effect=_rake,
        combo=_combo,
        tags=frozenset({"penalty", "boot"}),
    ))
