"""Ragged Mule: Shootout, boot: this dude joins your posse; Noon, boot: this dude moves; each time, pay
1 GR or discard the mule."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, play, posse_titles


def _noon(stash: int):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Rob Wilby"], attach={"Rob Wilby": ["Ragged Mule"]}, stash=stash),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"]),
    ])
    play(game, play="ability", card="Ragged Mule")
    play(game, play="location", to="The Sloane Gang")
    return game


def test_ragged_mule_moves_then_its_owner_pays_to_keep_it():
    game = _noon(stash=3)
    rob = card_named(game, "Rob Wilby")
    assert (rob.location, rob.booted) == ("The Sloane Gang", False)
    play(game, play="mode", mode=0)
    assert game.state.players[0].stash == 2
    assert card_named(game, "Ragged Mule").booted


def test_ragged_mule_may_be_discarded_instead():
    game = _noon(stash=3)
    play(game, play="mode", mode=1)
    assert game.state.players[0].stash == 3
    assert [c.title for c in game.state.players[0].discard] == ["Ragged Mule"]
    assert card_named(game, "Rob Wilby").location == "The Sloane Gang"


def test_without_ghost_rock_the_mule_is_discarded():
    game = _noon(stash=0)
    assert [c.title for c in game.state.players[0].discard] == ["Ragged Mule"]
    assert card_named(game, "Rob Wilby").attachments == ()


def test_ragged_mule_joins_the_posse():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], home=["Rob Wilby"], attach={"Rob Wilby": ["Ragged Mule"]},
             stash=1),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    play(game, play="ability", card="Ragged Mule")
    play(game, play="mode", mode=0)
    assert posse_titles(game, 0) == ["Clint Ramsey", "Rob Wilby"]
    assert (card_named(game, "Rob Wilby").booted, game.state.players[0].stash) == (False, 0)
