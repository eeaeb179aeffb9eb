"""New Town Hall: Controller Noon, boot: the deed gains a permanent control point; Controller Noon,
boot: the deed loses all its control points."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, uid_of


def test_a_permanent_control_point_for_the_controller():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["New Town Hall"]), dict(outfit="The Sloane Gang")])
    hall = uid_of(game, "New Town Hall")
    before = game.state.players[0].control
    assert not has_option(game, play="ability", uid=hall, ability=1)     # printed 0 CP: nothing to remove
    play(game, play="ability", uid=hall, ability=0)
    assert game.state.card(hall).control == 1
    assert game.state.players[0].control == before + 1
    assert game.state.card(hall).booted


def test_the_new_controller_strips_its_points():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["New Town Hall"], control_tokens={"New Town Hall": 2}),
        dict(outfit="The Sloane Gang", at={"New Town Hall": ["Pancho Castillo"]}),
    ], dealer=1)
    hall = uid_of(game, "New Town Hall")
    assert game.state.card(hall).control == 2 and game.state.controllers[hall] == 1
    play(game, play="ability", uid=hall, ability=1)
    assert game.state.card(hall).control == 0
    assert game.state.players[1].control == 0


def test_the_owner_cannot_use_it_without_control():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["New Town Hall"]),
        dict(outfit="The Sloane Gang", at={"New Town Hall": ["Pancho Castillo"]}),
    ])
    assert not has_option(game, play="ability", card="New Town Hall")
