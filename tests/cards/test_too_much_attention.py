"""Too Much Attention: Noon: boot a wanted dude; or Noon: boot a card that has 1 or more control points."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, option, option_titles, play

CARD = "Too Much Attention"


def _game(**p1):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Clint Ramsey"], hand=[CARD]),
        dict(outfit="The Sloane Gang", **p1),
    ])


def test_boot_a_wanted_dude():
    game = _game(town_square=["Rob Wilby", "El Anónimo"], bounty={"Rob Wilby": 1})
    game.choose(0, option(game, play="ability", card=CARD, ability=0))
    assert card_named(game, "Rob Wilby").booted
    assert not card_named(game, "El Anónimo").booted


def test_boot_a_card_with_control_points():
    game = _game(street_left=["Yan Li's Tailoring"], out_of_town=["Clanton Ranch"], town_square=["Rob Wilby"],
                 control_tokens={"Rob Wilby": 1})
    game.choose(0, option(game, play="ability", card=CARD, ability=1))
    # the deed prints 1 CP and Rob carries a permanent one; the ranch has none
    assert sorted(option_titles(game)) == ["Rob Wilby", "Yan Li's Tailoring"]
    play(game, play="target", card="Yan Li's Tailoring")
    assert card_named(game, "Yan Li's Tailoring").booted
    assert not card_named(game, "Rob Wilby").booted


def test_nothing_to_boot_nothing_offered():
    game = _game(town_square=["Rob Wilby"], street_left=["Yan Li's Tailoring"], booted=["Yan Li's Tailoring"])
    assert game.decision.kind == "noon"
    assert not has_option(game, play="ability", card=CARD)
