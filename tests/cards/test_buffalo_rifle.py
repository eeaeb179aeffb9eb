"""Buffalo Rifle: Shootout, boot: its holder, next door to the fight, enters your posse staying put and unbooted."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, play, posse_titles


def test_buffalo_rifle_joins_from_next_door_and_stays_there():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], home=["Rob Wilby"],
             attach={"Rob Wilby": ["Buffalo Rifle"]}),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))   # Rob stays home, next to the town square
    play(game, play="ability", card="Buffalo Rifle")
    assert posse_titles(game, 0) == ["Clint Ramsey", "Rob Wilby"]
    rob = card_named(game, "Rob Wilby")
    assert (rob.location, rob.booted) == ("Law Dogs", False)
    assert card_named(game, "Buffalo Rifle").booted
    # no more plays: Rob may be picked as the shooter from where he stands
    assert (game.decision.kind, game.decision.player) == ("shooter", 0)
    assert sorted(o.data["card"] for o in game.decision.options) == ["Clint Ramsey", "Rob Wilby"]


def test_buffalo_rifle_does_not_reach_a_location_that_is_not_adjacent():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], out_of_town=["Pat's Perch"],
             at={"Pat's Perch": ["Rob Wilby"]}, attach={"Rob Wilby": ["Buffalo Rifle"]}),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    # Pat's Perch is Out of Town, adjacent to nothing: no Shootout play, straight to the draw
    assert game.decision.kind == "draw_hand"
    assert posse_titles(game, 0) == ["Clint Ramsey"]
