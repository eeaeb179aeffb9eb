"""Charlie's Place: Controller Noon, boot: a dude at this deed gets +2 or -2 bullets for the day."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, to_phase, uid_of


def _game(at_place):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Charlie's Place"], at={"Charlie's Place": at_place}, home=["Rob Wilby"]),
        dict(outfit="The Sloane Gang", at={"Charlie's Place": ["Clint Ramsey"]}),
    ])


def test_an_opposing_dude_here_loses_2_bullets():
    game = _game(["Pancho Castillo"])            # 2 influence against Clint's 1: the Law Dogs control it
    place, clint = uid_of(game, "Charlie's Place"), uid_of(game, "Clint Ramsey")
    play(game, play="ability", uid=place)
    assert {o.data["card"] for o in game.decision.options} == {"Pancho Castillo", "Clint Ramsey"}   # not Rob at home
    play(game, uid=clint)
    play(game, play="mode", mode=1)
    assert game.state.card(clint).bullets == 0   # 2 - 2


def test_own_dude_gains_2_bullets():
    game = _game(["Pancho Castillo"])
    place, pancho = uid_of(game, "Charlie's Place"), uid_of(game, "Pancho Castillo")
    play(game, play="ability", uid=place)
    play(game, uid=pancho)
    play(game, play="mode", mode=0)
    assert game.state.card(pancho).bullets == 5  # 3 + 2


def test_not_the_controller():
    game = _game([])                             # only Clint is there: the Sloane Gang controls it
    assert not has_option(game, play="ability", card="Charlie's Place")


def test_the_change_lasts_until_nightfall():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Charlie's Place"], at={"Charlie's Place": ["Pancho Castillo"]},
             hand=["Shotgun"], stash=10),
        dict(outfit="The Sloane Gang", at={"Charlie's Place": ["Clint Ramsey"]}, hand=["Shotgun"], stash=10),
    ])
    place, clint = uid_of(game, "Charlie's Place"), uid_of(game, "Clint Ramsey")
    play(game, play="ability", uid=place)
    play(game, uid=clint)
    play(game, play="mode", mode=1)
    assert game.state.card(clint).bullets == 0
    to_phase(game, "nightfall")
    assert game.state.phase == "nightfall" and game.state.card(clint).bullets == 0   # the day is not over yet
    to_phase(game, "gamblin", day=2)
    assert game.state.day == 2 and game.state.card(clint).bullets == 2               # printed 2 again
