"""Pony Express: Controller Noon, boot: discard a card from hand, then draw one."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import cards, face, has_option, play, uid_of


def _game(hand, dudes_there=()):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Pony Express"], hand=hand, deck_top=cards("5H")),
        dict(outfit="The Sloane Gang", at={"Pony Express": list(dudes_there)}),
    ])


def test_a_card_goes_out_and_the_top_card_comes_in():
    game = _game(["Shotgun", "Pistol Whip"])
    express = uid_of(game, "Pony Express")
    play(game, play="ability", uid=express)
    play(game, play="discard", card="Shotgun")
    assert sorted(c.title for c in game.state.players[0].hand) == sorted(["Pistol Whip", face(5, "H")])
    assert [c.title for c in game.state.players[0].discard] == ["Shotgun"]
    assert game.state.card(express).booted


def test_an_empty_hand_cannot_pay():
    game = _game([])
    assert not has_option(game, play="ability", card="Pony Express")


def test_only_the_controller_uses_it():
    game = _game(["Shotgun"], dudes_there=["Pancho Castillo"])     # 2 influence there: the Sloane Gang controls it
    assert not has_option(game, play="ability", card="Pony Express")
