"""Bobo: his bullets rise by the highest Huckster rating in play."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import uid_of


def _bullets(p0_dudes, p1_dudes):
    game = scenario(phase="high_noon", players=[dict(outfit="Encroaching Darkness", home=["Bobo", *p0_dudes]),
                                                dict(outfit="Law Dogs", home=list(p1_dudes))])
    return game.state.card(uid_of(game, "Bobo")).bullets


def test_bobo_takes_the_highest_huckster_rating_on_either_side():
    assert _bullets([], []) == 1                          # printed 1, no Huckster in play
    assert _bullets(["Valeria Batten"], []) == 2          # Huckster 1
    assert _bullets(["Valeria Batten"], ["Nicodemus Whateley"]) == 4   # the opponent's Huckster 3
