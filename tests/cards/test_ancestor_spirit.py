"""Ancestor Spirit (token): removed from the game the moment it would leave its location, or at the end
of the turn."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import events, play

TOKEN = "Ancestor Spirit"


def _in_play(game) -> bool:
    return any(c.title == TOKEN for c in game.state.in_play)


def _nowhere(game) -> bool:
    """Not in play and in no pile: removed from the game."""
    piles = [c.title for p in game.state.players for c in p.discard + p.boot_hill]
    return not _in_play(game) and TOKEN not in piles


def test_moving_away_removes_it_before_it_arrives():
    game = scenario(phase="high_noon", players=[
        dict(outfit="The Spiritual Society", town_square=[TOKEN]),
        dict(outfit="Law Dogs", home=["Laura Banks"]),
    ])
    play(game, play="move", card=TOKEN, to="The Spiritual Society")
    assert _nowhere(game)
    assert not [e for e in events(game, "move") if e.data["card"] == TOKEN]       # it never arrived
    gone = events(game, "leave_play")[-1].data
    assert (gone["card"], gone["zone"]) == (TOKEN, "removed")


def test_it_cannot_join_a_posse_from_next_door():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", home=[TOKEN], town_square=["Mariel Lewis"]),
        dict(outfit="Law Dogs", town_square=["Laura Banks"]),
    ])
    play(game, play="callout", card="Mariel Lewis", target_card="Laura Banks")
    play(game, play="accept")
    play(game, play="join", card=TOKEN)           # it would boot and move in from home: removed instead
    assert _nowhere(game)
    shootout = game.state.shootout
    assert shootout is not None and all(len(p.dudes) == 1 for p in shootout.posses)


def test_removed_at_the_end_of_the_turn():
    game = scenario(phase="nightfall", dealer=0, players=[
        dict(outfit="The Spiritual Society", town_square=[TOKEN], hand=["Shotgun"]),
        dict(outfit="Law Dogs", home=["Laura Banks"]),
    ])
    assert _in_play(game)                         # still there during Nightfall...
    play(game, play="keep")
    assert _nowhere(game)                         # ...gone when the turn ends
    assert [e.data["card"] for e in events(game, "leave_play")] == [TOKEN]
