"""The Whateley Estate: Owner React, boot: boot a dude who moved here; Controller Noon, boot: a non-dude
card from your Boot Hill goes to your discard pile."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, uid_of


def test_the_owner_boots_a_dude_moving_in():
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Law Dogs", street_left=["The Whateley Estate"], home=["Rob Wilby"]),
        dict(outfit="The Sloane Gang", town_square=["Avie Cline"]),
    ])
    estate, avie = uid_of(game, "The Whateley Estate"), uid_of(game, "Avie Cline")
    play(game, play="move", card="Avie Cline", to="The Whateley Estate")   # from the town square: no boot
    assert game.decision.kind == "react" and game.decision.player == 0
    play(game, play="ability", uid=estate)
    assert game.state.card(avie).booted
    assert game.state.card(estate).booted
    assert game.state.controllers[estate] == 1           # Avie now controls it; the React was the owner's


def test_no_react_for_a_booted_dude():
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Law Dogs", street_left=["The Whateley Estate"]),
        dict(outfit="The Sloane Gang", home=["Avie Cline"]),
    ])
    play(game, play="move", card="Avie Cline", to="The Whateley Estate")   # boots to move from home this far
    assert game.decision.kind == "noon" and game.decision.player == 0
    assert not has_option(game, play="ability", card="The Whateley Estate")


def test_a_goods_leaves_boot_hill_for_the_discard_pile():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["The Whateley Estate"], boot_hill=["Shotgun", "Rob Wilby"]),
        dict(outfit="The Sloane Gang"),
    ])
    play(game, play="ability", card="The Whateley Estate")       # the Shotgun is the only non-dude
    assert [c.title for c in game.state.players[0].boot_hill] == ["Rob Wilby"]
    assert [c.title for c in game.state.players[0].discard] == ["Shotgun"]


def test_no_non_dude_in_boot_hill():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["The Whateley Estate"], boot_hill=["Rob Wilby"]), {}])
    assert not has_option(game, play="ability", card="The Whateley Estate")
