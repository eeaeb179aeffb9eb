"""Faster on the Draw: Shootout: your dude gets +1 bullets (a Deputy also becomes a stud); one opposing
dude gets -2 bullets."""
from doomtown_tui.engine.testing import scenario

from tests.cards.helpers import card_named, play


def _shootout(mine: str):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=[mine], hand=["Faster on the Draw"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ])
    play(game, play="callout", card=mine, target_card="Pancho Castillo")
    play(game, play="accept")
    play(game, play="ability", card="Faster on the Draw")
    return game


def test_a_deputy_gets_a_bullet_and_becomes_a_stud():
    game = _shootout("Philip Swinford")                  # 1-draw Deputy
    philip, pancho = card_named(game, "Philip Swinford"), card_named(game, "Pancho Castillo")
    assert (philip.bullets, philip.shooter) == (2, "stud")
    assert (pancho.bullets, pancho.shooter) == (1, "stud")   # 3 - 2


def test_a_dude_who_is_no_deputy_keeps_his_type():
    game = _shootout("Rob Wilby")                        # 1 draw, no Deputy
    rob = card_named(game, "Rob Wilby")
    assert (rob.bullets, rob.shooter) == (2, "draw")
    assert card_named(game, "Pancho Castillo").bullets == 1


def test_not_a_noon_play():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], hand=["Faster on the Draw"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ])
    assert game.decision.kind == "noon"
    assert not any(o.data.get("card") == "Faster on the Draw" for o in game.decision.options)
