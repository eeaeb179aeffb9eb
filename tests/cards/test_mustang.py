"""Mustang: Noon, boot: this dude moves anywhere, without booting."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, play


def test_mustang_moves_its_dude_anywhere_without_booting():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Rob Wilby"], attach={"Rob Wilby": ["Mustang"]}),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"]),
    ])
    play(game, play="ability", card="Mustang")
    assert sorted(o.data["to"] for o in game.decision.options) == ["The Sloane Gang", "Town Square"]
    play(game, play="location", to="The Sloane Gang")    # a Noon move there would boot Rob
    rob = card_named(game, "Rob Wilby")
    assert (rob.location, rob.booted) == ("The Sloane Gang", False)
    assert card_named(game, "Mustang").booted


def test_mustang_moves_a_booted_dude_too():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Rob Wilby"], attach={"Rob Wilby": ["Mustang"]}, booted=["Rob Wilby"]),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"]),
    ])
    play(game, play="ability", card="Mustang")
    play(game, play="location", to="Town Square")
    assert (card_named(game, "Rob Wilby").location, card_named(game, "Rob Wilby").booted) == ("Town Square", True)


def test_a_booted_mustang_cannot_be_used():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Rob Wilby"], attach={"Rob Wilby": ["Mustang"]}, booted=["Mustang"]),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"]),
    ])
    assert game.decision.kind == "noon"
    assert not has_option(game, play="ability", card="Mustang")
