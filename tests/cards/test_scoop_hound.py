"""Scoop Hound: Shootout, boot: for the rest of the shootout, Shootout plays can neither send dudes home
booted nor bring dudes into a posse."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    any_uid,
    cards,
    effect_stats,
    end_shootout,
    has_option,
    play,
    posse_titles,
    turn_of,
    uid_of,
)


def _game():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Scoop Hound"]},
             deck=cards(FILLER)),
        dict(outfit="The Sloane Gang", street_left=["Carter's Bounties"], town_square=["Avie Cline"],
             home=["Pancho Castillo"], booted=["Pancho Castillo"], hand=["Pistol Whip"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Avie Cline"]]))
    turn_of(game, 0)
    return game


def test_nobody_is_whipped_home_and_nobody_rides_in():
    game = _game()
    play(game, play="ability", card="Scoop Hound")
    assert (game.decision.kind, game.decision.player) == ("shootout", 1)
    assert not has_option(game, play="ability", card="Carter's Bounties")
    play(game, play="ability", card="Pistol Whip")      # Clint is the only target, Avie the only dude to boot
    clint = game.state.card(uid_of(game, "Clint Ramsey"))
    assert posse_titles(game, 0) == ["Clint Ramsey"]
    assert not clint.booted and clint.location == "Town Square"
    assert game.state.card(uid_of(game, "Scoop Hound")).booted


def test_without_the_hound_the_other_side_may_bring_a_dude():
    game = _game()
    play(game, play="pass")
    assert has_option(game, play="ability", card="Carter's Bounties")


def test_the_hold_ends_with_the_shootout():
    game = _game()
    play(game, play="ability", card="Scoop Hound")
    hound = any_uid(game, "Scoop Hound")
    assert effect_stats(game, hound) == ["posses_held"]
    end_shootout(game)
    assert game.state.shootout is None
    assert effect_stats(game, hound) == []
