"""Ricochet (24242): Cheatin' Resolution: the cheater discards their shooter; with a legal hand you take no casualties this round and draw a card."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, cheater_for
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _shooter(ctx):
    """The shooter of the cheater this Resolution answers (with three or four seats, the one picked; only a
    posse's owner draws a hand, so the cheater has a posse)."""
    so = ctx.state.shootout
    cheater = ctx.extra.get("cheater", cheater_for(ctx.state, ctx.player))
    return None if so is None or cheater not in so.posses else so.posses[cheater].shooter


def _bounce(ctx) -> None:
    blocks.discard(ctx, _shooter(ctx))
    # "your hand" and "you take no casualties": a third party's are those of the posse it fights in
    # (``blocks.hand_owner``); the card drawn is its own (RULINGS.md)
    owner = blocks.hand_owner(ctx)
    if blocks.legal_hand(ctx, owner):
        # a "casualties" effect on the posse's owner, read by shootout.changed_casualties
        actions.add_effect(ctx.state, "casualties", player=owner, set_to=0, until="round",
                           source=ctx.card.uid, reason=ctx.card.title)
        actions.log(ctx.state, "modify", f"{ctx.state.players[owner].name} takes no casualties this round "
                    f"({ctx.card.title})", player=owner)
        blocks.draw(ctx, 1)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24242", Ability(
        window="cheatin_resolution",
        name="Ricochet: the cheater's shooter is discarded",
        needs_shootout=True,
        requirement=lambda ctx: _shooter(ctx) is not None,
        effect=_bounce,
        tags=frozenset({"penalty", "leave_play", "bonus"}),
    ))
