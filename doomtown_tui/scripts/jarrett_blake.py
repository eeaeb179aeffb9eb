"""Jarrett Blake (24034): Shootout: if he has a Horse, Jarrett trades places with a dude of yours in the posse, who goes where Jarrett was and leaves it."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _has_horse(ctx) -> bool:
    return any(stats.has_keyword(ctx.state, a, "Horse") for a in blocks.attachments(ctx.state, ctx.card))


def _swap(ctx):
    state, so = ctx.state, ctx.state.shootout
    origin = ctx.card.location
    other = ctx.targets["dude"]
    yield from blocks.join_posse(ctx, ctx.card.uid, ctx.player) or ()
    if not blocks.in_posse(ctx, ctx.card.uid, ctx.player):
        return
    if origin == so.location:   # leaving the posse at the shootout's own location is his move (digest B30)
        actions.leave_posse(state, other)
    else:
        yield from blocks.move(ctx, other, origin) or ()


def register(rules: RuleSetBuilder) -> None:
    rules.script("24034", Ability(
        window="shootout",
        name="Jarrett Blake: swap places with a dude in your posse",
        brings_in=True,
        requirement=lambda ctx: _has_horse(ctx) and blocks.can_join(ctx, ctx.card),
        targets=(Target("dude", dudes("own", in_shootout=True), lambda ctx, d: d.uid != ctx.card.uid,
                        "Which dude of your posse swaps with Jarrett?", "own"),),
        effect=_swap,
        tags=frozenset({"bonus"}),
    ))
