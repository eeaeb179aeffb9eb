"""Padre Ernesto de Diaz: whenever the other side shows a cheatin' hand, booting a Miracle attached to Ernesto
lets you draw a card (optional; here in the Gamblin' lowball)."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, cards, events, play, uid_of

LEGAL = "2S 4H 6D 8C KS"
CHEAT = "5H 5H 7D 9C JS"      # a duplicate 5H: cheatin'


def _lowball(p1_hand: str, miracles=("Soothe",), booted=()):
    # Player 0's sixth card (QS) is what Ernesto's draw brings.
    return scenario(phase="gamblin", dealer=0, players=[
        dict(outfit="Law Dogs", home=["Padre Ernesto de Diaz"], attach={"Padre Ernesto de Diaz": list(miracles)},
             booted=list(booted), hand=["Bobo"], deck=cards(LEGAL + " QS " + FILLER)),
        dict(outfit="The Sloane Gang", deck=cards(p1_hand + " " + FILLER)),
    ])


def test_boot_a_miracle_to_draw_a_card():
    game = _lowball(CHEAT)
    assert game.decision.kind == "react" and game.decision.player == 0
    play(game, play="accept")
    assert game.state.card(uid_of(game, "Soothe")).booted
    assert sorted(c.title for c in game.state.players[0].hand) == sorted(["Bobo", cards("QS")[0]])


def test_the_player_picks_which_miracle_boots():
    game = _lowball(CHEAT, miracles=("Soothe", "Holy Roller"))
    play(game, play="accept")
    play(game, play="boot", card="Holy Roller")
    assert game.state.card(uid_of(game, "Holy Roller")).booted and not game.state.card(uid_of(game, "Soothe")).booted
    assert len(game.state.players[0].hand) == 2


def test_declining_draws_nothing():
    game = _lowball(CHEAT)
    play(game, play="refuse")
    assert not game.state.card(uid_of(game, "Soothe")).booted
    assert [c.title for c in game.state.players[0].hand] == ["Bobo"]


def test_no_offer_for_a_legal_hand_a_booted_miracle_or_no_miracle():
    for p1, miracles, booted in ((LEGAL, ("Soothe",), ()), (CHEAT, ("Soothe",), ("Soothe",)), (CHEAT, (), ())):
        game = _lowball(p1, miracles, booted)
        assert game.decision.kind != "react"
        assert events(game, "gamblin_win")
        assert [c.title for c in game.state.players[0].hand] == ["Bobo"]
