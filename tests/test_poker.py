"""Poker hands: ranks, tie-breakers, jokers, cheatin', modified ranks, lowball, short hands.

Sources: WWE rulebook "Poker" .. "Modifying Hand Ranks" and "Jokers"; digest items A12
(modified ranks), A24/A25 (jokers), B15 (short hands), B36(e) (suits never compared), B44
(lowball rank) and the lowball tie-break line in B.6.  The last part checks the evaluator
against a slow brute-force oracle (every five-card choice, every joker identity).
"""
from __future__ import annotations

import copy
import pickle
import random
from collections import Counter
from functools import cache
from itertools import combinations, combinations_with_replacement, pairwise
from typing import Any

import pytest

from doomtown_tui.engine import poker
from doomtown_tui.engine.poker import Card, Hand, best_hand, evaluate, lowball_beats, lowball_key, parse_cards

J = Card.joker()


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def ev(text: str, jokers: list[Card] | None = None, lowball: bool = False) -> Hand:
    return evaluate(cards(text), jokers=jokers, lowball=lowball)


def best(text: str, lowball: bool = False) -> Hand:
    return best_hand(cards(text), lowball=lowball)


# ==============================================================================================
# Cards
# ==============================================================================================
def test_card_fields_and_text() -> None:
    c = Card(1, "C")
    assert (c.value, c.suit, c.is_joker) == (1, "C", False)
    assert str(c) == "A♣"
    assert str(Card(10, "H")) == "10♥"
    assert str(Card(11, "D")) == "J♦" and str(Card(12, "S")) == "Q♠" and str(Card(13, "C")) == "K♣"
    assert str(J) == "Jkr" and J.is_joker
    assert repr(Card(7, "S")) == "Card(7, 'S')" and repr(J) == "Card.joker()"


def test_cards_are_frozen_hashable_and_equal_by_value_and_suit() -> None:
    assert Card(5, "H") == Card(5, "H")
    assert Card(5, "H") != Card(5, "D")
    assert Card(5, "H") != Card(6, "H")
    assert Card.joker() == Card.joker()
    assert len({Card(5, "H"), Card(5, "H"), Card(5, "D"), J, J}) == 3
    assert hash(Card(5, "H")) == hash(Card(5, "H"))
    with pytest.raises(AttributeError):
        Card(5, "H").value = 6
    c = Card(9, "D")
    assert pickle.loads(pickle.dumps(c)) == c
    assert pickle.loads(pickle.dumps(J)) == J
    assert copy.copy(c) == c and copy.deepcopy([c, J]) == [c, J]
    assert sorted([Card(3, "C"), J, Card(1, "D"), Card(3, "S")], key=Card.sort_key) == \
        [Card(1, "D"), Card(3, "S"), Card(3, "C"), J]
    assert sorted([Card(3, "C"), J, Card(1, "D"), Card(3, "S")]) == [Card(1, "D"), Card(3, "S"), Card(3, "C"), J]


@pytest.mark.parametrize("value, suit", [
    (0, "S"), (14, "S"), (-1, "H"), (1, "X"), (1, ""), (1, "s"), (1, "♠"), (1.0, "S"), ("1", "S"),
    (True, "S"), (None, "S"), (5, None),
])
def test_invalid_card_raises(value: object, suit: object) -> None:
    with pytest.raises(ValueError):
        Card(value, suit)  # type: ignore[arg-type]


def test_parse() -> None:
    assert cards("A♣ 10h JD qs K♦ Jkr") == [Card(1, "C"), Card(10, "H"), Card(11, "D"), Card(12, "S"),
                                            Card(13, "D"), J]
    for bad in ("", "1", "ZZ", "11X", "0S", "14H"):
        with pytest.raises(ValueError):
            Card.parse(bad)


# ==============================================================================================
# Every rank, by name
# ==============================================================================================
RANK_EXAMPLES = [   # the rulebook's chart examples, aces low
    ("A♣ 3♦ 7♠ J♣ K♠", 1, "High Card"),
    ("A♣ A♦ 7♠ J♣ K♠", 2, "Pair"),
    ("A♣ A♦ K♠ K♣ 8♠", 3, "Two Pair"),
    ("A♣ A♦ A♠ 10♣ K♠", 4, "Three of a Kind"),
    ("A♣ 2♦ 3♠ 4♦ 5♦", 5, "Straight"),
    ("A♠ 5♠ 7♠ 8♠ 10♠", 6, "Flush"),
    ("A♣ A♦ A♠ K♣ K♠", 7, "Full House"),
    ("A♣ A♠ A♥ A♦ 7♥", 8, "Four of a Kind"),
    ("A♦ 2♦ 3♦ 4♦ 5♦", 9, "Straight Flush"),
    ("A♣ A♣ A♦ A♠ A♥", 10, "Five of a Kind"),
    ("A♣ A♠ 8♣ 8♠ J♦", 11, "Dead Man's Hand"),
]


@pytest.mark.parametrize("text, rank, name", RANK_EXAMPLES)
def test_every_rank_name(text: str, rank: int, name: str) -> None:
    hand = ev(text)
    assert (hand.rank, hand.name) == (rank, name)
    assert poker.RANK_NAMES[rank] == name
    assert hand.cards == tuple(cards(text))
    assert hand.jokers == ()


