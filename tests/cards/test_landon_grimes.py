"""Landon Grimes: Shootout: one of your Abominations or Hucksters joins his posse from anywhere."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import callout_shootout, has_option, option_titles, play, posse_titles, turn_of, uid_of


def _game(leader="Landon Grimes"):
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Encroaching Darkness", town_square=["Landon Grimes", "Pagliaccio"],
             home=["Valeria Batten", "Walter Jameson"], booted=["Valeria Batten"]),
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"]),
    ])


def test_a_huckster_from_home_joins_landons_posse_without_booting():
    game = _game()
    callout_shootout(game, "Landon Grimes", "Clint Ramsey")
    turn_of(game, 0)
    play(game, play="ability", card="Landon Grimes")
    # Pagliaccio (an Abomination at the town square, not in the posse) and Valeria (a Huckster at home,
    # booted) may come; Walter Jameson is neither
    assert sorted(option_titles(game)) == ["Pagliaccio", "Valeria Batten"]
    play(game, play="target", card="Valeria Batten")
    assert posse_titles(game, 0) == ["Landon Grimes", "Valeria Batten"]
    valeria = game.state.card(uid_of(game, "Valeria Batten"))
    assert valeria.location == "Town Square" and valeria.booted       # moved in, still booted as she was


def test_landon_must_be_in_the_posse():
    game = _game()
    callout_shootout(game, "Pagliaccio", "Clint Ramsey")  # Landon stays out of it
    assert not has_option(game, play="ability", card="Landon Grimes")


def test_not_usable_under_the_scoop_hounds_hold():
    """Clint's Scoop Hound bars Shootout plays from bringing dudes into a posse: nobody could join, so Landon's
    ability could change nothing and is not offered (with no other play, his side passes)."""
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Encroaching Darkness", town_square=["Landon Grimes", "Pagliaccio"], home=["Valeria Batten"]),
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Scoop Hound"]}),
    ], shootout=dict(posses=[["Landon Grimes"], ["Clint Ramsey"]]))
    turn_of(game, 1)
    play(game, play="ability", card="Scoop Hound")
    assert not (game.decision.player == 0 and has_option(game, play="ability", card="Landon Grimes"))
