"""Guide Horse: Noon, boot: this dude moves to the town square."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, play


def test_guide_horse_takes_its_dude_to_the_town_square():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Rob Wilby"], attach={"Rob Wilby": ["Guide Horse"]}, booted=["Rob Wilby"]),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"]),
    ])
    play(game, play="ability", card="Guide Horse")
    rob = card_named(game, "Rob Wilby")
    assert (rob.location, rob.booted) == ("Town Square", True)   # moved by card effect, still booted
    assert card_named(game, "Guide Horse").booted


def test_guide_horse_is_not_offered_in_the_town_square():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], attach={"Rob Wilby": ["Guide Horse"]}),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"]),
    ])
    assert game.decision.kind == "noon"
    assert not has_option(game, play="ability", card="Guide Horse")
