"""Irving Patterson: when he joins a posse, gain 1 GR."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import callout_shootout, events

FARNUM = "Farnum's Consortium"


def _shootout(join):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit=FARNUM, stash=0, town_square=["Rob Wilby", "Irving Patterson"]),
        dict(outfit="Law Dogs", stash=0, town_square=["Philip Swinford"]),
    ])
    callout_shootout(game, "Rob Wilby", "Philip Swinford", join=join)
    return game


def test_joining_a_posse_pays_one_ghost_rock():
    game = _shootout(("Irving Patterson",))
    assert game.state.players[0].stash == 1
    assert [e.text for e in events(game, "gain")] == ["Player 1 gains 1 GR (Irving Patterson)"]


def test_staying_out_pays_nothing():
    game = _shootout(())
    assert game.state.players[0].stash == 0


def test_leading_the_callout_counts_as_joining():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit=FARNUM, stash=0, town_square=["Irving Patterson"]),
        dict(outfit="Law Dogs", stash=0, town_square=["Philip Swinford"]),
    ], shootout=dict(posses=[["Irving Patterson"], ["Philip Swinford"]]))
    assert game.state.players[0].stash == 1
