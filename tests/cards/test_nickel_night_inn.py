"""Nickel Night Inn: Controller Noon, boot: boot a dude of value 3 or less at or next to this deed."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, uid_of


def _game(p1_town_square, p1_home=("Allie Hensman",)):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Nickel Night Inn"]),
        dict(outfit="The Sloane Gang", town_square=list(p1_town_square), home=list(p1_home)),
    ])


def test_boots_a_low_value_dude_in_the_town_square():
    game = _game(["Rob Wilby", "Clint Ramsey"])          # values 2 and 11; Allie (1) is far away at home
    inn, rob = uid_of(game, "Nickel Night Inn"), uid_of(game, "Rob Wilby")
    play(game, play="ability", uid=inn)                  # Rob is the only legal target
    assert game.state.card(rob).booted
    assert not game.state.card(uid_of(game, "Clint Ramsey")).booted
    assert not game.state.card(uid_of(game, "Allie Hensman")).booted
    assert game.state.card(inn).booted


def test_no_dude_of_value_3_or_less_nearby():
    game = _game(["Miranda Clarke"])                     # value 4
    assert not has_option(game, play="ability", card="Nickel Night Inn")
