"""Nightfall (rulebook "6. Nightfall Phase"): from the Dealer, each player may discard one card,
refills (or trims) the hand to its size, unboots everything and ends the turn-long effects still in
force; then every ability is ready again for the next day. Traits acting "at Nightfall" answer the
phase's start; card traits may change the discards, the hand size and add draws after the refill
(``RuleSet.player_traits``); the ``turn_end`` event closes the turn for "at the end of the turn" traits.
"""
from __future__ import annotations

from doomtown_tui.engine import actions, hooks
from doomtown_tui.engine.decision import Flow, Option, ask
from doomtown_tui.engine.resolution import respond
from doomtown_tui.engine.state import GameState


def hand_size(state: GameState, player: int) -> int:
    bonus = sum(e.amount for e in state.effects if e.player == player and e.stat == "hand_size")
    bonus += hooks.player_bonus(state, player, "hand_size")      # e.g. "your maximum hand size is +1"
    return max(0, state.players[player].hand_size + bonus)


def discard_to_size(state: GameState, player: int) -> Flow[None]:
    """Discard, one card at a time, down to the maximum hand size (``hand_limit``)."""
    p = state.players[player]
    size = hand_size(state, player)
    while len(p.hand) > size:
        options = [Option(f"discard:{uid}", f"Discard {state.cards[uid].title}",
                          {"play": "discard", "uid": uid, "card": state.cards[uid].title}) for uid in p.hand]
        answer = yield ask(player, "hand_limit", f"{p.name}: discard down to {size} cards", options)
        actions.discard_from_hand(state, player, answer.data["uid"], "hand size")


def nightfall(state: GameState) -> Flow[None]:
    actions.begin_phase(state, "nightfall", "Nightfall")
    yield from respond(state)      # traits acting "at Nightfall" (before the discards and the refill)
    for player in state.order_from_dealer():
        p = state.players[player]
        allowed = max(0, 1 + hooks.player_bonus(state, player, "nightfall_discards"))   # card traits add or remove
        for done in range(allowed):
            if not p.hand:
                break
            options = [Option("keep", "Keep your hand", {"play": "keep"})]
            options += [Option(f"discard:{uid}", f"Discard {state.cards[uid].title}",
                               {"play": "discard", "uid": uid, "card": state.cards[uid].title}) for uid in p.hand]
            more = f" ({allowed - done} left)" if allowed > 1 else ""
            answer = yield ask(player, "nightfall_discard", f"{p.name}: discard a card before refilling?{more}",
                               options)
            if answer.data["play"] == "keep":
                break
            actions.discard_from_hand(state, player, answer.data["uid"], "Nightfall")
        size = hand_size(state, player)
        if len(p.hand) < size:
            actions.draw(state, player, size - len(p.hand))
        yield from discard_to_size(state, player)
        actions.log(state, "hand_refilled", f"{p.name} has refilled their hand", player=player)
        yield from respond(state)      # "after you refill your hand" Reacts
        extra = hooks.player_bonus(state, player, "nightfall_draws")   # "draw a card at Nightfall" traits
        if extra > 0:
            actions.draw(state, player, extra)
        actions.unboot_all(state, player)
        # each player's step ends every effect lasting the turn: the Dealer's step ends them before the next
        # player discards and draws, so that player's Nightfall traits see the day's effects gone (RULINGS)
        actions.end_effects(state, "turn")
    actions.end_effects(state, "nightfall")     # what lasts through this Nightfall ("does not unboot during it")
    actions.refresh_abilities(state)
    actions.log(state, "turn_end", f"Day {state.day} ends", day=state.day)   # "at the end of the turn" traits
