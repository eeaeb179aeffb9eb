"""The Gamblin' phase (rulebook "1. Gamblin' Phase"): ante, lowball draw hands, the new Dealer.

Each player antes 1 GR (borrowing from the bank when broke; the debt is repaid first in
Upkeep). Each draws five cards; Jokers are declared; hands are revealed. Cheatin' hands open the
Cheatin' Resolution window first (digest B45: before ranks are compared). The lowest hand takes
the pot and deals; among equal ranks the hand that would lose a shootout comparison wins
(digest B.6). Identical hands are discarded and redrawn (only the tied hands: the others stay, and
the new hands settle only the places the tied ones shared); if they keep tying, a coin decides.
With three or four seats (multiplayer rules) the lowest hand takes 2 GR and deals, the second lowest
takes 1 GR and the rest of the pot leaves play, so a tie matters for the lowest two places
(``ranked``, ``contested``).
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


def ranked(results: dict[int, poker.Hand], seats: list[int]) -> list[list[int]]:
    """``seats`` from the lowest hand up, each group holding identical hands (a group of one: no tie)."""
    def lower_first(p: int, q: int) -> int:
        return -1 if lowball_beats(results[p], results[q]) else (1 if lowball_beats(results[q], results[p]) else 0)

    groups: list[list[int]] = []
    for seat in sorted(seats, key=functools.cmp_to_key(lower_first)):
        if groups and results[groups[-1][0]] == results[seat]:
            groups[-1].append(seat)
        else:
            groups.append([seat])
    return groups


def contested(groups: list[list[int]], places: int) -> int | None:
    """The index of the first group of identical hands that shares one of the first ``places`` places (the
    lowest with two seats; the lowest two with more, multiplayer rules), or None: every place is settled."""
    start = 0
    for index, group in enumerate(groups):
        if start >= places:
            return None
        if len(group) > 1:
            return index
        start += len(group)
    return None


def _throw_in(state: GameState, seats: list[int]) -> Flow[None]:
    """A tie's redraw: the tied hands are discarded, and what cards did to those hands ends with them (the
    redraw is a new hand: RULINGS.md, "Lowball ties"); the other hands stay as they are."""
    for player in seats:
        yield from discard_draw_hand(state, player)
    actions.show_lowball(state, False)
    actions.set_cheatin(state, ())
    for effect in [e for e in state.effects if e.stat in HAND_EFFECTS and e.player in seats]:
        actions.end_effect(state, effect.uid)


def gamblin(state: GameState) -> Flow[None]:
    actions.begin_phase(state, "gamblin", f"Day {state.day}: Gamblin'")
    ante(state)
    order = state.order_from_dealer()
    places = 2 if len(order) > 2 else 1        # the places the lowball pays for
    groups = [order]                           # before the first draw every seat draws
    tied = 0                                   # the group (of identical hands) that draws now
    results: dict[int, poker.Hand] = {}
    for attempt in range(REDRAW_LIMIT + 1):
        drawing = [p for p in order if p in groups[tied]]
        actions.reset_cheatin_punished(state)
        for player in drawing:
            actions.draw_to_draw_hand(state, player, 5)
        for player in drawing:
            yield from hands.declare_jokers(state, player, state.players[player].draw_hand, lowball=True)
        for player in drawing:
            uids = state.players[player].draw_hand
            results[player] = hands.evaluate(state, uids)
            hand = results[player]
            actions.log(state, "reveal", f"{state.players[player].name} reveals {hands.describe(state, uids)}: "
                        f"{hand.describe()}", player=player, rank=hand.rank, cheatin=hand.cheatin)
        actions.show_lowball(state, True)
        actions.set_cheatin(state, [p for p in drawing if results[p].cheatin])   # read by Cheatin' Resolutions
        yield from respond(state)   # traits that answer a cheatin' hand come before the Resolutions
        if state.cheatin:
            yield from play_window(state, "cheatin_resolution", state.dealer, "play a Cheatin' Resolution?")
            for player in drawing:   # a Resolution may have replaced a hand or changed its rank
                results[player] = hands.evaluate(state, state.players[player].draw_hand).modified(
                    stats.hand_rank_bonus(state, player))
        groups[tied:tied + 1] = ranked(results, drawing)   # the redrawn hands settle only the places they tied for
        found = contested(groups, places)
        if found is None:
            break
        if attempt == REDRAW_LIMIT:     # still tied: the RNG orders the identical hands
            while found is not None:
                state.rng.shuffle(groups[found])
                groups[found:found + 1] = [[seat] for seat in groups[found]]
                found = contested(groups, places)
            break
        tied = found
        redrawing = [p for p in order if p in groups[tied]]
        names = ", ".join(state.players[p].name for p in redrawing)
        actions.log(state, "gamblin_tie", "Identical hands: both redraw" if len(order) == 2
                    else f"Identical hands among the lowest two: {names} redraw", players=redrawing)
        yield from _throw_in(state, redrawing)
    final = [seat for group in groups for seat in group]
    for player in order:
        yield from discard_draw_hand(state, player)
    actions.show_lowball(state, False)
    twists.high_stakes(state, {player: hand.rank for player, hand in results.items()})
    if len(order) > 2:
        actions.split_lowball_pot(state, final[0], final[1])
    else:
        actions.win_lowball(state, final[0])
    actions.set_cheatin(state, ())
    actions.end_effects(state, "round")    # the lowball is a round of its own: its round-long effects end here
