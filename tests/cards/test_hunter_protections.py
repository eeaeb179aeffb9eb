"""Hunter Protections: Controller Noon, boot: your dude here with no CP boots, gets 2 bounty and 1 permanent CP."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, pass_until, play, uid_of


def _game(**extra):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Hunter Protections"], at={"Hunter Protections": ["Pancho Castillo"]},
             hand=["Shotgun"], **extra),
        dict(outfit="The Sloane Gang", home=["Avie Cline", "El Anónimo"]),
    ])


def test_the_dude_boots_becomes_wanted_and_keeps_a_control_point():
    game = _game()
    deed, pancho = uid_of(game, "Hunter Protections"), uid_of(game, "Pancho Castillo")
    play(game, play="ability", uid=deed)                 # Pancho is the only candidate
    view = game.state.card(pancho)
    assert (view.booted, view.bounty, view.control) == (True, 2, 1)
    assert game.state.players[0].control == 2            # the deed 1 + Pancho 1
    pass_until(game, "nightfall_discard")
    play(game, play="keep")
    pass_until(game, "noon")                             # permanent: still there the next day
    assert game.state.card(pancho).control == 1


def test_a_dude_with_a_control_point_cannot_be_chosen():
    game = _game(control_tokens={"Pancho Castillo": 1})
    assert not has_option(game, play="ability", card="Hunter Protections")


def test_a_booted_dude_cannot_be_chosen():
    game = _game(booted=["Pancho Castillo"])
    assert not has_option(game, play="ability", card="Hunter Protections")
