"""Personal Ornithopter: Shootout Repeat, 1 GR: this dude joins your posse, moving if needed; Shootout, boot:
this dude goes home booted."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, play, posse_titles, turn_of


def _fight(stash: int, to_turn: bool = True):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Wilber Crowley"], out_of_town=["Pat's Perch"], at={"Pat's Perch": ["Rob Wilby"]},
             attach={"Rob Wilby": ["Personal Ornithopter"]}, stash=stash),
        dict(outfit="The Sloane Gang", town_square=["Alan Campbell", "Pagliaccio"]),
    ], shootout=dict(posses=[["Wilber Crowley"], ["Alan Campbell"]]))
    if to_turn:
        turn_of(game, 0)
    return game


def test_flies_in_from_afar_then_home():
    game = _fight(1)
    play(game, play="ability", card="Personal Ornithopter", ability=0)
    assert posse_titles(game, 0) == ["Wilber Crowley", "Rob Wilby"]
    rob = card_named(game, "Rob Wilby")
    assert (rob.location, rob.booted) == ("Town Square", False)
    assert game.state.players[0].stash == 0
    turn_of(game, 0)
    play(game, play="ability", card="Personal Ornithopter", ability=1)
    assert posse_titles(game, 0) == ["Wilber Crowley"]
    rob = card_named(game, "Rob Wilby")
    assert (rob.location, rob.booted) == ("Law Dogs", True)
    assert card_named(game, "Personal Ornithopter").booted


def test_no_ghost_rock_no_flight():
    game = _fight(0, to_turn=False)
    # nobody has a Shootout play: the plays window is skipped, straight to the draw hands
    assert (game.decision.kind, game.decision.player) == ("draw", 0)
    assert not has_option(game, play="ability", card="Personal Ornithopter")


def test_the_trip_home_needs_the_dude_in_the_shootout():
    game = _fight(1)
    assert has_option(game, play="ability", card="Personal Ornithopter", ability=0)
    assert not has_option(game, play="ability", card="Personal Ornithopter", ability=1)
