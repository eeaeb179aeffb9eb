"""Disingenuine Currency Press: once invented you gain 4 GR; if it goes from play to the discard pile, whoever owns it draws one card."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, events, play, to_reveal, uid_of


def _lab(pull: str):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Roderick Byre"], hand=["Disingenuine Currency Press"], stash=5,
             deck_top=cards(pull)),
        dict(outfit="The Sloane Gang", home=["Alan Campbell"]),
    ])


def test_inventing_it_prints_four_ghost_rock():
    game = _lab("4H")                                      # 4 + Mad Scientist 1 = 5
    play(game, play="invent", card="Disingenuine Currency Press", target_card="Roderick Byre")
    assert card_named(game, "Disingenuine Currency Press").attached_to == uid_of(game, "Roderick Byre")
    assert game.state.players[0].stash == 7                # 5 - 2 cost + 4


def test_a_failed_invention_prints_nothing_and_draws_nothing():
    game = _lab("3H")                                      # 4 < 5
    play(game, play="invent", card="Disingenuine Currency Press", target_card="Roderick Byre")
    assert game.state.players[0].stash == 3
    assert "Disingenuine Currency Press" in [c.title for c in game.state.players[0].discard]
    assert not events(game, "draw")


def test_discarded_with_its_dude_the_owner_draws():
    # Alan (3 bullets, stud) draws eight cards with a pair of kings; Roderick (1 bullet, draw) draws a high card
    # and swaps nothing: one rank apart, one casualty
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Law Dogs", town_square=["Roderick Byre"], attach={"Roderick Byre": ["Disingenuine Currency Press"]},
             deck=cards("2C 4D 6H 8S 10C " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Alan Campbell"], deck=cards("KH KD 2H 4S 5D 8C 9H JC " + FILLER)),
    ], shootout=dict(posses=[["Roderick Byre"], ["Alan Campbell"]]))
    to_reveal(game)
    assert (game.decision.kind, game.decision.player) == ("casualty", 0)
    hand = len(game.state.players[0].hand)
    play(game, play="discard", uid=uid_of(game, "Roderick Byre"))
    assert len(game.state.players[0].hand) == hand + 1
    assert events(game, "draw")[-1].data == {"player": 0, "count": 1}
