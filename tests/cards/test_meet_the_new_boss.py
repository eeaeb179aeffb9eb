"""Meet the New Boss: Noon Job (1 GR) on the town square; success gives the leader 1 permanent control point,
and acing the card itself gives that leader a lasting +1 influence."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    _calm_step,
    card_named,
    cards,
    events,
    has_option,
    option,
    play,
    to_phase,
    to_reveal,
)

CARD = "Meet the New Boss"


def _boss(**p1):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Clint Ramsey"], hand=[CARD], stash=3,
             deck=cards("2H 5D 9C JH KD 3D 6C " + FILLER)),
        dict(outfit="The Sloane Gang", **p1),
    ])
    play(game, play="ability", card=CARD)
    return game


def test_acing_the_card_gives_the_leader_lasting_influence():
    game = _boss()
    assert game.decision.kind == "target"            # the job has succeeded: ace the card?
    game.choose(0, option(game, play="mode", mode=0))
    clint = card_named(game, "Clint Ramsey")
    assert (clint.control, clint.influence, clint.booted) == (1, 2, True)
    assert [c.title for c in game.state.players[0].boot_hill] == [CARD]
    assert CARD not in [c.title for c in game.state.players[0].discard]
    assert game.state.players[0].stash == 2


def test_keeping_the_card_gives_only_the_control_point():
    game = _boss()
    game.choose(0, option(game, play="mode", mode=1))
    clint = card_named(game, "Clint Ramsey")
    assert (clint.control, clint.influence) == (1, 1)
    assert [c.title for c in game.state.players[0].discard] == [CARD]
    assert game.state.players[0].boot_hill == ()


def test_opposed_and_lost_no_reward():
    # Pancho Castillo (3 stud) waits in the town square; his four nines beat Clint's king high
    game = _boss(town_square=["Pancho Castillo"], deck=cards("9H 9S 9D 9C 2D 2C 4C 5C " + FILLER))
    play(game, play="oppose")
    to_reveal(game)
    play(game, play="ace", card="Clint Ramsey")
    game.choose(1, [])
    assert [e.kind for e in game.events if e.kind in ("job_success", "job_fail")] == ["job_fail"]
    assert CARD in [c.title for c in game.state.players[0].discard]
    assert [c.title for c in game.state.players[0].boot_hill] == ["Clint Ramsey"]
    assert events(game, "control_points") == []


def test_the_influence_is_still_there_the_next_day():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Clint Ramsey"], hand=[CARD, "Shotgun"], stash=10,
             deck=cards("2H 5D 9C JH KD 3D 6C " + FILLER)),
        dict(outfit="The Sloane Gang", street_right=["Charlie's Place"], at={"Charlie's Place": ["Pancho Castillo"]},
             stash=10),
    ])
    play(game, play="ability", card=CARD)
    play(game, play="allow")                              # Pancho (2 influence, against Clint's 1 CP) lets it go
    game.choose(0, option(game, play="mode", mode=0))
    assert card_named(game, "Clint Ramsey").influence == 2
    to_phase(game, "high_noon", day=2)
    assert game.state.day == 2 and card_named(game, "Clint Ramsey").influence == 2


def test_a_won_job_whose_leader_fell_gives_no_reward():
    """Clint Ramsey leads with Rob Wilby shooting; the pair of kings beats the pair of twos (1 casualty each)
    and Clint is the Law Dogs' casualty: the job succeeds, but no control point is given, no ace is offered,
    and the card goes to the discard pile."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Clint Ramsey", "Rob Wilby"], hand=[CARD], stash=3,
             deck=cards("KH KD 2C 5S 9D 3D 6C 7H " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"],
             deck=cards("2H 2S 4D 6C 8S 10H JC QS " + FILLER)),
    ])
    play(game, play="ability", card=CARD)
    for _ in range(30):
        if any(e.kind in ("job_success", "job_fail") for e in game.events):
            break
        d = game.decision
        if (d.kind, d.player) == ("target", 0) and has_option(game, play="leader"):
            play(game, play="leader", card="Clint Ramsey")
        elif (d.kind, d.player) == ("join_posse", 0) and has_option(game, card="Rob Wilby"):
            play(game, card="Rob Wilby")
        elif d.kind == "oppose_job":
            play(game, play="oppose")
        elif (d.kind, d.player) == ("shooter", 0):
            play(game, play="shooter", card="Rob Wilby")
        elif (d.kind, d.player) == ("casualty", 0):
            play(game, play="discard", card="Clint Ramsey")
        else:
            _calm_step(game)
    else:
        raise AssertionError("the job never ended")
    assert [e.kind for e in game.events if e.kind in ("job_success", "job_fail")] == ["job_success"]
    assert events(game, "control_points") == []
    assert not has_option(game, play="mode")
    assert CARD in [c.title for c in game.state.players[0].discard]
