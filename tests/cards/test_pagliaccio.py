"""Pagliaccio: Shootout, boot: an opposing dude gets -1 bullets and -1 value."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    card_named,
    cards,
    end_shootout,
    has_option,
    play,
    turn_of,
    uid_of,
)


def _shootout(leader="Pagliaccio"):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Encroaching Darkness", town_square=["Pagliaccio", "Walter Jameson"]),
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"]),
    ], shootout=dict(posses=[[leader], ["Clint Ramsey"]]))
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


def test_the_taunt_ends_with_the_shootout():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Encroaching Darkness", town_square=["Pagliaccio", "Walter Jameson"],
             deck=cards("2H 5D 9C JH KD 3D 4C " + FILLER)),
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], deck=cards("9H 9S 9D 9C 2D 4C 6H " + FILLER)),
    ], shootout=dict(posses=[["Pagliaccio"], ["Clint Ramsey"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Pagliaccio")
    assert (card_named(game, "Clint Ramsey").bullets, card_named(game, "Clint Ramsey").value) == (1, 10)
    end_shootout(game)                                    # Clint's four nines win: Pagliaccio is the casualty
    assert game.state.shootout is None
    clint = card_named(game, "Clint Ramsey")
    assert (clint.bullets, clint.value) == (2, 11)        # printed again
