"""Bounty Hunter: Noon: a Gunslinger token (2 stud) appears where a wanted opposing dude is and calls it
out; refusing is not an option."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, play


def test_a_gunslinger_calls_out_a_wanted_dude_who_cannot_refuse():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Clint Ramsey"], hand=["Bounty Hunter"], stash=5),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], bounty={"Pancho Castillo": 2}),
    ])
    play(game, play="ability", card="Bounty Hunter")
    gunslinger = card_named(game, "Gunslinger")
    assert (gunslinger.controller, gunslinger.location) == (0, "Town Square")
    assert (gunslinger.bullets, gunslinger.shooter) == (2, "stud")
    assert game.state.players[0].stash == 3                # the card costs 2 GR
    assert (game.decision.kind, game.decision.player) == ("callout_response", 1)
    assert [o.id for o in game.decision.options] == ["accept"]
    play(game, play="accept")
    shootout = game.state.shootout
    assert shootout is not None and shootout.leader == gunslinger.uid and shootout.location == "Town Square"


def test_no_wanted_dude_no_play():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Clint Ramsey"], hand=["Bounty Hunter"], stash=5),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ])
    assert not has_option(game, play="ability", card="Bounty Hunter")


def test_not_without_the_ghost_rock():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Clint Ramsey"], hand=["Bounty Hunter"], stash=1),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], bounty={"Pancho Castillo": 2}),
    ])
    assert not has_option(game, play="ability", card="Bounty Hunter")
