"""Asakichi Cooke: Noon: discard a card to move another of your dudes from his location, without booting."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, uid_of


def _game(hand=("Shotgun",), **mine):
    return scenario(phase="high_noon", players=[
        dict(outfit="108 Gracious Gifts", hand=list(hand), **mine),
        dict(outfit="Law Dogs", home=["Laura Banks"]),
    ])


def test_discard_a_card_to_move_a_booted_friend_without_unbooting_it():
    game = _game(home=["Asakichi Cooke", "Randall"], booted=["Randall", "Asakichi Cooke"])
    play(game, play="ability", card="Asakichi Cooke")      # Randall, the only other dude here; Shotgun is discarded
    play(game, play="location", to="Town Square")
    randall = game.state.card(uid_of(game, "Randall"))
    assert (randall.location, randall.booted) == ("Town Square", True)
    assert [c.title for c in game.state.players[0].discard] == ["Shotgun"]
    assert game.state.card(uid_of(game, "Asakichi Cooke")).location == "108 Gracious Gifts"


def test_needs_a_card_to_discard_and_another_dude_here():
    assert not has_option(_game(hand=(), home=["Asakichi Cooke", "Randall"]), play="ability", card="Asakichi Cooke")
    assert not has_option(_game(home=["Asakichi Cooke"], town_square=["Randall"]), play="ability", card="Asakichi Cooke")
