"""The Stakes Just Rose (24220): Shootout: one of your dudes not in the shootout joins your posse and becomes a stud."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _outside(ctx, dude) -> bool:
    # only a dude who could join is a choice: under Scoop Hound's hold nobody may be brought in, and the card
    # (which makes only a dude who joined a stud) could change nothing
    return blocks.can_join(ctx, dude)


def _join(ctx):
    uid = ctx.targets["dude"]
    step = blocks.join_posse(ctx, uid, ctx.player)
    if step is not None:
        yield from step
    if blocks.in_posse(ctx, uid, ctx.player):
        blocks.set_shooter(ctx, uid, "stud")


def register(rules: RuleSetBuilder) -> None:
    rules.script("24220", Ability(
        window="shootout",
        name="The Stakes Just Rose: a dude joins your posse as a stud",
        targets=(Target("dude", dudes("own"), _outside, "Which dude joins your posse?", "own"),),
        brings_in=True,
        effect=_join,
        tags=frozenset({"bonus", "stud_draw"}),
    ))
