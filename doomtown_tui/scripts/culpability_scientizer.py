"""Culpability Scientizer (24150): once invented, a dude of your choice gets 2 bounty; Noon: discard it to have this dude call out a wanted opposing dude here, and if a shootout follows you play first in it."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, Cost, Target, Trait, choose_target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _frame(ctx):
    suspects = ctx.state.dudes_in_play()
    if suspects:
        uid = yield from choose_target(ctx, suspects, "Give which dude 2 bounty?")
        blocks.add_bounty(ctx, uid, 2)


def _scrap(ctx) -> None:
    ctx.extra["leader"] = ctx.dude.uid
    actions.discard_card(ctx.state, ctx.card.uid, "its own cost")


def _head_start(ctx) -> None:
    actions.add_effect(ctx.state, "opening_play", player=ctx.player, until="shootout", source=ctx.card.uid,
                       reason=ctx.card.title)


def _accuse(ctx):
    yield from blocks.callout(ctx, ctx.extra["leader"], ctx.targets["mark"], on_accept=lambda: _head_start(ctx))


def register(rules: RuleSetBuilder) -> None:
    rules.script(
        "24150",
        Trait("invent", _frame, lambda ctx, ev: ev.data.get("uid") == ctx.card.uid),
        Ability(
            window="noon",
            name="Culpability Scientizer: call out a wanted dude here",
            costs=(Cost("discard this card", lambda ctx: ctx.dude is not None, _scrap),),
            targets=(Target("mark", dudes("opposing", at_here=True), lambda ctx, d: d.bounty > 0,
                            "Call out which wanted dude?", "opposing"),),
            effect=_accuse,
            tags=frozenset({"penalty", "other", "callout"}),
        ),
    )
