"""Shotgun: in a shootout, boot it to ace an opposing dude whose value is below the holder's bullets."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, uid_of


def _shootout(victim: str):
    # Clint Ramsey (2 bullets) + Shotgun (+1) = 3 bullets; a callout at the town square.
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Shotgun"]}),
        dict(outfit="The Sloane Gang", town_square=[victim]),
    ], shootout=dict(posses=[["Clint Ramsey"], [victim]]))
    return game


def test_shotgun_aces_a_dude_whose_value_is_below_its_bullets():
    game = _shootout("Allie Hensman")      # value 1 < 3 bullets
    shotgun = uid_of(game, "Shotgun")
    assert game.decision.kind == "shootout" and game.decision.player == 0
    play(game, play="ability", uid=shotgun)
    assert game.state.card(shotgun).booted
    hill = [c.title for c in game.state.players[1].boot_hill]
    assert hill == ["Allie Hensman"]
    assert game.state.shootout is None         # the mark's posse is empty: the shootout is over


def test_shotgun_cannot_target_a_dude_of_equal_or_higher_value():
    game = _shootout("Miranda Clarke")     # value 4, not below 3 bullets
    # with no usable play the Shootout plays window is skipped: the next question is the draw
    assert game.decision.kind == "draw_hand"
    assert not has_option(game, play="ability", card="Shotgun")


def test_shotgun_must_be_in_the_shootout():
    # the holder stays home: another dude is called out, the Shotgun is not present
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Clint Ramsey"], town_square=["Rob Wilby"], attach={"Clint Ramsey": ["Shotgun"]}),
        dict(outfit="The Sloane Gang", town_square=["Allie Hensman"]),
    ], shootout=dict(posses=[["Rob Wilby"], ["Allie Hensman"]]))   # Clint, adjacent at home, stays out
    # no side has a usable Shootout play, so the window is skipped and the draw follows
    assert game.decision.kind in ("draw", "draw_hand")
