"""Yunxu Jiang: in a shootout at a location you control, your other dudes in his posse get +1 bullets and
+1 value."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import uid_of


def _shootout(where: str):
    spot = {"at": {"Pony Express": ["Rob Wilby", "Yunxu Jiang"]}} if where == "deed" else {"town_square": ["Rob Wilby", "Yunxu Jiang"]}
    theirs = {"at": {"Pony Express": ["Allie Hensman"]}} if where == "deed" else {"town_square": ["Allie Hensman"]}
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", street_left=["Pony Express"], **spot),
        dict(outfit="Law Dogs", **theirs),
    ], shootout=dict(posses=[["Rob Wilby", "Yunxu Jiang"], ["Allie Hensman"]]))
    return game


def test_his_posse_gets_bullets_and_value_at_your_deed():
    game = _shootout("deed")
    rob, yunxu = game.state.card(uid_of(game, "Rob Wilby")), game.state.card(uid_of(game, "Yunxu Jiang"))
    assert (rob.bullets, rob.value) == (2, 3)             # 1 draw bullet, value 2, +1 each
    assert (yunxu.bullets, yunxu.value) == (1, 8)         # not himself: value 7 + Kung Fu 1
    allie = game.state.card(uid_of(game, "Allie Hensman"))
    assert (allie.bullets, allie.value) == (2, 1)         # nor the other posse


def test_nothing_where_you_do_not_control_the_location():
    game = _shootout("square")
    rob = game.state.card(uid_of(game, "Rob Wilby"))
    assert (rob.bullets, rob.value) == (1, 2)
