"""Baker Andrews (24085): Resolution: with a cheatin' hand, Baker takes a bounty and your hand rank goes up one."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _cheatin(ctx) -> bool:
    """A cheatin' draw hand, not one a card has made legal (Quickdraw Handgun's swapped hand)."""
    mine = ctx.state.players[blocks.hand_owner(ctx)].draw_hand   # a third party's: its posse's hand
    return ctx.in_shootout and bool(mine) and not blocks.legal_hand(ctx)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24085", Ability(
        window="resolution",
        name="Baker Andrews: 1 bounty for +1 hand rank",
        costs=(blocks.bounty_cost(1),),
        requirement=_cheatin,
        effect=lambda ctx: blocks.hand_rank(ctx, ctx.player, 1, until="round"),
        tags=frozenset({"bonus", "other"}),
    ))
