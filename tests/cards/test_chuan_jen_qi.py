"""Chuan "Jen" Qí: +1 influence while she has a Horse; +2 bullets while she has a Gadget."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import uid_of

JEN = 'Chuan "Jen" Qí'     # 0 stud bullets, influence 1


def _jen(*goods: str):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Farnum's Consortium", home=[JEN], attach={JEN: list(goods)} if goods else {}),
        dict(outfit="Law Dogs", home=["Laura Banks"]),
    ])
    jen = game.state.card(uid_of(game, JEN))
    return jen.influence, jen.bullets


def test_a_horse_gives_influence():
    assert _jen("Mustang") == (2, 0)


def test_a_gadget_gives_two_bullets():
    assert _jen("Hydro-Puncher") == (1, 2 + 2)          # the Gadget's own 2 bullets, and 2 more


def test_both():
    assert _jen("Mustang", "Hydro-Puncher") == (2, 4)


def test_plain_goods_give_nothing():
    assert _jen("Shotgun") == (1, 1)                    # only the Shotgun's own bullet
