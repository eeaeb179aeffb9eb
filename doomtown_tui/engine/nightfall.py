"""Nightfall (rulebook "6. Nightfall Phase"): from the Dealer, each player may discard one card,
refills (or trims) the hand to its size, unboots everything; then turn-long effects end and every
ability is ready again for the next day.
"""
from __future__ import annotations

from typing import Generator

from doomtown_tui.engine import actions
from doomtown_tui.engine.decision import Decision, Option, ask
from doomtown_tui.engine.state import GameState

Flow = Generator[Decision, object, None]


def hand_size(state: GameState, player: int) -> int:
    bonus = sum(e.amount for e in state.effects if e.player == player and e.stat == "hand_size")
    return max(0, state.players[player].hand_size + bonus)


def nightfall(state: GameState) -> Flow:
    state.phase = "nightfall"
    actions.log(state, "phase", "Nightfall", phase="nightfall", day=state.day)
    for player in state.order_from_dealer():
        p = state.players[player]
        if p.hand:
            options = [Option("keep", "Keep your hand", {"play": "keep"})]
            options += [Option(f"discard:{uid}", f"Discard {state.cards[uid].title}",
                               {"play": "discard", "uid": uid, "card": state.cards[uid].title}) for uid in p.hand]
            answer = yield ask(player, "nightfall_discard", f"{p.name}: discard a card before refilling?", options)
            if answer != "keep":
                actions.discard_from_hand(state, player, int(str(answer).split(":")[1]), "Nightfall")
        size = hand_size(state, player)
        if len(p.hand) < size:
            actions.draw(state, player, size - len(p.hand))
        while len(p.hand) > size:
            options = [Option(f"discard:{uid}", f"Discard {state.cards[uid].title}",
                              {"play": "discard", "uid": uid, "card": state.cards[uid].title}) for uid in p.hand]
            answer = yield ask(player, "hand_limit", f"{p.name}: discard down to {size} cards", options)
            actions.discard_from_hand(state, player, int(str(answer).split(":")[1]), "hand size")
        actions.unboot_all(state, player)
    actions.end_effects(state, "turn")
    actions.refresh_abilities(state)
