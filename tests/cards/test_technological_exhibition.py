"""Technological Exhibition: Noon Job on an in-town location, led by a Mad Scientist; on success the leader
invents a Gadget from hand or discard pile without booting, for 5 GR less and at 5 lower difficulty; with the
town square marked, the Gadget gets a permanent +1 control point."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    card_named,
    cards,
    events,
    has_option,
    keep_suggested,
    option_titles,
    pick_titles,
    play,
    to_phase,
)

CARD = "Technological Exhibition"


def _exhibition(mark: str, pull: str, hand=("Flame-Thrower",), discard=()):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Roderick Byre"], hand=[CARD, *hand], discard=list(discard), stash=0,
             deck=cards(pull + " " + FILLER)),
        dict(outfit="The Sloane Gang"),
    ])
    play(game, play="ability", card=CARD)
    assert sorted(option_titles(game)) == ["Law Dogs", "The Sloane Gang", "Town Square"]
    play(game, play="mark", card=mark)
    return game


def test_a_gadget_invented_at_the_town_square_gains_a_control_point():
    # Flame-Thrower: 1 GR and difficulty 8 become 0 GR and 3; Roderick (Mad Scientist 1) pulls a 2
    game = _exhibition("Town Square", "2H")
    pick_titles(game, "Flame-Thrower")
    assert [e.data["total"] for e in events(game, "invent")] == [3]
    roderick = card_named(game, "Roderick Byre")
    assert [game.state.card(u).title for u in roderick.attachments] == ["Flame-Thrower"]
    assert (roderick.control, game.state.players[0].control) == (1, 1)


def test_from_the_discard_pile_and_no_control_point_elsewhere():
    game = _exhibition("The Sloane Gang", "2H", hand=(), discard=("Flame-Thrower",))
    pick_titles(game, "Flame-Thrower")
    roderick = card_named(game, "Roderick Byre")
    assert [game.state.card(u).title for u in roderick.attachments] == ["Flame-Thrower"]
    assert (roderick.control, game.state.players[0].control) == (None, 0)   # the view shows no CP at all


def test_a_failed_invention_discards_the_gadget():
    game = _exhibition("Town Square", "AH")                   # 1 + 1 = 2, short of 3
    pick_titles(game, "Flame-Thrower")
    assert [e.data["difficulty"] for e in events(game, "invent_fail")] == [3]
    assert "Flame-Thrower" in [c.title for c in game.state.players[0].discard]
    assert card_named(game, "Roderick Byre").attachments == ()


def test_only_a_mad_scientist_may_lead():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Clint Ramsey"], hand=[CARD, "Flame-Thrower"]),
        dict(outfit="The Sloane Gang"),
    ])
    assert not has_option(game, play="ability", card=CARD)


def test_the_control_point_is_still_there_the_next_day():
    # Pancho (2 influence) keeps the Law Dogs' 1 control point from winning at Sundown; he lets the job go
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Roderick Byre"], hand=[CARD, "Flame-Thrower"], stash=0,
             deck=cards("2H " + FILLER)),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"], stash=10),
    ])
    play(game, play="ability", card=CARD)
    play(game, play="mark", card="Town Square")
    play(game, play="allow")
    pick_titles(game, "Flame-Thrower")
    assert card_named(game, "Roderick Byre").control == 1
    to_phase(game, "high_noon", day=2)
    assert game.state.day == 2 and card_named(game, "Roderick Byre").control == 1


def test_a_won_job_with_no_gadget_to_invent_does_nothing_more():
    """The job succeeds but only a Shotgun is in hand: nothing is pulled or invented, Roderick Byre is back home
    booted with nothing attached, and the turn passes to the Sloane Gang."""
    game = _exhibition("Town Square", "2H", hand=("Shotgun",))
    assert events(game, "job_success")
    assert not events(game, "invent") and not events(game, "pull")
    roderick = card_named(game, "Roderick Byre")
    assert (roderick.location, roderick.booted, roderick.attachments) == ("Law Dogs", True, ())
    assert [c.title for c in game.state.players[0].hand] == ["Shotgun"]
    assert (game.decision.kind, game.decision.player) == ("noon", 1)


def test_a_gadget_dude_enters_play_at_home_with_a_control_point_for_the_town_square():
    """POST-A-TRON costs 3 - 5 = 0 and needs 6 - 5 = 1: Roderick's 2 + Mad Scientist 1 = 3 invents it; it enters
    play at the Law Dogs' home with 1 control point for the town square, and the Law Dogs have 1 control."""
    game = _exhibition("Town Square", "2H", hand=("POST-A-TRON",))
    assert option_titles(game) == ["POST-A-TRON"]
    pick_titles(game, "POST-A-TRON")
    assert [(e.data["total"], e.data["difficulty"]) for e in events(game, "invent")] == [(3, 1)]
    post = card_named(game, "POST-A-TRON")
    assert (post.location, post.controller, post.control) == ("Law Dogs", 0, 1)
    assert game.state.players[0].stash == 0 and game.state.players[0].control == 1


def test_a_won_job_whose_leader_fell_invents_nothing():
    """Pancho's pair of nines beats the Law Dogs by one rank and Roderick Byre (the leader) is the casualty; Pancho
    runs, so the job succeeds, but nobody invents: the Flame-Thrower stays in hand."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Roderick Byre", "Clint Ramsey"], stash=0, hand=[CARD, "Flame-Thrower"],
             deck=cards("2H 5D 9C JH KD 3S 7C 4H 2D " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards("9H 9S 2D 4C 6H QS KC " + FILLER)),
    ])
    play(game, play="ability", card=CARD)
    play(game, play="mark", card="Town Square")
    play(game, play="join", card="Clint Ramsey")
    play(game, play="oppose")
    for _ in range(30):
        d = game.decision
        if d.kind == "casualty":
            play(game, card="Roderick Byre")
        elif d.kind == "flee":
            game.choose(d.player, [o.id for o in d.options] if d.player == 1 else [])
        elif d.kind == "draw_hand":
            keep_suggested(game)
        elif d.kind == "noon":
            break
        elif d.multi:
            game.choose(d.player, [])
        else:
            calm = [o for o in d.options if o.data.get("play") in ("pass", "done")]
            game.choose(d.player, (calm or list(d.options))[0].id)      # Pancho joins; the first shooter
    else:
        raise AssertionError("the job never ended")
    assert events(game, "job_success")
    assert "Roderick Byre" in [c.title for c in game.state.players[0].discard]
    assert not events(game, "invent") and not events(game, "invent_fail")
    assert [c.title for c in game.state.players[0].hand] == ["Flame-Thrower"]
