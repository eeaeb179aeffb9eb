"""The Gamblin' phase (rulebook "1. Gamblin' Phase"): ante, lowball draw hands, the new Dealer.

Each player antes 1 GR (borrowing from the bank when broke; the debt is repaid first in
Upkeep). Each draws five cards; Jokers are declared; hands are revealed. Cheatin' hands open the
Cheatin' Resolution window first (digest B45: before ranks are compared). The lowest hand takes
the pot and deals; among equal ranks the hand that would lose a shootout comparison wins
(digest B.6). Identical hands are discarded and redrawn; if they keep tying, a coin decides.
With three or four seats (multiplayer rules) the lowest hand takes 2 GR and deals, the second lowest
takes 1 GR and the rest of the pot leaves play (``multiplayer_places``).
"""
from __future__ import annotations

import functools

from doomtown_tui.engine import actions, hands, poker, stats, twists
from doomtown_tui.engine.decision import Flow
from doomtown_tui.engine.resolution import respond
from doomtown_tui.engine.shootout import discard_draw_hand
from doomtown_tui.engine.state import GameState
from doomtown_tui.engine.windows import play_window

REDRAW_LIMIT = 10
# what a card does to a lowball hand ends with that hand: its rank changes, "counts as legal", and
# rank changes that hold while the hand stays as it is, a change that counts as modifying the rank
HAND_EFFECTS = ("hand_rank", "hand_rank_while", "legal_hand", stats.HAND_MODIFIED)


def ante(state: GameState) -> None:
    for player in state.order_from_dealer():
        actions.ante(state, player)


def lowball_beats(a: poker.Hand, b: poker.Hand) -> bool:
    """True if ``a`` wins the lowball against ``b``: lower rank, or the hand that would lose."""
    if a.rank != b.rank:
        return a.rank < b.rank
    return a < b


def multiplayer_places(state: GameState, results: dict[int, poker.Hand], redraw: bool) -> list[int] | None:
    """Multiplayer rules: the seats from the lowest hand up (the lowest deals and takes 2 GR, the second
    takes 1 GR). None when the lowest or the second lowest hand is identical to another hand and
    ``redraw`` is allowed (our ruling: everyone redraws, as both players do in a two-seat tie); past the
    redraw limit the RNG orders identical hands."""
    def lower_first(p: int, q: int) -> int:
        return -1 if lowball_beats(results[p], results[q]) else (1 if lowball_beats(results[q], results[p]) else 0)

    order = sorted(results, key=functools.cmp_to_key(lower_first))
    for place in (0, 1):
        tied = [p for p in order[place:] if results[p] == results[order[place]]]   # the placed stay placed
        if len(tied) > 1:
            if redraw:
                return None
            first = tied[state.rng.randrange(len(tied))]
            order.remove(first)
            order.insert(place, first)
    return order


def _throw_in(state: GameState, order: list[int]) -> Flow[None]:
    """A tie's redraw: every hand is discarded, and what cards did to those hands ends with them (the
    redraw is a new hand: RULINGS.md, "Lowball ties")."""
    for player in order:
        yield from discard_draw_hand(state, player)
    actions.show_lowball(state, False)
    actions.set_cheatin(state, ())
    for effect in [e for e in state.effects if e.stat in HAND_EFFECTS]:
        actions.end_effect(state, effect.uid)


def gamblin(state: GameState) -> Flow[None]:
    actions.begin_phase(state, "gamblin", f"Day {state.day}: Gamblin'")
    ante(state)
    order = state.order_from_dealer()
    places: list[int] = []
    winner = 0
    for attempt in range(REDRAW_LIMIT + 1):
        actions.reset_cheatin_punished(state)
        for player in order:
            actions.draw_to_draw_hand(state, player, 5)
        for player in order:
            yield from hands.declare_jokers(state, player, state.players[player].draw_hand, lowball=True)
        results: dict[int, poker.Hand] = {}
        for player in order:
            uids = state.players[player].draw_hand
            results[player] = hands.evaluate(state, uids)
            hand = results[player]
            actions.log(state, "reveal", f"{state.players[player].name} reveals {hands.describe(state, uids)}: "
                        f"{hand.describe()}", player=player, rank=hand.rank, cheatin=hand.cheatin)
        actions.show_lowball(state, True)
        actions.set_cheatin(state, [p for p, h in results.items() if h.cheatin])   # read by Cheatin' Resolutions
        yield from respond(state)   # traits that answer a cheatin' hand come before the Resolutions
        if state.cheatin:
            yield from play_window(state, "cheatin_resolution", state.dealer, "play a Cheatin' Resolution?")
            for player in order:   # a Resolution may have replaced a hand or changed its rank
                results[player] = hands.evaluate(state, state.players[player].draw_hand).modified(
                    stats.hand_rank_bonus(state, player))
        if len(order) > 2:
            found = multiplayer_places(state, results, redraw=attempt < REDRAW_LIMIT)
            if found is None:
                actions.log(state, "gamblin_tie", "Identical hands among the lowest two: everyone redraws")
                yield from _throw_in(state, order)
                continue
            places = found
            break
        a, b = results[0], results[1]
        if a == b and attempt < REDRAW_LIMIT:
            actions.log(state, "gamblin_tie", "Identical hands: both redraw")
            yield from _throw_in(state, order)
            continue
        if a == b:
            winner = state.rng.randrange(2)
        else:
            winner = 0 if lowball_beats(a, b) else 1
        break
    for player in order:
        yield from discard_draw_hand(state, player)
    actions.show_lowball(state, False)
    twists.high_stakes(state, {player: hand.rank for player, hand in results.items()})
    if len(order) > 2:
        actions.split_lowball_pot(state, places[0], places[1])
    else:
        actions.win_lowball(state, winner)
    actions.set_cheatin(state, ())
    actions.end_effects(state, "round")    # the lowball is a round of its own: its round-long effects end here
