"""Randall: maximum hand size +1 while your dudes are at three or more different in-town locations."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import play


def _refill(**mine):
    game = scenario(phase="nightfall", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", stash=30, hand=["Shotgun"], home=["Randall"],
             street_left=["Pony Express"], out_of_town=["Clanton Ranch"], **mine),
        dict(outfit="Law Dogs", stash=0, home=["Laura Banks"]),
    ])
    play(game, play="keep")
    return game.state.players[0].hand_size


def test_three_in_town_locations_raise_the_hand_size():
    assert _refill(town_square=["Asakichi Cooke"], at={"Pony Express": ["Natalya"]}) == 6


def test_two_locations_are_not_enough():
    assert _refill(town_square=["Asakichi Cooke", "Natalya"]) == 5


def test_out_of_town_does_not_count():
    assert _refill(town_square=["Asakichi Cooke"], at={"Clanton Ranch": ["Natalya"]}) == 5
