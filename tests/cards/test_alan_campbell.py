"""Alan Campbell: Noon: call out a 0-influence dude at his location, by card effect."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import events, has_option, play, uid_of


def _game(booted=()):
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"], booted=list(booted)),
        dict(outfit="Law Dogs", town_square=["Rob Wilby", "Clint Ramsey"]),   # influence 0 and 1
    ])


def test_a_booted_alan_calls_out_a_dude_without_influence():
    game = _game(booted=["Alan Campbell"])
    assert not has_option(game, play="callout")          # booted: no ordinary callout
    play(game, play="ability", card="Alan Campbell")
    assert events(game, "callout")[-1].data == {"uid": uid_of(game, "Alan Campbell"), "target": uid_of(game, "Rob Wilby")}
    play(game, play="accept")
    assert game.state.shootout is not None and game.state.shootout.mark == uid_of(game, "Rob Wilby")


def test_refused_callout_sends_the_mark_home():
    game = _game()
    play(game, play="ability", card="Alan Campbell")
    play(game, play="refuse")
    rob = game.state.card(uid_of(game, "Rob Wilby"))
    assert rob.booted and rob.location == "Law Dogs"


def test_no_target_with_influence():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"]),
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"]),
    ])
    assert not has_option(game, play="ability", card="Alan Campbell")
