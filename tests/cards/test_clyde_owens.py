"""Clyde Owens: Noon: by card effect, Clyde calls out an opposing dude where he stands; a wanted mark must accept."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import events, has_option, play, uid_of


def _game(bounty=None, booted=(), where="town_square"):
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", booted=list(booted), **{where: ["Clyde Owens"]}),
        dict(outfit="The Sloane Gang", town_square=["Allie Hensman"], bounty=bounty or {}),
    ])


def test_a_wanted_dude_must_accept_even_from_a_booted_clyde():
    game = _game(bounty={"Allie Hensman": 1}, booted=["Clyde Owens"])
    assert not has_option(game, play="callout")                 # booted: no callout by the rules
    play(game, play="ability", card="Clyde Owens")
    assert events(game, "callout")[-1].data == {"uid": uid_of(game, "Clyde Owens"), "target": uid_of(game, "Allie Hensman")}
    assert game.decision.player == 1 and [o.data["play"] for o in game.decision.options] == ["accept"]
    play(game, play="accept")
    assert game.state.shootout is not None and game.state.shootout.mark == uid_of(game, "Allie Hensman")


def test_an_unwanted_dude_may_refuse():
    game = _game()
    play(game, play="ability", card="Clyde Owens")
    assert [o.data["play"] for o in game.decision.options] == ["accept", "refuse"]
    play(game, play="refuse")
    allie = game.state.card(uid_of(game, "Allie Hensman"))
    assert allie.booted and allie.location == "The Sloane Gang"


def test_nobody_at_his_location():
    assert not has_option(_game(where="home"), play="ability", card="Clyde Owens")