def test_ranks_order_the_hands() -> None:
    hands = [ev(text) for text, _, _ in RANK_EXAMPLES]
    assert all(lo < hi for lo, hi in pairwise(hands))
    assert sorted(reversed(hands)) == hands


def test_five_of_a_kind_without_joker_is_cheatin() -> None:
    hand = ev("A♣ A♣ A♦ A♠ A♥")
    assert hand.rank == 10 and hand.cheatin


# ==============================================================================================
# Tie-breakers (one test per row of the rulebook's table)
# ==============================================================================================
def beats(a: str, b: str) -> None:
    ha, hb = ev(a), ev(b)
    assert ha.rank == hb.rank
    assert ha > hb and hb < ha and ha != hb and ha >= hb and hb <= ha


def ties(a: str, b: str) -> None:
    ha, hb = ev(a), ev(b)
    assert ha == hb and not ha < hb and not ha > hb and ha <= hb and ha >= hb
    assert hash(ha) == hash(hb)


def test_high_card_compares_card_by_card() -> None:
    beats("K♠ 9♦ 7♣ 4♥ 2♠", "Q♠ J♦ 9♣ 7♥ 5♠")     # highest card
    beats("K♠ 10♦ 7♣ 4♥ 2♠", "K♦ 9♦ 7♥ 5♥ 3♠")    # next highest
    beats("K♠ 10♦ 8♣ 4♥ 2♠", "K♦ 10♣ 7♥ 5♥ 3♠")   # third
    beats("K♠ 10♦ 8♣ 5♥ 2♠", "K♦ 10♣ 8♥ 4♥ 3♠")   # fourth
    beats("K♠ 10♦ 8♣ 5♥ 3♠", "K♦ 10♣ 8♥ 5♣ 2♥")   # last
    beats("K♠ 10♦ 8♣ 5♥ 2♠", "K♦ 10♣ 8♥ 5♣ A♥")   # the ace is the lowest card
    ties("K♠ 10♦ 8♣ 5♥ 2♠", "K♦ 10♣ 8♥ 5♣ 2♥")


def test_pair_compares_pair_then_remaining_cards() -> None:
    beats("9♠ 9♦ 3♣ 4♥ 2♠", "8♠ 8♦ K♣ Q♥ J♠")
    beats("9♠ 9♦ K♣ 4♥ 2♠", "9♣ 9♥ Q♣ J♥ 10♠")
    beats("9♠ 9♦ K♣ 5♥ 2♠", "9♣ 9♥ K♦ 4♥ 3♠")
    beats("9♠ 9♦ K♣ 5♥ 3♠", "9♣ 9♥ K♦ 5♦ 2♠")
    beats("2♠ 2♦ 3♣ 4♥ 6♠", "A♠ A♦ K♣ Q♥ J♠")       # aces are the lowest pair
    ties("9♠ 9♦ K♣ 5♥ 3♠", "9♣ 9♥ K♦ 5♦ 3♥")


def test_two_pair_compares_high_pair_low_pair_last_card() -> None:
    beats("K♠ K♦ 2♣ 2♥ 3♠", "Q♠ Q♦ J♣ J♥ A♠")
    beats("K♠ K♦ 5♣ 5♥ 3♠", "K♣ K♥ 4♣ 4♥ Q♠")
    beats("K♠ K♦ 5♣ 5♥ 4♠", "K♣ K♥ 5♦ 5♠ 3♠")
    ties("K♠ K♦ 5♣ 5♥ 4♠", "K♣ K♥ 5♦ 5♠ 4♥")


def test_three_of_a_kind_rulebook_example_1() -> None:
    beats("6♦ 6♣ 6♠ 9♠ 10♦", "6♥ 6♣ 6♦ 4♠ 8♦")
    beats("7♠ 7♦ 7♣ 3♥ 2♠", "6♠ 6♦ 6♣ K♥ Q♠")
    beats("6♦ 6♣ 6♠ 9♠ 4♦", "6♥ 6♣ 6♦ 9♣ 3♦")       # the last card
    ties("6♦ 6♣ 6♠ 9♠ 4♦", "6♥ 6♣ 6♦ 9♣ 4♣")


def test_straight_compares_highest_card() -> None:
    beats("2♠ 3♦ 4♣ 5♥ 6♠", "A♠ 2♦ 3♣ 4♥ 5♠")
    beats("9♠ 10♦ J♣ Q♥ K♠", "8♠ 9♦ 10♣ J♥ Q♠")
    ties("9♠ 10♦ J♣ Q♥ K♠", "9♦ 10♣ J♥ Q♠ K♥")


def test_flush_rulebook_example_3_and_card_by_card() -> None:
    beats("6♦ 8♦ 10♦ J♦ K♦", "2♣ 4♣ 7♣ 10♣ J♣")
    beats("K♠ 9♠ 7♠ 4♠ 3♠", "K♥ 9♥ 7♥ 4♥ 2♥")
    beats("K♠ 10♠ 7♠ 4♠ 2♠", "K♥ 9♥ 8♥ 6♥ 5♥")
    ties("K♠ 9♠ 7♠ 4♠ 2♠", "K♥ 9♥ 7♥ 4♥ 2♥")


