"""\"Open Wound\": adjacent to every other Open Wound; Controller Noon Repeat, pay 1 GR: move your dude
from here to an adjacent location."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, uid_of


def _game(stash):
    # each player owns an Open Wound (Non-Unique); the two are adjacent to each other
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=['"Open Wound"'], at={'"Open Wound"': ["Pancho Castillo", "Rob Wilby"]},
             stash=stash),
        dict(outfit="The Sloane Gang", street_right=['"Open Wound"'], home=["Avie Cline"]),
    ])


def test_repeat_moves_for_1_gr_each():
    game = _game(stash=5)
    mine = uid_of(game, '"Open Wound"', owner=0)
    theirs = uid_of(game, '"Open Wound"', owner=1)
    play(game, play="ability", uid=mine)
    play(game, uid=uid_of(game, "Pancho Castillo"))
    assert {o.data["to_uid"] for o in game.decision.options} == {0, uid_of(game, "Law Dogs"), theirs}
    play(game, play="location", to_uid=theirs)
    assert game.state.card(uid_of(game, "Pancho Castillo")).location == '"Open Wound"'
    assert game.state.controllers[theirs] == 0           # Pancho's 2 influence now sits at the other Wound
    play(game, play="pass")                              # the Sloane Gang's play
    play(game, play="ability", uid=mine)                 # Repeat: again, with Rob (the only one left here)
    play(game, play="location", to="Town Square")
    assert game.state.players[0].stash == 3
    assert not game.state.card(uid_of(game, "Rob Wilby")).booted
    assert game.state.card(uid_of(game, "Rob Wilby")).location == "Town Square"


def test_cannot_pay():
    game = _game(stash=0)
    assert not has_option(game, play="ability", card='"Open Wound"')
