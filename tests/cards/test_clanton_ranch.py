"""Clanton Ranch: Controller Noon, boot: gain 1 GR if you are not the Dealer."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, uid_of


def _game(dealer):
    return scenario(phase="high_noon", dealer=dealer, players=[
        dict(outfit="Law Dogs", out_of_town=["Clanton Ranch"], stash=5), dict(outfit="The Sloane Gang")])


def test_the_player_who_is_not_the_dealer_gains_1():
    game = _game(dealer=1)
    play(game, play="pass")                              # the Dealer goes first
    ranch = uid_of(game, "Clanton Ranch")
    play(game, play="ability", uid=ranch)
    assert game.state.players[0].stash == 6
    assert game.state.card(ranch).booted


def test_the_dealer_cannot_use_it():
    game = _game(dealer=0)
    assert game.decision.player == 0
    assert not has_option(game, play="ability", card="Clanton Ranch")