def test_full_house_rulebook_example_2() -> None:
    beats("7♦ 7♣ 7♠ 9♠ 9♦", "7♥ 7♣ 7♦ 8♠ 8♦")
    beats("8♦ 8♣ 8♠ 2♠ 2♦", "7♥ 7♣ 7♦ K♠ K♦")
    ties("7♦ 7♣ 7♠ 9♠ 9♦", "7♥ 7♣ 7♦ 9♣ 9♥")
    assert ev("7♦ 7♣ 7♠ 9♠ 9♦").describe() == "Full House, 7s over 9s"


def test_four_of_a_kind_compares_quad_then_last_card() -> None:
    beats("6♦ 6♣ 6♠ 6♥ 2♦", "5♦ 5♣ 5♠ 5♥ K♦")
    beats("6♦ 6♣ 6♠ 6♥ Q♦", "6♦ 6♣ 6♠ 6♥ J♦")
    ties("6♦ 6♣ 6♠ 6♥ Q♦", "6♦ 6♣ 6♠ 6♥ Q♠")


def test_straight_flush_compares_highest_card() -> None:
    beats("2♥ 3♥ 4♥ 5♥ 6♥", "A♠ 2♠ 3♠ 4♠ 5♠")
    ties("9♣ 10♣ J♣ Q♣ K♣", "9♦ 10♦ J♦ Q♦ K♦")


def test_five_of_a_kind_compares_value() -> None:
    beats("7♦ 7♣ 7♠ 7♥ 7♦", "6♦ 6♣ 6♠ 6♥ 6♦")
    ties("7♦ 7♣ 7♠ 7♥ 7♦", "7♦ 7♣ 7♠ 7♥ 7♣")


def test_dead_mans_hands_always_tie() -> None:
    ties("A♣ A♠ 8♣ 8♠ J♦", "J♦ 8♠ A♠ 8♣ A♣")
    assert ev("A♣ A♠ 8♣ 8♠ J♦") > ev("K♣ K♠ K♥ K♦ K♣")


def test_suits_are_never_compared() -> None:
    ties("A♠ 3♠ 7♠ J♠ K♥", "A♦ 3♦ 7♦ J♦ K♣")
    ties("2♠ 3♦ 4♣ 5♥ 6♠", "2♥ 3♥ 4♦ 5♣ 6♣")


def test_comparisons_with_other_types() -> None:
    hand = ev("A♣ 3♦ 7♠ J♣ K♠")
    assert hand != "hand" and not (hand == 1)  # noqa: SIM201 - checks __eq__ itself, as `!=` checks __ne__
    with pytest.raises(TypeError):
        _ = hand < 3


# ==============================================================================================
# Aces low, straights, Dead Man's Hand
# ==============================================================================================
def test_ace_low_straights_and_no_wraparound() -> None:
    assert ev("A♣ 2♦ 3♠ 4♦ 5♦").rank == 5
    assert ev("A♣ 2♦ 3♠ 4♦ 5♦").tiebreak == (5,)
    assert ev("10♣ J♦ Q♠ K♦ A♦").rank == 1            # the ace is not high
    assert ev("J♣ Q♦ K♠ A♦ 2♦").rank == 1             # no wrap-around
    assert ev("Q♣ K♦ A♠ 2♦ 3♦").rank == 1
    assert ev("10♣ J♣ Q♣ K♣ A♣").name == "Flush"
    assert ev("9♣ 10♣ J♣ Q♣ K♣").name == "Straight Flush"
    assert ev("K♣ A♣ 2♣ 3♣ 4♣").name == "Flush"
    assert ev("2♣ 3♦ 4♠ 5♦ 7♦").rank == 1


@pytest.mark.parametrize("text", [
    "A♣ A♠ 8♣ 8♠ J♥", "A♣ A♠ 8♣ 8♠ J♣", "A♣ A♠ 8♣ 8♠ J♠", "A♥ A♠ 8♣ 8♠ J♦", "A♣ A♠ 8♦ 8♠ J♦",
    "A♣ A♠ 8♣ 8♥ J♦", "A♣ A♠ 8♣ 8♠ Q♦", "A♣ A♠ 7♣ 7♠ J♦", "A♣ A♣ 8♣ 8♠ J♦",
])
def test_dead_mans_hand_near_misses_are_two_pair(text: str) -> None:
    hand = ev(text)
    assert hand.name == "Two Pair"


def test_dead_mans_hand_exact_and_with_jokers() -> None:
    hand = ev("J♦ 8♠ A♣ 8♣ A♠")
    assert hand.rank == 11 and not hand.cheatin and hand.describe() == "Dead Man's Hand"
    hand = ev("A♣ A♠ 8♣ 8♠ Jkr")
    assert hand.rank == 11 and hand.jokers == (Card(11, "D"),)
    assert hand.cards == tuple(cards("A♣ A♠ 8♣ 8♠ J♦"))
    hand = ev("A♣ 8♣ Jkr Jkr Jkr")
    assert hand.rank == 11 and sorted(hand.jokers, key=Card.sort_key) == cards("A♠ 8♠ J♦")
    assert ev("Jkr Jkr Jkr Jkr Jkr").rank == 11
    # but a hand that cannot contain the named cards is no Dead Man's Hand
    assert ev("A♥ A♠ 8♣ 8♠ Jkr").name == "Full House"
    assert best("A♣ A♠ 8♣ 8♠ J♦ K♠ K♦ K♥").rank == 11


