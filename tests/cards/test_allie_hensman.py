"""Allie Hensman: Noon, boot: in the town square she gets 1 permanent control point."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, uid_of


def _game(where: str):
    return scenario(phase="high_noon", players=[
        dict(outfit="The Sloane Gang", **{where: ["Allie Hensman"]}), dict(outfit="Law Dogs")])


def test_at_the_town_square_she_boots_for_a_permanent_control_point():
    game = _game("town_square")
    allie = uid_of(game, "Allie Hensman")
    play(game, play="ability", uid=allie)
    view = game.state.card(allie)
    assert (view.control, view.booted) == (1, True)
    assert game.state.players[0].control == 1
    # permanent: it is still there after she goes home
    play(game, play="pass")
    assert not has_option(game, play="ability", uid=allie)     # booted, and used this turn
    assert game.state.card(allie).control == 1


def test_not_usable_away_from_the_town_square():
    game = _game("home")
    assert not has_option(game, play="ability", card="Allie Hensman")
    assert game.state.card(uid_of(game, "Allie Hensman")).control is None     # no control points at all
    assert game.state.players[0].control == 0
