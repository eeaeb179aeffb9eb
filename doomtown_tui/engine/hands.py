"""Draw hands: turning drawn cards into a poker hand, with Jokers given an identity by their owner.

Used by the Gamblin' phase (lowball) and by shootouts. The poker arithmetic itself lives in
``poker.py``; this module connects it to cards in the game and to the ``joker`` decision.
"""
from __future__ import annotations

from doomtown_tui.engine import actions, poker
from doomtown_tui.engine.decision import Decision, Flow
from doomtown_tui.engine.state import GameState
from doomtown_tui.engine.windows import card_name, joker_options


def poker_card(state: GameState, uid: int) -> poker.Card:
    inst = state.cards[uid]
    if inst.card.type == "joker":
        return poker.Card.joker()
    if inst.shown_as is not None:    # a card effect changed its value and suit
        return poker.Card(*inst.shown_as)
    return poker.Card(inst.card.value or 1, inst.card.suit or "C")


def cards_of(state: GameState, uids: list[int]) -> list[poker.Card]:
    return [poker_card(state, u) for u in uids]


def describe(state: GameState, uids: list[int]) -> str:
    parts = []
    for u in uids:
        inst = state.cards[u]
        if inst.card.type == "joker":
            parts.append("Joker" if inst.joker_as is None else f"Joker={card_name(*inst.joker_as)}")
        elif inst.shown_as is not None:
            parts.append(f"{inst.card.card_label}={card_name(*inst.shown_as)}")
        else:
            parts.append(inst.card.card_label)
    return " ".join(parts)


def declare_jokers(state: GameState, player: int, uids: list[int], lowball: bool) -> Flow[None]:
    """Ask the owner, Joker by Joker, what each one stands for; the engine's best guess first."""
    jokers = [u for u in uids if state.cards[u].card.type == "joker"]
    for uid in jokers:
        naturals = [poker_card(state, u) for u in uids if state.cards[u].card.type != "joker"]
        fixed = [poker.Card(*declared) for u in jokers if (declared := state.cards[u].joker_as)]
        open_count = sum(1 for u in jokers if state.cards[u].joker_as is None)
        hand = poker.best_hand(naturals + fixed + [poker.Card.joker()] * open_count, lowball=lowball)
        suggestion = hand.jokers[0] if hand.jokers else poker.Card(13 if not lowball else 1, "S")
        answer = yield Decision(player=player, kind="joker",
                                prompt=f"{state.players[player].name}: your hand is {describe(state, uids)}; "
                                       "what does this Joker stand for?",
                                options=tuple(joker_options((suggestion.value, suggestion.suit))))
        actions.declare_joker(state, uid, answer.data["value"], answer.data["suit"])


def evaluate(state: GameState, uids: list[int]) -> poker.Hand:
    """Evaluate a final draw hand whose Jokers have been declared."""
    naturals = [poker_card(state, u) for u in uids if state.cards[u].card.type != "joker"]
    jokers = [poker.Card(*declared) for u in uids
              if state.cards[u].card.type == "joker" and (declared := state.cards[u].joker_as)]
    return poker.evaluate(naturals + [poker.Card.joker()] * len(jokers), jokers=jokers)