# ==============================================================================================
# Cheatin'
# ==============================================================================================
def test_rulebook_cheatin_example() -> None:
    assert not ev("6♦ 6♣ 6♠ 6♥ Q♦").cheatin
    hand = ev("6♦ 6♣ 6♠ 6♠ Q♦")
    assert hand.cheatin and hand.name == "Four of a Kind"
    assert "cheatin'" in hand.describe()
    assert "cheatin'" not in ev("6♦ 6♣ 6♠ 6♥ Q♦").describe()


def test_duplicates_of_any_card_are_cheatin() -> None:
    assert ev("2♠ 2♠ 9♦ J♣ K♥").cheatin
    assert ev("2♠ 5♦ 9♦ 5♦ K♥").cheatin
    assert not ev("2♠ 2♦ 9♦ J♣ K♥").cheatin


def test_joker_does_not_cure_cheatin() -> None:
    hand = ev("6♦ 6♣ 6♠ 6♠ Jkr")
    assert hand.rank == 10 and hand.cheatin


def test_joker_does_not_cause_cheatin() -> None:
    hand = ev("6♦ 6♣ 6♠ 6♥ Jkr")
    assert hand.rank == 10 and not hand.cheatin
    assert hand.jokers[0].value == 6
    # even a joker declared as a copy of a card in the hand
    hand = ev("K♠ 2♦ 5♣ 7♥ Jkr", jokers=[Card(13, "S")])
    assert hand.rank == 2 and not hand.cheatin and hand.cards[4] == Card(13, "S")


def test_best_hand_prefers_a_legal_hand_of_the_highest_rank() -> None:
    # cheatin' full house 7s over 9s vs legal full house 5s over 9s: same rank, legal wins
    hand = best("7♠ 7♠ 7♥ 9♣ 9♦ 5♣ 5♦ 5♥")
    assert (hand.rank, hand.cheatin, hand.tiebreak) == (7, False, (5, 9))
    # a higher rank is only available by cheatin': the higher rank is taken
    hand = best("6♠ 6♠ 6♥ 6♦ 2♣ 3♣ 4♣")
    assert (hand.rank, hand.cheatin) == (8, True)
    hand = best("6♠ 6♠ 6♥ 6♦ Jkr 2♣ 3♣")
    assert (hand.rank, hand.cheatin) == (10, True)
    hand = best("6♠ 6♣ 6♥ 6♦ Jkr 6♣ 3♣")
    assert (hand.rank, hand.cheatin) == (10, False)


def test_best_hand_leaves_out_jokers_it_does_not_need() -> None:
    hand = best("K♠ Q♠ J♠ 10♠ 9♠ Jkr 2♥ 3♥")
    assert hand.name == "Straight Flush" and hand.tiebreak == (13,) and hand.jokers == ()
    hand = best("9♠ 10♦ J♣ Q♥ K♠ Jkr 2♥ 3♦")
    assert hand.name == "Straight" and hand.tiebreak == (13,) and hand.jokers == ()
    # ... but a legal hand comes before a joker-free one: the joker replaces the second 9♠
    hand = best("9♠ 9♦ 9♣ 9♥ 9♠ Jkr 2♥ 3♦")
    assert hand.name == "Five of a Kind" and not hand.cheatin and len(hand.jokers) == 1
    hand = best("9♠ 9♦ 9♣ 9♥ 9♠ 2♥ 3♦")
    assert hand.name == "Five of a Kind" and hand.cheatin and hand.jokers == ()


def test_of_two_straight_flushes_in_one_draw_hand_the_higher_one_is_the_hand() -> None:
    """Ten cards holding two straight flushes: the hand is the higher one, the K-high spades over the 6-high
    hearts and the Q-high diamonds over the 6-high clubs, whichever comes first."""
    hand = best("9♠ 10♠ J♠ Q♠ K♠ 2♥ 3♥ 4♥ 5♥ 6♥")
    assert hand.name == "Straight Flush" and max(c.value for c in hand.cards) == 13
    hand = best("2♣ 3♣ 4♣ 5♣ 6♣ 8♦ 9♦ 10♦ J♦ Q♦")
    assert {c.suit for c in hand.cards} == {"D"} and max(c.value for c in hand.cards) == 12


# ==============================================================================================
# Jokers
# ==============================================================================================
def test_jokers_take_the_best_identity() -> None:
    hand = ev("K♠ 3♥ 9♦ Jkr Jkr")
    assert hand.name == "Three of a Kind" and hand.tiebreak == (13, 9, 3)
    assert [c.value for c in hand.jokers] == [13, 13]
    assert hand.cards[:3] == tuple(cards("K♠ 3♥ 9♦")) and hand.cards[3:] == hand.jokers
    assert ev("9♠ 7♠ 5♠ Jkr Jkr").describe().startswith("Straight Flush, 9 high")
    assert ev("2♠ 3♦ 4♣ 5♥ Jkr").tiebreak == (6,)
    hand = ev("2♠ 3♠ 9♠ J♠ Jkr")
    assert hand.name == "Flush" and hand.tiebreak == (13, 11, 9, 3, 2) and hand.jokers == (Card(13, "S"),)
    assert ev("2♠ 3♠ 9♠ K♠ Jkr").tiebreak == (13, 13, 9, 3, 2)
    assert ev("4♠ 4♦ 9♣ 9♥ Jkr").describe().startswith("Full House, 9s over 4s")
    assert ev("4♠ 4♦ 4♣ 9♥ Jkr").name == "Four of a Kind"
    assert ev("2♠ 7♦ 9♣ Q♥ Jkr").describe().startswith("Pair, Qs")


