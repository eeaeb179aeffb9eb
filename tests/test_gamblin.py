"""The Gamblin' phase: ante, borrowing, lowball, ties, redraws and Jokers.

Each game starts at the Gamblin' phase with both decks stacked exactly (``deck``: first = top),
no dudes and no deeds, so Production adds the outfit's 3 GR and Upkeep asks nothing; the first
Noon decision then shows the outcome of the lowball.
"""
from __future__ import annotations

import pytest

from doomtown_tui.engine import card_pool
from doomtown_tui.engine.testing import scenario

PRODUCTION = 3  # Law Dogs and The Sloane Gang both produce 3


def face(value: int, suit: str) -> str:
    """A card title with this value and suit (any will do: only the face matters in a draw hand)."""
    for card in card_pool():
        if card.value == value and card.suit == suit and not card.has("Token"):
            return card.title
    raise LookupError((value, suit))


def cards(text: str) -> list[str]:
    """'2S 4H KD' -> titles; 'J' is a Joker."""
    names = {"A": 1, "J": 11, "Q": 12, "K": 13}
    out = []
    for token in text.split():
        if token == "JOKER":
            out.append("Joker (black)")
            continue
        v, s = token[:-1], token[-1]
        out.append(face(names.get(v) or int(v), s))
    return out


def lowball(p0: str, p1: str, dealer: int = 0, stash=(5, 5), hand0=()):
    return scenario(phase="gamblin", dealer=dealer, players=[
        dict(outfit="Law Dogs", stash=stash[0], deck=cards(p0), hand=list(hand0)),
        dict(outfit="The Sloane Gang", stash=stash[1], deck=cards(p1)),
    ])


def winner_event(game):
    wins = [e for e in game.events if e.kind == "gamblin_win"]
    assert len(wins) == 1
    return wins[0]


def answer_joker(game, player: int, value: int, suit: str) -> None:
    d = game.decision
    assert d.kind == "joker" and d.player == player
    option = next(o for o in d.options if o.data["value"] == value and o.data["suit"] == suit)
    game.choose(player, option.id)


HIGH_CARD_K = "2S 4H 6D 8C KS"
HIGH_CARD_Q = "2H 4D 6C 8S QH"
PAIR_OF_3 = "3S 3H 5D 7C 9S"


def test_ante_and_the_lowest_hand_takes_the_pot_and_the_deal():
    game = lowball(HIGH_CARD_K, PAIR_OF_3, dealer=1)
    antes = [e for e in game.events if e.kind == "ante"]
    assert [e.data["player"] for e in antes] == [1, 0]         # from the old Dealer
    win = winner_event(game)
    assert win.data == {"player": 0, "pot": 2}
    state = game.state
    assert state.dealer == 0
    assert game.decision.kind == "noon" and game.decision.player == 0
    assert state.players[0].stash == 5 - 1 + 2 + PRODUCTION
    assert state.players[1].stash == 5 - 1 + PRODUCTION
    assert state.players[0].debt == 0 and state.players[1].debt == 0


@pytest.mark.parametrize("p0, p1, expected", [
    (HIGH_CARD_K, HIGH_CARD_Q, 1),                      # K high beats Q high in a shootout: Q high wins
    (HIGH_CARD_Q, HIGH_CARD_K, 0),
    ("5S 5H 2D 7C 9S", PAIR_OF_3, 1),                   # pair of 3s is the weaker pair
    (PAIR_OF_3, "3D 3C 5S 7H 10D", 0),                  # same pair: the lower kicker (9) wins
    ("2S 2H 4D 4C 9S", "KS KH QD 9C 8S", 1),            # any pair beats two pair, however high
    ("6S 6H 6D 2C 9S", "2H 3D 4C 5S 6C", 0),            # three of a kind (4) beats a straight (5)
])
def test_lowball_compares_rank_first_then_the_hand_that_would_lose_wins(p0, p1, expected):
    game = lowball(p0, p1, dealer=1 - expected)
    assert winner_event(game).data["player"] == expected
    assert game.state.dealer == expected
    assert game.decision.player == expected
    assert game.state.players[expected].stash == 5 - 1 + 2 + PRODUCTION
    assert game.state.players[1 - expected].stash == 5 - 1 + PRODUCTION


def test_identical_hands_are_discarded_and_both_players_draw_again():
    # First hands tie exactly (same values, suits differ); the second lowball is pair vs high card.
    game = lowball("2S 4H 6D 8C 10S " + PAIR_OF_3, "2H 4D 6C 8S 10H " + HIGH_CARD_Q, dealer=0)
    assert [e.kind for e in game.events if e.kind in ("gamblin_tie", "gamblin_win")] == ["gamblin_tie", "gamblin_win"]
    assert len([e for e in game.events if e.kind == "reveal"]) == 4
    assert winner_event(game).data == {"player": 1, "pot": 2}      # the pot is not doubled
    state = game.state
    assert state.dealer == 1
    for p in state.players:
        assert p.deck_size == 0 and len(p.discard) == 10 and p.boot_hill == ()
    assert [c.title for c in state.players[0].discard] == cards("2S 4H 6D 8C 10S " + PAIR_OF_3)
    assert state.players[1].stash == 5 - 1 + 2 + PRODUCTION
    assert state.players[0].stash == 5 - 1 + PRODUCTION


