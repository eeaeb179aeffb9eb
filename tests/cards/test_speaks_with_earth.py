"""Speaks-With-Earth: React, boot: after an opposing dude moves to his location, boot that dude; you may also
unboot a Totem there, which may then be used one more time this turn."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import cards, has_option, option_titles, pick_titles, play, uid_of

DEED = "Surveyor's Office"
TOTEM = "Red Horse's Tail"


def _town(mine=("Speaks-With-Earth",), totem=False, booted=()):
    p0 = dict(outfit="The Spiritual Society", street_right=[DEED], at={DEED: list(mine)}, booted=list(booted),
              deck_top=cards("2H 2D"))
    if totem:
        p0["attach"] = {DEED: [TOTEM]}
    return scenario(phase="high_noon", dealer=1, players=[
        p0, dict(outfit="The Sloane Gang", town_square=["Allie Hensman"], home=["Clint Ramsey"]),
    ])


def test_boots_the_opposing_dude_who_moved_in():
    game = _town()
    play(game, play="move", card="Allie Hensman", to=DEED)        # from the town square: no boot
    assert game.decision.kind == "react" and game.decision.player == 0
    play(game, play="ability", card="Speaks-With-Earth")
    assert game.state.card(uid_of(game, "Allie Hensman")).booted
    assert game.state.card(uid_of(game, "Speaks-With-Earth")).booted


def test_the_totem_here_stands_up_for_another_use():
    game = _town(mine=("Speaks-With-Earth", "Enapay", "Jon Longstride"), totem=True)
    play(game, play="pass")                                         # player 1 (Dealer) passes
    play(game, play="ability", card=TOTEM, window="noon")           # Red Horse's Tail boots a dude here
    play(game, play="caster", card="Enapay")
    play(game, play="target", card="Jon Longstride")
    play(game, play="move", card="Allie Hensman", to=DEED)
    play(game, play="ability", card="Speaks-With-Earth")
    assert option_titles(game) == [TOTEM]
    pick_titles(game, TOTEM)
    assert game.state.card(uid_of(game, "Allie Hensman")).booted
    assert not game.state.card(uid_of(game, TOTEM)).booted
    assert game.decision.kind == "noon" and game.decision.player == 0
    assert has_option(game, play="ability", card=TOTEM, window="noon")   # used once already, yet offered again


def test_no_react_to_own_dudes_booted_arrivals_or_when_booted():
    game = _town()
    play(game, play="move", card="Clint Ramsey", to=DEED)          # from home this far: he boots to move
    assert game.decision.kind == "noon" and game.decision.player == 0

    game = _town(booted=("Speaks-With-Earth",))
    play(game, play="move", card="Allie Hensman", to=DEED)
    assert game.decision.kind == "noon" and not game.state.card(uid_of(game, "Allie Hensman")).booted

    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", street_right=[DEED], at={DEED: ["Speaks-With-Earth"]},
             town_square=["Enapay"]),
        dict(outfit="The Sloane Gang", home=["Clint Ramsey"]),
    ])
    play(game, play="move", card="Enapay", to=DEED)
    assert game.decision.kind == "noon" and game.decision.player == 1
