"""Enapay: 2 more influence while it is High Noon; Noon, boot him: a different dude here gets +1 influence."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, to_phase, turn_of, uid_of


def _game(phase="high_noon"):
    return scenario(phase=phase, dealer=0, players=[
        dict(outfit="The Spiritual Society", town_square=["Enapay", "Rob Wilby"], hand=["Mustang"]),
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"]),
    ])


def test_influence_three_at_high_noon_one_otherwise():
    assert _game().state.card(uid_of(_game(), "Enapay")).influence == 3
    night = _game("nightfall")
    assert night.state.card(uid_of(night, "Enapay")).influence == 1


def test_noon_boost_for_another_dude_here():
    game = _game()
    play(game, play="ability", card="Enapay")
    play(game, play="target", card="Rob Wilby")
    assert game.state.card(uid_of(game, "Rob Wilby")).influence == 1
    assert game.state.card(uid_of(game, "Enapay")).booted
    turn_of(game, 0, "noon")
    assert not has_option(game, play="ability", card="Enapay")


def test_the_boost_lasts_until_nightfall():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", town_square=["Enapay", "Rob Wilby"], hand=["Mustang"], stash=10),
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], stash=10),
    ])
    rob = uid_of(game, "Rob Wilby")
    play(game, play="ability", card="Enapay")
    play(game, play="target", card="Rob Wilby")
    assert game.state.card(rob).influence == 1
    to_phase(game, "nightfall")
    assert game.state.phase == "nightfall" and game.state.card(rob).influence == 1
    to_phase(game, "gamblin", day=2)
    assert game.state.day == 2 and game.state.card(rob).influence == 0
