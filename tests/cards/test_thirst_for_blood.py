"""Thirst for Blood: Shootout: your dude in the shootout with 1 or more influence becomes a stud or gets +2
bullets (both, if it takes 1 bounty); its influence is 1 lower until after Sundown."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    card_named,
    cards,
    end_shootout,
    has_option,
    option,
    to_phase,
    to_reveal,
    turn_of,
)

CARD = "Thirst for Blood"


def _shootout(mine="Philip Swinford", p0_deck=""):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=[mine], hand=[CARD], deck=cards((p0_deck + " " + FILLER).strip())),
        dict(outfit="The Sloane Gang", town_square=["Rob Wilby"], deck=cards("2H 5D 9C JH KD 3D 4C " + FILLER)),
    ], shootout=dict(posses=[[mine], ["Rob Wilby"]]))
    turn_of(game, 0)
    return game


def test_both_bonuses_for_a_bounty():
    game = _shootout()                                        # Philip Swinford: 1 bullet, a draw, 1 influence
    game.choose(0, option(game, play="ability", card=CARD))
    game.choose(0, option(game, play="mode", mode=2))
    philip = card_named(game, "Philip Swinford")
    assert (philip.shooter, philip.bullets, philip.bounty, philip.influence) == ("stud", 3, 1, 0)


def test_one_bonus_and_the_influence_stays_low_after_the_shootout():
    game = _shootout(p0_deck="9H 9S 9D 9C 2D 2C 4C")
    game.choose(0, option(game, play="ability", card=CARD))
    game.choose(0, option(game, play="mode", mode=1))
    philip = card_named(game, "Philip Swinford")
    assert (philip.shooter, philip.bullets, philip.bounty, philip.influence) == ("draw", 3, 0, 0)
    to_reveal(game)                                           # four nines: Rob is lost
    game.choose(1, option(game, play="ace", card="Rob Wilby"))
    game.choose(0, [])                                        # Philip does not flee
    assert game.state.shootout is None
    philip = card_named(game, "Philip Swinford")
    assert (philip.bullets, philip.influence) == (1, 0)       # the bullets end with the shootout, not the influence


def test_not_offered_for_a_dude_without_influence():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Allie Hensman"], hand=[CARD]),
        dict(outfit="The Sloane Gang", town_square=["Rob Wilby"]),
    ], shootout=dict(posses=[["Allie Hensman"], ["Rob Wilby"]]))
    assert not has_option(game, play="ability", card=CARD)


def test_the_influence_comes_back_after_sundown():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Philip Swinford"], hand=[CARD, "Shotgun"],
             deck=cards("9H 9S 9D 9C 2D 2C 4C " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Rob Wilby"], deck=cards("2H 5D 9C JH KD 3D 4C " + FILLER)),
    ], shootout=dict(posses=[["Philip Swinford"], ["Rob Wilby"]]))
    turn_of(game, 0)
    game.choose(0, option(game, play="ability", card=CARD))
    game.choose(0, option(game, play="mode", mode=1))
    end_shootout(game)                                    # four nines: Rob falls
    assert game.state.shootout is None and card_named(game, "Philip Swinford").influence == 0
    to_phase(game, "nightfall")                           # Sundown has passed; the day's effects have not
    assert game.state.phase == "nightfall" and card_named(game, "Philip Swinford").influence == 1
