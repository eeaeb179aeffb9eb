"""Ridden Down: Noon: booting your Horse sends a horseless dude sharing its location home booted."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, play


def test_rides_a_horseless_dude_home_booted():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Mustang"]}, hand=["Ridden Down"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], home=["Rob Wilby"]),
    ])
    play(game, play="ability", card="Ridden Down")
    # Pancho is the one dude at the Mustang's location without a Horse (Rob is at home, elsewhere)
    pancho = card_named(game, "Pancho Castillo")
    assert (pancho.location, pancho.booted) == ("The Sloane Gang", True)
    assert card_named(game, "Mustang").booted and not card_named(game, "Clint Ramsey").booted


def test_a_dude_with_a_horse_cannot_be_ridden_down():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Mustang"]}, hand=["Ridden Down"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], attach={"Pancho Castillo": ["Roan"]}),
    ])
    assert game.decision.kind == "noon"
    assert not has_option(game, play="ability", card="Ridden Down")


def test_a_booted_horse_cannot_pay():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Mustang"]}, hand=["Ridden Down"],
             booted=["Mustang"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ])
    assert not has_option(game, play="ability", card="Ridden Down")
