"""Rapier: +1 value; its 2 bullets count for nothing while the opposing posse has an unbooted non-Melee Weapon."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import callout_shootout, card_named


def _shootout(p1_weapon: str, booted: tuple[str, ...] = ()):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], attach={"Rob Wilby": ["Rapier"]}),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], attach={"Pancho Castillo": [p1_weapon]},
             booted=list(booted)),
    ])
    rob = card_named(game, "Rob Wilby")
    assert (rob.value, rob.bullets) == (3, 3)            # printed 2 value, 1 bullet
    callout_shootout(game, "Rob Wilby", "Pancho Castillo")
    return game


def test_a_gun_in_the_other_posse_blunts_the_rapier():
    game = _shootout("Pearl-Handled Revolver")
    rob = card_named(game, "Rob Wilby")
    assert (rob.value, rob.bullets) == (3, 1)


def test_a_melee_weapon_does_not():
    game = _shootout("Bowie Knife")
    assert card_named(game, "Rob Wilby").bullets == 3


def test_a_booted_gun_does_not():
    game = _shootout("Pearl-Handled Revolver", booted=("Pearl-Handled Revolver",))
    assert card_named(game, "Rob Wilby").bullets == 3