def test_joker_cards_are_shown_in_place() -> None:
    hand = ev("Jkr 6♦ 6♣ Jkr 6♠")
    assert hand.rank == 10
    assert hand.cards[1:3] == (Card(6, "D"), Card(6, "C")) and hand.cards[4] == Card(6, "S")
    assert (hand.cards[0], hand.cards[3]) == hand.jokers
    assert all(c.value == 6 for c in hand.jokers)
    assert "Joker as" in hand.describe()


def test_explicit_joker_assignment() -> None:
    hand = ev("6♦ 6♣ 6♠ 6♥ Jkr", jokers=[Card(2, "C")])
    assert hand.name == "Four of a Kind" and hand.tiebreak == (6, 2) and hand.jokers == (Card(2, "C"),)
    hand = ev("6♦ 6♣ 2♠ Jkr Jkr", jokers=[Card(2, "C")])       # the other joker is chosen
    assert hand.name == "Full House" and len(hand.jokers) == 2 and hand.jokers[0] == Card(2, "C")
    with pytest.raises(ValueError):
        ev("6♦ 6♣ 6♠ 6♥ Jkr", jokers=[Card(2, "C"), Card(3, "C")])
    with pytest.raises(ValueError):
        ev("6♦ 6♣ 6♠ 6♥ Jkr", jokers=[J])


# ==============================================================================================
# Modified hand ranks (digest A12)
# ==============================================================================================
def test_modified_hand_is_the_worst_of_its_new_rank() -> None:
    raised = ev("A♣ A♦ 2♠ 3♣ 5♠").modified(+3)            # a pair of aces raised to a straight
    assert raised.rank == 5 and raised.name == "Straight" and raised.is_modified
    assert raised.base_rank == 2
    assert raised < ev("A♣ 2♦ 3♠ 4♦ 5♦")                  # the lowest unmodified straight
    assert raised > ev("K♠ K♦ K♣ Q♥ J♠")                   # but above every lower rank
    lowered = ev("9♣ 10♣ J♣ Q♣ K♣").modified(-3)           # straight flush down to a flush
    assert lowered.rank == 6 and lowered < ev("2♦ 3♦ 4♦ 5♦ 7♦")
    assert lowered == ev("A♣ A♦ A♠ K♣ K♠").modified(-1)    # two modified hands of a rank tie
    assert "modified" in lowered.describe()
    assert not ev("A♣ A♦ 2♠ 3♣ 5♠").is_modified


def test_modified_rank_is_clamped() -> None:
    top = ev("A♣ A♦ A♠ K♣ K♠").modified(+9)
    assert top.rank == 11 and top < ev("A♣ A♠ 8♣ 8♠ J♦")
    assert ev("2♣ 3♦ 4♠ 5♦ 7♦").modified(-3).rank == 1
    assert ev("A♣ A♦ 7♠ J♣ K♠").modified(-5).rank == 1
    # the clamp may keep the number, but the hand is still modified: the worst of its rank
    dmh = ev("A♣ A♠ 8♣ 8♠ J♦")
    assert dmh.modified(+1).rank == 11 and dmh.modified(+1).is_modified and dmh.modified(+1) < dmh
    low = ev("2♣ 3♦ 4♠ 5♦ 7♦")
    assert low.modified(-1).rank == 1 and low.modified(-1) < ev("A♣ 2♦ 3♠ 4♦ 6♦")
    assert low.modified(0) is low and not low.modified(0).is_modified


def test_modified_hand_keeps_cards_and_cheatin() -> None:
    hand = ev("6♦ 6♣ 6♠ 6♠ Q♦")
    mod = hand.modified(-2)
    assert mod.cards == hand.cards and mod.cheatin and mod.tiebreak == hand.tiebreak
    assert mod.modified(+2).rank == 8 and mod.modified(+2).is_modified


# ==============================================================================================
# Lowball (digest B44, B.6)
# ==============================================================================================
def test_lowball_lowest_rank_wins_and_weaker_hand_wins_inside_a_rank() -> None:
    high_card_7 = ev("2♠ 3♦ 4♣ 5♥ 7♠")
    high_card_k = ev("2♣ 3♠ 4♦ 5♣ K♠")
    pair = ev("A♠ A♦ 2♣ 3♥ 4♠")
    assert lowball_beats(high_card_7, high_card_k)
    assert lowball_beats(high_card_k, pair)
    assert not lowball_beats(pair, high_card_7)
    assert not lowball_beats(high_card_7, ev("2♥ 3♣ 4♠ 5♦ 7♥"))       # identical: nobody wins
    order = sorted([pair, high_card_k, high_card_7], key=lowball_key)
    assert order == [high_card_7, high_card_k, pair]
    # a modified hand is the worst of its rank, so it wins a lowball within that rank
    assert lowball_beats(ev("9♣ 10♣ J♣ Q♣ K♣").modified(-8), high_card_7)


