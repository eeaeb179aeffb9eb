"""Pagliaccio: Shootout, boot: an opposing dude gets -1 bullets and -1 value."""
from doomtown_tui.engine.testing import scenario

from tests.cards.helpers import callout_shootout, has_option, play, turn_of, uid_of


def _shootout(leader="Pagliaccio"):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Encroaching Darkness", town_square=["Pagliaccio", "Walter Jameson"]),
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"]),
    ])
    callout_shootout(game, leader, "Clint Ramsey")
    return game


def test_an_opposing_dude_loses_a_bullet_and_a_point_of_value():
    game = _shootout()
    turn_of(game, 0)
    play(game, play="ability", card="Pagliaccio")
    clint = game.state.card(uid_of(game, "Clint Ramsey"))
    assert (clint.bullets, clint.value) == (1, 10)        # printed 2 bullets, value 11
    assert game.state.card(uid_of(game, "Pagliaccio")).booted
    assert not has_option(game, play="ability", card="Pagliaccio")


def test_pagliaccio_must_be_in_the_shootout():
    game = _shootout(leader="Walter Jameson")
    assert not has_option(game, play="ability", card="Pagliaccio")