@pytest.mark.parametrize("value, suit, expected", [
    (8, "H", 1),   # the Joker pairs the 8: a pair loses to the opponent's Q high
    (3, "S", 0),   # the Joker as a 3: 8 high beats Q high in lowball
])
def test_a_joker_is_whatever_its_owner_declares_and_is_aced_after(value, suit, expected):
    game = lowball("JOKER 2S 4H 6D 8C", HIGH_CARD_Q, dealer=1)
    answer_joker(game, 0, value, suit)
    assert winner_event(game).data["player"] == expected
    reveal = [e for e in game.events if e.kind == "reveal" and e.data["player"] == 0]
    assert reveal[0].data["rank"] == (2 if expected == 1 else 1)
    state = game.state
    assert state.dealer == expected
    assert [c.title for c in state.players[0].boot_hill] == ["Joker (black)"]
    assert [c.title for c in state.players[0].discard] == cards("2S 4H 6D 8C")
    assert [c.title for c in state.players[1].discard] == cards(HIGH_CARD_Q)


def test_a_joker_copying_a_card_already_in_the_hand_is_not_cheatin():
    game = lowball("JOKER 2S 4H 6D 8C", HIGH_CARD_Q, dealer=0)
    answer_joker(game, 0, 2, "S")
    reveal = next(e for e in game.events if e.kind == "reveal" and e.data["player"] == 0)
    assert reveal.data == {"player": 0, "rank": 2, "cheatin": False}
    assert winner_event(game).data["player"] == 1


def test_each_owner_declares_their_own_joker_dealer_first():
    game = scenario(phase="gamblin", dealer=1, players=[
        dict(stash=5, deck=[*cards("2S 4H 6D 8C"), "Joker (red)"]),
        dict(stash=5, deck=["Joker (black)", *cards("2H 4D 6C 9S")]),
    ])
    answer_joker(game, 1, 9, "H")     # Player 2 pairs the 9
    answer_joker(game, 0, 13, "S")    # Player 1 makes K high
    assert winner_event(game).data["player"] == 0
    state = game.state
    assert [c.title for c in state.players[0].boot_hill] == ["Joker (red)"]
    assert [c.title for c in state.players[1].boot_hill] == ["Joker (black)"]


def test_a_broke_player_borrows_the_ante_and_owes_the_bank():
    game = lowball("JOKER 2S 4H 6D 8C", HIGH_CARD_Q, dealer=0, stash=(4, 0))
    # The Joker question comes after the ante: the debt is already there.
    assert game.decision.kind == "joker"
    state = game.state
    assert state.players[1].stash == 0 and state.players[1].debt == 1
    assert state.players[0].stash == 3 and state.players[0].debt == 0
    answer_joker(game, 0, 3, "S")     # Player 1 wins the lowball
    state = game.state
    # Player 2: 0 + 3 production - 1 repaid at Upkeep
    assert state.players[1].stash == 2 and state.players[1].debt == 0
    repaid = [e for e in game.events if e.kind == "repay"]
    assert [(e.data["player"], e.data["amount"]) for e in repaid] == [(1, 1)]
    assert state.players[0].stash == 3 + 2 + PRODUCTION


def test_a_broke_player_who_wins_the_pot_still_repays_at_upkeep():
    game = lowball(PAIR_OF_3, HIGH_CARD_Q, dealer=0, stash=(4, 0))
    assert winner_event(game).data == {"player": 1, "pot": 2}
    state = game.state
    assert state.players[1].stash == 0 + 2 + PRODUCTION - 1 and state.players[1].debt == 0


def test_the_play_hand_is_set_aside_and_the_draw_hand_comes_from_the_deck():
    hand = ["Shotgun", "Bowie Knife", "Roan"]
    game = lowball(HIGH_CARD_K, PAIR_OF_3, dealer=0, hand0=hand)
    state = game.state
    assert [c.title for c in state.players[0].hand] == hand
    assert state.players[0].deck_size == 0
    assert [c.title for c in state.players[0].discard] == cards(HIGH_CARD_K)


def test_a_redraw_is_a_new_hand_without_the_rank_changes_made_to_the_old_one():
    # both cheat (a doubled 3) and each lowers their own hand by 4 with It's Not What You Know...: both rank 1,
    # a tie, so both redraw. The new hands: Player 1 a cheatin' pair (rank 2), Player 2 two pair (rank 3).
    # The old -4s went with the old hands, so Player 1's pair is the lower hand and wins the lowball.
    inw = "It's Not What You Know..."
    game = scenario(phase="gamblin", dealer=0, players=[
        dict(outfit="Law Dogs", stash=5, hand=[inw],
             deck=cards("3S 3S 5D 7C 9S 4S 4S 6D 8C 10S 2H 5H 8H JH KH")),
        dict(outfit="The Sloane Gang", stash=5, hand=[inw],
             deck=cards("3H 3H 5C 7D 9H 4H 4D 6C 6S 10D 2D 5D 8D JD KD")),
    ])
    for player in (0, 1):
        decision = game.decision
        assert (decision.kind, decision.player) == ("cheatin_resolution", player)
        game.choose(player, next(o.id for o in decision.options if o.data.get("card") == inw))
        own = [o for o in game.decision.options if o.label.startswith(game.state.players[player].name)]
        game.choose(player, own[0].id)                      # "Player N's hand rank -4": their own
    while game.decision.kind == "cheatin_resolution":       # the redraw's window: nothing left to play
        game.choose(game.decision.player, next(o.id for o in game.decision.options if o.data["play"] == "pass"))
    ties = [e for e in game.events if e.kind == "gamblin_tie"]
    reveals = [(e.data["player"], e.data["rank"], e.data["cheatin"]) for e in game.events if e.kind == "reveal"]
    assert len(ties) == 1 and reveals[2:] == [(0, 2, True), (1, 3, False)]
    assert [e.data["player"] for e in game.events if e.kind == "gamblin_win"] == [0]
