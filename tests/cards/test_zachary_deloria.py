"""Zachary Deloria: +1 influence in the town square; First Peoples: bullets = top influence among your
dudes at his location."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import uid_of


def _zachary(outfit, where="town_square", friends=()):
    game = scenario(phase="high_noon", players=[dict(outfit=outfit, **{where: ["Zachary Deloria", *friends]}),
                                                dict(outfit="Law Dogs")])
    card = game.state.card(uid_of(game, "Zachary Deloria"))
    return card.influence, card.bullets


def test_first_peoples_zachary_takes_the_best_influence_here():
    assert _zachary("The Spiritual Society") == (1, 1)                  # his own 0 + 1 in the town square
    assert _zachary("The Spiritual Society", friends=["Enapay"]) == (1, 3)   # Enapay: 1 + 2 at High Noon
    assert _zachary("The Spiritual Society", where="home", friends=["Rob Wilby"]) == (0, 0)


def test_other_outfits_get_no_bullets():
    assert _zachary("Law Dogs", friends=["Enapay"]) == (1, 0)