def test_lowball_rank_is_the_highest_the_cards_form() -> None:
    assert ev("2♠ 3♠ 4♠ 5♠ 7♠", lowball=True).name == "Flush"       # no declaring it high card
    assert ev("A♠ 2♦ 3♣ 4♥ 5♠", lowball=True).name == "Straight"
    assert best("2♠ 2♦ 5♣ 7♥ 9♠", lowball=True).name == "Pair"


def test_lowball_jokers_go_as_low_as_possible() -> None:
    hand = ev("2♠ 3♦ 4♣ 5♥ Jkr", lowball=True)            # an ace or a 6 would make a straight
    assert hand.rank == 1 and hand.tiebreak == (7, 5, 4, 3, 2)
    hand = ev("2♠ 3♠ 4♠ 9♠ Jkr", lowball=True)            # and it breaks the flush
    assert hand.rank == 1 and hand.tiebreak == (9, 4, 3, 2, 1) and hand.jokers[0].suit != "S"
    hand = ev("K♠ K♦ 2♣ 7♥ Jkr", lowball=True)
    assert hand.name == "Pair" and hand.tiebreak == (13, 7, 2, 1)
    assert ev("Jkr Jkr Jkr Jkr Jkr", lowball=True).tiebreak == (6, 4, 3, 2, 1)
    assert ev("3♠ 4♦ 5♣ Jkr Jkr", lowball=True).tiebreak == (6, 5, 4, 3, 1)


def test_lowball_best_hand_from_more_cards() -> None:
    hand = best("2♠ 3♥ 4♠ 5♠ Jkr K♦ K♣ K♠", lowball=True)
    assert hand.rank == 1 and hand.tiebreak == (7, 5, 4, 3, 2) and len(hand.jokers) == 1
    hand = best("2♠ 3♥ 4♠ 5♠ 8♦ K♦ K♣ K♠", lowball=True)
    assert hand.rank == 1 and hand.tiebreak == (8, 5, 4, 3, 2) and hand.jokers == ()
    # jokers break a flush in lowball, even standing in for a value that is there
    hand = best("2♠ 3♠ 4♠ 6♠ 7♠ 9♠ Jkr", lowball=True)
    assert hand.rank == 1 and hand.tiebreak == (6, 4, 3, 2, 1) and hand.jokers[0].suit != "S"
    hand = best("A♠ 2♠ 3♠ 4♠ 6♠ K♠ Jkr", lowball=True)
    assert hand.rank == 1 and hand.tiebreak == (6, 4, 3, 2, 1) and len(hand.jokers) == 1
    assert best("A♠ 2♠ 3♠ 4♠ 6♠ K♠ 7♥", lowball=True).tiebreak == (7, 4, 3, 2, 1)
    # many cards are fine
    deck = [Card(v, s) for s in "SHDC" for v in range(1, 14)]
    assert best_hand(deck * 2, lowball=True).tiebreak == (6, 4, 3, 2, 1)
    assert best_hand([c for c in deck if c.suit == "S"] * 3, lowball=True).describe() == "Flush, 6 high"
    # only pairs can be made: the legal pair of 5s beats the lower, cheatin' pair of aces
    hand = best("A♠ A♠ 5♦ 5♣ 3♥ 4♥", lowball=True)
    assert (hand.rank, hand.cheatin, hand.tiebreak) == (2, False, (5, 4, 3, 1))
    hand = best("A♠ A♠ 5♦ 5♦ 3♥ 4♥", lowball=True)
    assert (hand.rank, hand.cheatin, hand.tiebreak) == (2, True, (1, 5, 4, 3))


# ==============================================================================================
# Fewer than five cards (digest B15)
# ==============================================================================================
def test_short_hands_rank_only_what_is_there() -> None:
    assert ev("7♠ 7♥ 7♦ 7♣").name == "Four of a Kind"
    assert ev("7♠ 7♥ 7♦ 2♣").name == "Three of a Kind"
    assert ev("7♠ 7♥ 2♦ 2♣").name == "Two Pair"
    assert ev("7♠ 7♥ 2♦").name == "Pair"
    assert ev("2♠ 3♥ 4♦ 5♣").name == "High Card"        # no straight from four cards
    assert ev("2♠ 3♠ 9♠ K♠").name == "High Card"        # nor a flush
    assert ev("7♠ 7♥ 7♦ 2♣ 2♦").name == "Full House"
    hand = ev("K♠")
    assert hand.rank == 1 and hand.cards == (Card(13, "S"),) and "only 1 card" in hand.describe()
    empty = evaluate([])
    assert empty.rank == 1 and empty.cards == () and empty < hand


def test_short_hand_loses_to_a_full_hand_of_the_same_pattern() -> None:
    assert ev("9♠ 9♥ 4♦ 3♣") < ev("9♦ 9♣ 4♠ 3♥ 2♦")
    assert ev("9♠ 9♥ 4♦ 3♣") > ev("9♦ 9♣ 4♠ 2♥ A♦")
    assert ev("9♠ 9♥ 4♦ 3♣") == ev("9♦ 9♣ 4♠ 3♥")
    assert best("9♠ 9♥ 4♦ 3♣").name == "Pair"


def test_short_hand_jokers_take_the_lowest_identity() -> None:
    hand = ev("K♠ 9♦ Jkr")
    assert hand.rank == 1 and hand.tiebreak == (13, 9, 1)
    assert ev("Jkr").tiebreak == (1,)


