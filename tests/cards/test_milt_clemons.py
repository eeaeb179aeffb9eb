"""Milt Clemons: each time Milt is given bounty, his controller gains 1 GR."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import play, turn_of, uid_of


def _shootout(bounty=None):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Laura Banks"]),
        dict(outfit="The Sloane Gang", stash=5, town_square=["Milt Clemons"], bounty=bounty or {}),
    ], shootout=dict(posses=[["Laura Banks"], ["Milt Clemons"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Laura Banks")
    play(game, play="target", card="Milt Clemons")
    return game


def test_bounty_given_pays_one_ghost_rock():
    game = _shootout()
    assert game.state.card(uid_of(game, "Milt Clemons")).bounty == 1
    assert game.state.players[1].stash == 6


def test_bounty_removed_pays_nothing():
    game = _shootout(bounty={"Milt Clemons": 2})
    play(game, play="mode", mode=1)
    assert game.state.card(uid_of(game, "Milt Clemons")).bounty == 1
    assert game.state.players[1].stash == 5


def test_joining_a_posse_at_a_private_deed_pays_too():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", street_right=["Mount Moriah Cemetery"], at={"Mount Moriah Cemetery": ["Laura Banks"]}),
        dict(outfit="The Sloane Gang", stash=5, at={"Mount Moriah Cemetery": ["Milt Clemons"]}),
    ], shootout=dict(posses=[["Laura Banks"], ["Milt Clemons"]]))
    assert game.state.card(uid_of(game, "Milt Clemons")).bounty == 1
    assert game.state.players[1].stash == 6
