"""Jarrett Blake: Shootout: if he has a Horse, he swaps with a dude of your posse: he moves in and joins,
that dude moves to where Jarrett was and leaves the posse."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    card_named,
    has_option,
    play,
    posse_titles,
)


def _shootout(horse: bool):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Morgan Regulators", home=["Jarrett Blake"], town_square=["Clint Ramsey"],
             attach={"Jarrett Blake": ["Mustang"]} if horse else {}),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    return game


def test_with_a_horse_he_swaps_places_with_a_posse_member():
    game = _shootout(horse=True)
    assert posse_titles(game, 0) == ["Clint Ramsey"]
    play(game, play="ability", card="Jarrett Blake")
    assert posse_titles(game, 0) == ["Jarrett Blake"]
    jarrett, clint = card_named(game, "Jarrett Blake"), card_named(game, "Clint Ramsey")
    assert (jarrett.location, jarrett.booted) == ("Town Square", False)
    assert (clint.location, clint.booted) == ("Morgan Regulators", False)


def test_not_without_a_horse():
    game = _shootout(horse=False)
    assert not has_option(game, play="ability", card="Jarrett Blake")
    assert posse_titles(game, 0) == ["Clint Ramsey"]


def test_already_at_the_shootout_the_other_dude_just_leaves_the_posse():
    """Jarrett standing at the shootout's location (out of the posse) joins it, and the dude he swaps with has
    nowhere else to go: Clint Ramsey stays in the town square, unbooted, out of the posse."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Morgan Regulators", town_square=["Jarrett Blake", "Clint Ramsey"],
             attach={"Jarrett Blake": ["Mustang"]}),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    play(game, play="ability", card="Jarrett Blake")
    assert posse_titles(game, 0) == ["Jarrett Blake"]
    clint = card_named(game, "Clint Ramsey")
    assert (clint.location, clint.booted) == ("Town Square", False)
