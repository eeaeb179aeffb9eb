"""Mariel Lewis: Shootout: unless running a job, if her posse has more total influence than the other, one
opposing dude leaves the posse and goes home without booting."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    callout_shootout,
    card_named,
    has_option,
    play,
    posse_titles,
)


def _shootout(join: tuple[str, ...]):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Black Hills Guardians", town_square=["Mariel Lewis", "El Anónimo"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "Rob Wilby"]),
    ])
    callout_shootout(game, "Mariel Lewis", "Pancho Castillo", join=join)
    return game


def test_more_influence_sends_an_opposing_dude_home_unbooted():
    game = _shootout(join=("El Anónimo", "Rob Wilby"))      # 2 + 2 influence against 2 + 0
    play(game, play="ability", card="Mariel Lewis")
    play(game, play="target", card="Pancho Castillo")
    pancho = card_named(game, "Pancho Castillo")
    assert (pancho.location, pancho.booted) == ("The Sloane Gang", False)
    assert posse_titles(game, 1) == ["Rob Wilby"]


def test_not_with_equal_influence():
    game = _shootout(join=("Rob Wilby",))                   # 2 against 2
    assert not has_option(game, play="ability", card="Mariel Lewis")
    assert posse_titles(game, 1) == ["Pancho Castillo", "Rob Wilby"]


def test_not_while_her_side_runs_a_job():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", home=["Judge Harry Somerset (Exp.1)", "Mariel Lewis"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], bounty={"Pancho Castillo": 1}),
    ])
    play(game, play="ability", card="Judge Harry Somerset (Exp.1)")
    play(game, play="join", card="Mariel Lewis")
    play(game, play="oppose")
    play(game, play="join", card="Pancho Castillo")
    # Harry 3 + Mariel 2 influence against Pancho's 2, but the job is hers to run
    assert posse_titles(game, 0) == ["Judge Harry Somerset (Exp.1)", "Gunslinger", "Mariel Lewis"]
    assert not has_option(game, play="ability", card="Mariel Lewis")
