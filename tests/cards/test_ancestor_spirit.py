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


def test_it_is_not_offered_to_join_a_posse_from_next_door():
    """It would never arrive (it is removed as it leaves), so it cannot join a posse it must move to (digest
    B34): the callout's joining question does not offer it, and it stays where it is."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", home=[TOKEN, "Pancho Castillo"], town_square=["Mariel Lewis"]),
        dict(outfit="Law Dogs", town_square=["Laura Banks"]),
    ])
    play(game, play="callout", card="Mariel Lewis", target_card="Laura Banks")
    play(game, play="accept")
    assert game.decision.kind == "join_posse"
    assert [o.data["card"] for o in game.decision.options if o.data.get("play") == "join"] == ["Pancho Castillo"]
    assert _in_play(game)


def test_it_is_not_offered_to_join_a_job_that_moves_away():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", stash=10, hand=["Establishin' Who's in Charge"], street_left=["Cattle Market"],
             home=["Clint Ramsey"], at={"Cattle Market": [TOKEN]}),
        dict(outfit="The Sloane Gang", stash=5, street_left=["Hunter Protections"], home=["Ezrael Jones"]),
    ])
    play(game, play="ability", card="Establishin' Who's in Charge")
    play(game, play="leader", card="Clint Ramsey")
    play(game, play="mark", card="Hunter Protections")
    # Cattle Market is next to Law Dogs, but the spirit cannot go to Hunter Protections: nobody else may join
    assert game.decision.kind == "oppose_job"
    play(game, play="allow")
    assert _in_play(game)
    assert not [e for e in events(game, "leave_play") if e.data["card"] == TOKEN]


def test_removed_at_the_end_of_the_turn():
    game = scenario(phase="nightfall", dealer=0, players=[
        dict(outfit="The Spiritual Society", town_square=[TOKEN], hand=["Shotgun"]),
        dict(outfit="Law Dogs", home=["Laura Banks"]),
    ])
    assert _in_play(game)                         # still there during Nightfall...
    play(game, play="keep")
    assert _nowhere(game)                         # ...gone when the turn ends
    assert [e.data["card"] for e in events(game, "leave_play")] == [TOKEN]


def test_it_leads_a_job_only_on_a_mark_at_its_own_location():
    """Leading a job moves the leader to the mark: the spirit would be removed on the way, so it may lead
    a job only on a mark where it stands (digest B34)."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", stash=10, hand=["Establishin' Who's in Charge"], street_left=["Cattle Market"],
             at={"Cattle Market": [TOKEN]}),
        dict(outfit="The Sloane Gang", stash=5, street_left=["Hunter Protections"], home=["Ezrael Jones"]),
    ])
    play(game, play="ability", card="Establishin' Who's in Charge")
    # the spirit, the only possible leader, is chosen at once; of the two in-town deeds only the one it
    # stands at is a mark it may lead the job to, so that one is chosen at once too (nobody can oppose there)
    assert [e.text for e in events(game, "job")] == ["Ancestor Spirit leads Establishin' Who's in Charge against "
                                                     "Cattle Market"]
    assert [e.text for e in events(game, "control_points")] == [
        "Cattle Market gains 1 permanent control point (Establishin' Who's in Charge)"]
