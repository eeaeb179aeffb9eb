"""Ambush: Noon Job, boot (2 GR), on an opposing dude: unless the mark is wanted, each dude joining your
posse gains 1 bounty; if the job succeeds, the mark is aced."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, events, play, posse_titles, to_reveal, turn_of


def _ambush(bounty: dict, p1_town=("Rob Wilby",), p0_deck=(), **p1):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Ambush"], stash=4, deck_top=list(p0_deck)),
        dict(outfit="The Sloane Gang", town_square=list(p1_town), bounty=bounty, **p1),
    ])
    play(game, play="ability", card="Ambush")
    if game.decision.kind == "target":
        play(game, play="mark", card="Rob Wilby")
    return game


def test_unopposed_the_mark_is_aced_and_the_posse_is_wanted():
    game = _ambush({})
    play(game, play="allow")
    clint = card_named(game, "Clint Ramsey")
    assert (clint.bounty, clint.location, clint.booted) == (1, "Law Dogs", True)
    assert [c.title for c in game.state.players[1].boot_hill] == ["Rob Wilby"]
    assert game.state.players[0].stash == 2


def test_a_wanted_mark_gives_no_bounty_and_pays_its_own():
    game = _ambush({"Rob Wilby": 2})
    play(game, play="allow")
    assert card_named(game, "Clint Ramsey").bounty == 0
    assert [c.title for c in game.state.players[1].boot_hill] == ["Rob Wilby"]
    assert game.state.players[0].stash == 4                # 4 - 2 for the card + 2 bounty collected


def test_opposed_and_lost_the_mark_lives():
    # Pancho Castillo (3 stud) opposes; his four nines crush Clint's king high (seven casualties)
    game = _ambush({}, p1_town=("Rob Wilby", "Pancho Castillo"), p0_deck=cards("2H 5D 9C JH KD 3D 6C"),
                   deck=cards("9H 9S 9D 9C 2D 2C 4C 5C " + FILLER))
    play(game, play="oppose")
    play(game, play="join", card="Pancho Castillo")
    play(game, play="done")                             # the mark, Rob, need not join
    to_reveal(game)
    assert events(game, "round_result")[-1].data["casualties"] == 7
    play(game, play="ace", card="Clint Ramsey")
    # Clint's Ambush bounty goes to the Sloane Gang
    assert [(e.data["player"], e.data["amount"]) for e in events(game, "collect_bounty")] == [(1, 1)]
    assert game.decision.kind == "flee"
    game.choose(1, [])                                  # Pancho stays
    assert [e.kind for e in game.events if e.kind in ("job_success", "job_fail")] == ["job_fail"]
    rob = card_named(game, "Rob Wilby")
    assert (rob.location, rob.booted) == ("Town Square", False)
    assert [c.title for c in game.state.players[1].boot_hill] == []


def test_a_dude_who_joins_during_the_shootout_gains_the_bounty_too():
    """The mark is checked for each dude as it joins the leader's posse, whenever it joins (digest C.1):
    Rob Wilby, brought in by Carter's Bounties once the shootout is on, gains 1 bounty as Clint did."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], home=["Rob Wilby"], hand=["Ambush"], stash=4,
             street_left=["Carter's Bounties"]),
        dict(outfit="The Sloane Gang", town_square=["Pagliaccio", "Pancho Castillo"]),
    ])
    play(game, play="ability", card="Ambush")
    play(game, play="leader", card="Clint Ramsey")
    play(game, play="mark", card="Pagliaccio")
    play(game, play="done")                       # Rob stays home (he could have joined from next door)
    play(game, play="done")
    play(game, play="oppose")
    play(game, play="join", card="Pancho Castillo")
    play(game, play="done")
    assert (card_named(game, "Clint Ramsey").bounty, card_named(game, "Rob Wilby").bounty) == (1, 0)
    turn_of(game, 0)
    play(game, play="ability", card="Carter's Bounties")
    assert posse_titles(game, 0) == ["Clint Ramsey", "Rob Wilby"]
    assert card_named(game, "Rob Wilby").bounty == 1