# ==============================================================================================
# Errors, description, misc
# ==============================================================================================
def test_bad_input() -> None:
    with pytest.raises(ValueError):
        ev("2♠ 3♥ 4♦ 5♣ 7♠ 9♠")                         # six cards: use best_hand
    with pytest.raises(TypeError):
        evaluate([Card(2, "S"), "3H", Card(4, "S"), Card(5, "S"), Card(7, "S")])  # type: ignore[list-item]
    with pytest.raises(TypeError):
        best_hand([Card(2, "S"), 3, Card(4, "S"), Card(5, "S"), Card(7, "S"), J])  # type: ignore[list-item]


@pytest.mark.parametrize("text, words", [
    ("A♣ 3♦ 7♠ J♣ K♠", "High Card, K high"),
    ("8♣ 8♦ 7♠ J♣ K♠", "Pair, 8s"),
    ("A♣ A♦ K♠ K♣ 8♠", "Two Pair, Ks and As"),
    ("Q♣ Q♦ Q♠ 10♣ K♠", "Three of a Kind, Qs"),
    ("A♣ 2♦ 3♠ 4♦ 5♦", "Straight, 5 high"),
    ("A♠ 5♠ 7♠ 8♠ 10♠", "Flush, 10 high"),
    ("7♦ 7♣ 7♠ 9♠ 9♦", "Full House, 7s over 9s"),
    ("A♣ A♠ A♥ A♦ 7♥", "Four of a Kind, As"),
    ("9♦ 10♦ J♦ Q♦ K♦", "Straight Flush, K high"),
    ("J♣ J♣ J♦ J♠ J♥", "Five of a Kind, Js - cheatin'!"),
    ("A♣ A♠ 8♣ 8♠ J♦", "Dead Man's Hand"),
])
def test_describe(text: str, words: str) -> None:
    assert ev(text).describe() == words
    assert words in str(ev(text))


def test_hands_survive_pickle_and_deepcopy() -> None:
    hand = ev("7♦ 7♣ 7♠ 9♠ Jkr")
    for h in (hand, hand.modified(-2)):
        for copied in (pickle.loads(pickle.dumps(h)), copy.deepcopy(h)):
            assert copied == h and copied.cards == h.cards and copied.jokers == h.jokers
            assert copied.describe() == h.describe() and copied.is_modified == h.is_modified


def test_evaluate_accepts_lists_tuples_and_generators() -> None:
    text = "A♣ 3♦ 7♠ J♣ K♠"
    assert evaluate(cards(text)) == evaluate(tuple(cards(text))) == evaluate(c for c in cards(text))
    assert best_hand(c for c in cards(text + " 2♦ 2♣")).name == "Pair"


def test_tables_agree_with_the_reference_classifier() -> None:
    for combo in combinations_with_replacement(range(1, 14), 5):
        p = 1
        for v in combo:
            p *= poker._PRIME[v]
        assert poker._PLAIN[p] == poker._classify(combo, False)
        assert poker._FLUSH[p] == poker._classify(combo, True)


# ==============================================================================================
# Brute-force oracle
# ==============================================================================================
ALL52 = tuple((v, s) for s in "SHDC" for v in range(1, 14))
DMH = tuple(sorted([(1, "C"), (1, "S"), (8, "C"), (8, "S"), (11, "D")]))


@cache
def o_values(values: tuple[int, ...], flush: bool) -> tuple[int, tuple[int, ...]]:
    """Every rank these values form (plain definitions); the highest one with its tie-breakers."""
    counts = Counter(values)
    groups = sorted(counts.items(), key=lambda vc: (-vc[1], -vc[0]))
    shape = [c for _, c in groups] or [0]
    by_group = tuple(v for v, _ in groups)
    desc = tuple(sorted(values, reverse=True))
    formed = [(1, desc)]
    if shape[0] >= 2:
        formed.append((2, by_group))
    if shape[:2] == [2, 2]:
        formed.append((3, by_group))
    if shape[0] == 3:
        formed.append((4, by_group))
    if shape[0] == 4:
        formed.append((8, by_group))
    if len(values) == 5:
        straight = len(counts) == 5 and max(values) - min(values) == 4
        if straight:
            formed.append((5, (max(values),)))
        if flush:
            formed.append((6, desc))
        if shape == [3, 2]:
            formed.append((7, by_group))
        if straight and flush:
            formed.append((9, (max(values),)))
        if shape == [5]:
            formed.append((10, by_group))
    return max(formed)


def o_classify(hand: tuple[tuple[int, str], ...]) -> tuple[int, tuple[int, ...]]:
    if len(hand) == 5 and tuple(sorted(hand)) == DMH:
        return (11, ())
    flush = len(hand) == 5 and len({s for _, s in hand}) == 1
    return o_values(tuple(sorted((v for v, _ in hand), reverse=True)), flush)


def o_jokers(naturals: tuple[tuple[int, str], ...], jokers: int, low: bool) -> tuple[int, tuple[int, ...]]:
    """Best (or lowest) result over every identity of every joker."""
    return o_joker_range(naturals, jokers)[0 if low else 1]


