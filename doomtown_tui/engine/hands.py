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


def declare_jokers(state: GameState, player: int, uids: list[int], lowball: bool, asked: list[int] | None = None,
                   holder: int | None = None) -> Flow[None]:
    """Ask ``player``, Joker by Joker, what each Joker of the hand ``uids`` stands for (only those among
    ``asked``, e.g. the cards just redrawn into it, when given), with a suggestion first: the identity that
    gives the hand's ``holder`` (default: ``player``) the best hand, or, when another player names them
    (Bottom Dealin', digest C.1), the worst. A hand short of five cards (deck and discard ran out) is the
    lowest those cards can make (digest B15): its Jokers take that identity without a question."""
    holder = player if holder is None else holder
    whose = "your hand" if holder == player else f"{state.players[holder].name}'s hand"
    jokers = [u for u in uids if state.cards[u].card.type == "joker"]
    for uid in jokers if asked is None else [u for u in jokers if u in asked]:
        naturals = [poker_card(state, u) for u in uids if state.cards[u].card.type != "joker"]
        fixed = [poker.Card(*declared) for u in jokers if (declared := state.cards[u].joker_as)]
        open_count = sum(1 for u in jokers if state.cards[u].joker_as is None)
        if len(uids) < 5:
            lowest = _worst_identity(naturals + fixed, open_count, lowball=False)
            actions.declare_joker(state, uid, lowest.value, lowest.suit)
            continue
        if holder != player:
            suggestion = _worst_identity(naturals + fixed, open_count, lowball)
        else:
            hand = poker.best_hand(naturals + fixed + [poker.Card.joker()] * open_count, lowball=lowball)
            suggestion = hand.jokers[0] if hand.jokers else poker.Card(13 if not lowball else 1, "S")
        answer = yield Decision(player=player, kind="joker",
                                prompt=f"{state.players[player].name}: {whose} is {describe(state, uids)}; "
                                       "what does this Joker stand for?",
                                options=tuple(joker_options((suggestion.value, suggestion.suit))))
        actions.declare_joker(state, uid, answer.data["value"], answer.data["suit"])


_IDENTITIES = tuple(poker.Card(v, s) for s in poker.SUITS for v in range(1, 14))


def _worst_identity(known: list[poker.Card], open_count: int, lowball: bool) -> poker.Card:
    """The identity for the next open Joker that leaves the hand at its worst for its holder (the lowest
    hand in a shootout, the highest in the lowball), the hand's other open Jokers named the worst way too."""
    def badness(key: int) -> int:
        return key if lowball else -key

    rest: list[list[poker.Card]] = [[]] if open_count <= 1 else [[other] for other in _IDENTITIES]
    worst: tuple[int, poker.Card] | None = None
    for card in _IDENTITIES:
        score = max(badness(poker.evaluate([*known, card, *more]).key) for more in rest)
        if worst is None or score > worst[0]:
            worst = (score, card)
    assert worst is not None
    return worst[1]


def evaluate(state: GameState, uids: list[int]) -> poker.Hand:
    """Evaluate a final draw hand whose Jokers have been declared."""
    naturals = [poker_card(state, u) for u in uids if state.cards[u].card.type != "joker"]
    jokers = [poker.Card(*declared) for u in uids
              if state.cards[u].card.type == "joker" and (declared := state.cards[u].joker_as)]
    return poker.evaluate(naturals + [poker.Card.joker()] * len(jokers), jokers=jokers)
