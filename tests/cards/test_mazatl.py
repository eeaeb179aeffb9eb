"""Mazatl: Noon: move to a Totem's location (without booting)."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, uid_of


def test_mazatl_moves_to_a_totem_without_booting():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", home=["Mazatl"]),
        dict(outfit="Law Dogs", street_right=["Surveyor's Office"], attach={"Surveyor's Office": ["Spirit Trail"]}),
    ])
    play(game, play="ability", card="Mazatl")            # the only Totem: no question where
    mazatl = game.state.card(uid_of(game, "Mazatl"))
    assert mazatl.location == "Surveyor's Office" and not mazatl.booted


def test_no_totem_elsewhere_no_move():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", street_right=["Surveyor's Office"], at={"Surveyor's Office": ["Mazatl"]},
             attach={"Surveyor's Office": ["Spirit Trail"]}),
        dict(outfit="Law Dogs"),
    ])
    assert not has_option(game, play="ability", card="Mazatl")   # already at the only Totem