@cache
def o_joker_range(naturals: tuple[tuple[int, str], ...], jokers: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    results = [o_classify(naturals + extra) for extra in combinations_with_replacement(ALL52, jokers)]
    return min(results), max(results)


def o_cheatin(naturals: tuple[tuple[int, str], ...]) -> bool:
    return len(set(naturals)) != len(naturals)


def o_evaluate(hand: list[Card], lowball: bool = False) -> tuple[int, tuple[int, ...], bool]:
    naturals = tuple(sorted((c.value, c.suit) for c in hand if not c.is_joker))
    jokers = len(hand) - len(naturals)
    low = lowball or len(hand) < 5
    rank, tb = o_jokers(naturals, jokers, low)
    return rank, tb, o_cheatin(naturals)


def o_best(hand: list[Card]) -> dict[bool, tuple[int, tuple[int, ...], bool, int]]:
    """Every choice of five cards scored by rank, legal, tie-breakers, fewer jokers; the best for
    a shootout and the lowest for lowball: {lowball: (rank, tie-breakers, cheatin', jokers)}."""
    high = []
    low = []
    seen = set()
    for idx in combinations(range(len(hand)), 5):
        chosen = [hand[i] for i in idx]
        naturals = tuple(sorted((c.value, c.suit) for c in chosen if not c.is_joker))
        jokers = 5 - len(naturals)
        if (naturals, jokers) in seen:
            continue
        seen.add((naturals, jokers))
        cheat = o_cheatin(naturals)
        (lr, ltb), (hr, htb) = o_joker_range(naturals, jokers)
        high.append(((hr, not cheat, htb, -jokers), (hr, htb, cheat, jokers)))
        low.append(((lr, cheat, ltb, jokers), (lr, ltb, cheat, jokers)))
    return {False: max(high)[1], True: min(low)[1]}


def sign(x: Any, y: Any) -> int:
    return int(x > y) - int(x < y)


POOL = cards("A♣ A♠ 2♠ 3♣ 4♠ 8♣ 8♠ J♠ J♦ K♠")   # DMH cards, an A-2-3-4, a natural king


def random_hand(rng: random.Random, size: int, pool: list[Card], joker_chance: float) -> list[Card]:
    hand: list[Card] = []
    jokers = 0
    while len(hand) < size:
        if jokers < 2 and rng.random() < joker_chance:
            hand.append(J)
            jokers += 1
        else:
            hand.append(rng.choice(pool))
    return hand


def check_hand_against_oracle(hand: list[Card]) -> None:
    wanted = o_best(hand)
    for lowball in (False, True):
        got = best_hand(hand, lowball=lowball)
        want = wanted[lowball]
        assert (got.rank, got.tiebreak, got.cheatin, len(got.jokers)) == want, (hand, lowball, got)
        assert len(got.cards) == 5
        # the cards shown make the hand claimed, and come from the hand with jokers replaced
        assert poker._fixed_key(list(got.cards)) == got.key, (hand, got)
        nat = Counter(c for c in hand if not c.is_joker)
        used = Counter(got.cards) - Counter(got.jokers)
        assert not used - nat, (hand, got)
        assert len(got.jokers) <= hand.count(J)
        assert got.cheatin == poker._has_duplicate(list((Counter(got.cards) - Counter(got.jokers)).elements()))


def test_oracle_small_pool_best_hand_and_lowball() -> None:
    rng = random.Random(1234)
    for _ in range(2000):
        check_hand_against_oracle(random_hand(rng, rng.randint(5, 8), POOL, 0.12))


def test_oracle_small_pool_evaluate_and_comparison() -> None:
    rng = random.Random(99)
    hands = []
    for _ in range(2500):
        size = 5 if rng.random() < 0.85 else rng.randint(0, 4)
        hand = random_hand(rng, size, POOL, 0.15)
        for lowball in (False, True):
            got = evaluate(hand, lowball=lowball)
            assert (got.rank, got.tiebreak, got.cheatin) == o_evaluate(hand, lowball), (hand, lowball, got)
            assert len(got.jokers) == hand.count(J)
            assert all((g == h) or h.is_joker for g, h in zip(got.cards, hand, strict=True))
            if size == 5:
                assert poker._fixed_key(list(got.cards)) == got.key
        hands.append((evaluate(hand), o_evaluate(hand)))
    for (ha, oa), (hb, ob) in zip(hands, hands[1:] + hands[:1], strict=True):
        assert sign(ha, hb) == sign(oa[:2], ob[:2]), (ha, hb)
        assert (ha == hb) == (oa[:2] == ob[:2])


def test_oracle_full_deck() -> None:
    rng = random.Random(7)
    deck = [Card(v, s) for s in "SHDC" for v in range(1, 14)]
    for i in range(200):
        jokers = i % 3
        hand = rng.sample(deck, rng.randint(5, 7 - jokers // 2) - jokers) + [J] * jokers
        rng.shuffle(hand)
        check_hand_against_oracle(hand)


def test_fast_path_agrees_with_general_search() -> None:
    rng = random.Random(5)
    deck = [Card(v, s) for s in "SHDC" for v in range(1, 14)]
    for i in range(4000):
        k = i % 4
        naturals = rng.sample(deck, rng.randint(max(0, 5 - k), 9))
        cm = sum(c._b for c in naturals)
        key, played, wild = poker._fast(cm, k)
        gkey, _gplayed, gflags = poker._search(cm, None, k)
        assert key == gkey and len(wild) == sum(gflags), (naturals, k)
        assert poker._fixed_key(list(played)) == key
        assert not (Counter(played) - Counter(wild)) - Counter(naturals)
