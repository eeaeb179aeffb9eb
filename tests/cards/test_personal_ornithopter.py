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


def _held(hound: bool):
    """Rob Wilby flies with the Ornithopter in Clint Ramsey's posse; Clint's Scoop Hound holds the posses first
    (or not)."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey", "Rob Wilby"],
             attach={"Rob Wilby": ["Personal Ornithopter"], "Clint Ramsey": ["Scoop Hound"]}),
        dict(outfit="The Sloane Gang", town_square=["Alan Campbell", "Pagliaccio"]),
    ], shootout=dict(posses=[["Clint Ramsey", "Rob Wilby"], ["Alan Campbell", "Pagliaccio"]]))
    turn_of(game, 0)
    if hound:
        play(game, play="ability", card="Scoop Hound")
        assert (game.decision.kind, game.decision.player) == ("shootout", 1)
        play(game, play="pass")
    return game


def test_no_trip_home_under_the_scoop_hounds_hold():
    """Under the hold no Shootout play may send a dude home booted: the trip home would change nothing (its boot
    is only the cost), so it is not offered. Without the hold it is."""
    game = _held(hound=True)      # Rob's side has no play left: the plays are over, shooters are picked
    assert (game.decision.kind, game.decision.player) == ("shooter", 0)
    assert not has_option(game, play="ability", card="Personal Ornithopter", ability=1)
    game = _held(hound=False)
    play(game, play="ability", card="Personal Ornithopter", ability=1)
    assert posse_titles(game, 0) == ["Clint Ramsey"]
