"""Bluetick: Noon, boot: this dude moves to the location of a wanted dude."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, play


def test_bluetick_tracks_a_wanted_dude_without_booting():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Rob Wilby"], attach={"Rob Wilby": ["Bluetick"]}),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"], town_square=["El Anónimo"],
             bounty={"Pancho Castillo": 2}),
    ])
    play(game, play="ability", card="Bluetick")           # the only wanted dude: no target question
    rob = card_named(game, "Rob Wilby")
    assert (rob.location, rob.booted) == ("The Sloane Gang", False)
    assert card_named(game, "Bluetick").booted


def test_bluetick_needs_a_wanted_dude_elsewhere():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Rob Wilby"], attach={"Rob Wilby": ["Bluetick"]}),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"]),
    ])
    assert game.decision.kind == "noon"
    assert not has_option(game, play="ability", card="Bluetick")
