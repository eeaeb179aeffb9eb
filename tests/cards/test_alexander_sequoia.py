"""Alexander Sequoia: one more Nightfall discard while in the town square; Noon: unboot there."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, uid_of

HAND = ["Mustang", "Pinto", "Roan"]


def test_noon_unboots_him_in_the_town_square():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", town_square=["Alexander Sequoia"], booted=["Alexander Sequoia"]),
        dict(outfit="Law Dogs"),
    ])
    play(game, play="ability", card="Alexander Sequoia")
    assert not game.state.card(uid_of(game, "Alexander Sequoia")).booted


def test_no_unboot_away_from_the_town_square():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", home=["Alexander Sequoia"], booted=["Alexander Sequoia"]),
        dict(outfit="Law Dogs"),
    ])
    assert not has_option(game, play="ability", card="Alexander Sequoia")


def _nightfall(where: str):
    spot = {"town_square": ["Alexander Sequoia"]} if where == "square" else {"home": ["Alexander Sequoia"]}
    return scenario(phase="nightfall", dealer=0, players=[
        dict(outfit="The Spiritual Society", hand=list(HAND), **spot), dict(outfit="Law Dogs"),
    ])


def test_two_nightfall_discards_from_the_town_square():
    game = _nightfall("square")
    play(game, play="discard", card="Mustang")
    assert game.decision.kind == "nightfall_discard" and game.decision.player == 0
    play(game, play="discard", card="Pinto")
    assert [c.title for c in game.state.players[0].discard] == ["Mustang", "Pinto"]


def test_one_nightfall_discard_elsewhere():
    game = _nightfall("home")
    play(game, play="discard", card="Mustang")
    assert not (game.decision.kind == "nightfall_discard" and game.decision.player == 0)
    assert [c.title for c in game.state.players[0].discard] == ["Mustang"]
