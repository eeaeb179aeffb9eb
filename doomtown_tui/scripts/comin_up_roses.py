"""Comin' Up Roses (24234): Resolution: a draw-hand card whose value no other card of the hand shares takes
a suit of your choice; Cheatin' Resolution: one or two draw-hand cards take any value and suit, no new value
matching another card's, and for the rest of the shootout your hand rank is +2 while the hand is a legal
straight or flush."""
from collections import Counter

from doomtown_tui.engine import actions, blocks, hands
from doomtown_tui.engine.abilities import Ability, Ctx, choose_card
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import GameState

CODE = "24234"
STRAIGHT_OR_FLUSH = (5, 6, 9)     # Straight, Flush, Straight Flush


def _value(ctx: Ctx, uid: int) -> int:
    """A draw-hand card's value now (a Joker as declared)."""
    card = ctx.state.cards[uid]
    return hands.poker_card(ctx.state, uid).value if card.card.type != "joker" else (card.joker_as or (0, ""))[0]


def _values(ctx: Ctx, leave_out: int | None = None) -> Counter[int]:
    """The values in the player's draw hand (Jokers as declared), without card ``leave_out``."""
    return Counter(_value(ctx, u) for u in ctx.state.players[blocks.hand_owner(ctx)].draw_hand if u != leave_out)


def _lone(ctx: Ctx) -> list:
    counts = _values(ctx)
    return [c for c in blocks.draw_cards(ctx) if counts[hands.poker_card(ctx.state, c.uid).value] == 1]


def _new_suit(ctx: Ctx):
    uid = yield from choose_card(ctx, _lone(ctx), "Which card changes its suit?", "change")
    value = hands.poker_card(ctx.state, uid).value
    yield from blocks.change_draw_card(ctx, uid, lambda v, s: v == value,
                                       f"which suit does {ctx.state.cards[uid].title} take?")


def _reshape(ctx: Ctx):
    chosen = yield from blocks.pick_cards(ctx, blocks.draw_cards(ctx), 1, 2, "Which one or two cards change?")
    for i, uid in enumerate(chosen):
        # the rule is about the final hand: a card still to change does not hold on to its old value
        taken = _values(ctx, leave_out=uid) - Counter(_value(ctx, u) for u in chosen[i + 1:])
        yield from blocks.change_draw_card(ctx, uid, lambda v, s, taken=taken: taken[v] == 0,
                                           f"what does {ctx.state.cards[uid].title} become (a value not in the hand)?")
    if ctx.state.shootout is not None:
        owner = blocks.hand_owner(ctx)     # for a third party: the hand of the posse it fights in
        actions.add_effect(ctx.state, "hand_rank_while", player=owner, amount=2, until="shootout",
                           source=ctx.card.uid, reason=ctx.card.title)
        actions.log(ctx.state, "hand_rank", f"{ctx.state.players[owner].name}'s hand rank is +2 for the rest of "
                    f"the shootout while the hand is a legal straight or flush ({ctx.card.title})", player=owner,
                    amount=2)


def _straight_or_flush(state: GameState, effect) -> bool:
    hand = hands.evaluate(state, state.players[effect.player].draw_hand)
    return blocks.hand_is_legal(state, effect.player) and hand.rank in STRAIGHT_OR_FLUSH   # legal: Quickdraw's too


def register(rules: RuleSetBuilder) -> None:
    rules.rank_while[CODE] = _straight_or_flush
    rules.script(
        CODE,
        Ability(
            window="resolution",
            name="Comin' Up Roses: a lone card takes a new suit",
            requirement=lambda ctx: bool(_lone(ctx)),
            effect=_new_suit,
            tags=frozenset({"bonus"}),
        ),
        Ability(
            window="cheatin_resolution",
            name="Comin' Up Roses: reshape one or two cards",
            requirement=lambda ctx: bool(blocks.draw_cards(ctx)),
            effect=_reshape,
            tags=frozenset({"bonus"}),
        ),
    )
