"""Ricochet (24242): Cheatin' Resolution: the cheater discards their shooter; with a legal hand you take no casualties this round and draw a card."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _shooter(ctx):
    so = ctx.state.shootout
    return None if so is None or ctx.opponent not in so.posses else so.posses[ctx.opponent].shooter


def _bounce(ctx) -> None:
    blocks.discard(ctx, _shooter(ctx))
    if blocks.legal_hand(ctx):
        # a "casualties" effect on the player, read by shootout.changed_casualties
        actions.add_effect(ctx.state, "casualties", player=ctx.player, set_to=0, until="round",
                           source=ctx.card.uid, reason=ctx.card.title)
        actions.log(ctx.state, "modify", f"{ctx.state.players[ctx.player].name} takes no casualties this round "
                    f"({ctx.card.title})", player=ctx.player)
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
