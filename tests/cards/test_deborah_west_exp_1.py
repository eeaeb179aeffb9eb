"""Deborah West (Exp.1): Shootout: booting a Miracle or Melee Weapon she carries puts 1 bounty on an opposing dude."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, turn_of, uid_of


def _shootout(gear, booted=()):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Deborah West (Exp.1)"], attach={"Deborah West (Exp.1)": list(gear)},
             booted=list(booted)),
        dict(outfit="The Sloane Gang", town_square=["Allie Hensman", "Clint Ramsey"]),
    ], shootout=dict(posses=[["Deborah West (Exp.1)"], ["Allie Hensman"]]))   # Clint stays out
    return game


def test_booting_her_melee_weapon_puts_bounty_on_an_opposing_dude():
    game = _shootout(["Bowie Knife"])
    turn_of(game, 0)
    play(game, play="ability", card="Deborah West (Exp.1)")
    assert game.state.card(uid_of(game, "Bowie Knife")).booted
    assert game.state.card(uid_of(game, "Allie Hensman")).bounty == 1
    assert game.state.card(uid_of(game, "Clint Ramsey")).bounty == 0


def test_a_miracle_works_too():
    game = _shootout(["Soothe"])
    turn_of(game, 0)
    play(game, play="ability", card="Deborah West (Exp.1)")
    assert game.state.card(uid_of(game, "Soothe")).booted
    assert game.state.card(uid_of(game, "Allie Hensman")).bounty == 1


def test_a_gun_or_a_booted_knife_is_no_cost():
    for gear, booted in ((["Shotgun"], ()), (["Bowie Knife"], ["Bowie Knife"])):
        game = _shootout(gear, booted)
        assert not has_option(game, play="ability", card="Deborah West (Exp.1)")
