"""Circle M Ranch: Controller Noon, boot: draw a card if you hold 3 or fewer cards."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, uid_of


def _game(hand):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Circle M Ranch"], hand=hand), dict(outfit="The Sloane Gang")])


def test_draws_a_card_with_3_cards_in_hand():
    game = _game(["Shotgun", "Roan", "Mustang"])
    ranch = uid_of(game, "Circle M Ranch")
    deck = game.state.players[0].deck_size
    play(game, play="ability", uid=ranch)
    assert game.state.players[0].hand_size == 4
    assert game.state.players[0].deck_size == deck - 1
    assert game.state.card(ranch).booted


def test_not_with_4_cards_in_hand():
    game = _game(["Shotgun", "Roan", "Mustang", "Pinto"])
    assert not has_option(game, play="ability", card="Circle M Ranch")
