"""Maggie Harris: Noon Job, boot, marking an in-town location other than hers; on success one of your dudes
gets a Horse back from your discard pile for 1 GR less (a Gadget must still be invented)."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import cards, events, option_titles, play, uid_of

FARNUM = "Farnum's Consortium"


def _job(discard, home=("Maggie Harris",), deck_top=(), street=("Pony Express",)):
    game = scenario(phase="high_noon", players=[
        dict(outfit=FARNUM, stash=3, home=list(home), discard=list(discard), deck_top=list(deck_top),
             street_left=list(street)),
        dict(outfit="Law Dogs", home=["Laura Banks"], out_of_town=["Clanton Ranch"]),
    ])
    play(game, play="ability", card="Maggie Harris")
    return game


def test_the_marks_are_the_other_in_town_locations():
    game = _job(["Mustang"])
    assert sorted(option_titles(game)) == sorted(["Town Square", "Pony Express", "Law Dogs"])   # not her home, not out of town


def test_a_successful_job_brings_a_horse_back_for_one_less():
    game = _job(["Mustang"])                                      # cost 2
    play(game, play="mark", to_uid=0)                             # the town square
    play(game, play="allow")
    play(game, play="take", card="Mustang")                       # Maggie is the only dude: she gets it
    maggie = game.state.card(uid_of(game, "Maggie Harris"))
    assert [game.state.card(u).title for u in maggie.attachments] == ["Mustang"]
    assert (maggie.location, maggie.booted) == (FARNUM, True)
    assert game.state.players[0].stash == 3 - 1


def test_a_gadget_horse_must_still_be_invented():
    game = _job(["Mechanical Horse"], home=("Maggie Harris", "Diego Linares"), deck_top=cards("2S"))
    play(game, play="mark", to_uid=0)
    while game.decision.kind == "join_posse":
        play(game, play="done")                                   # Diego stays home
    play(game, play="allow")
    play(game, play="take", card="Mechanical Horse")              # cost 1 - 1 = 0
    play(game, play="target", card="Maggie Harris")               # the rider; Diego, the only Mad Scientist, invents
    assert events(game, "invent")[-1].data["total"] == 2 + 0 + 4  # Diego's +4 for a Horse beats Gadget 5
    assert game.state.card(uid_of(game, "Diego Linares")).booted
    maggie = game.state.card(uid_of(game, "Maggie Harris"))
    assert [game.state.card(u).title for u in maggie.attachments] == ["Mechanical Horse"]
    assert game.state.players[0].stash == 3


def test_no_horse_that_can_be_paid_for_no_question():
    game = scenario(phase="high_noon", players=[
        dict(outfit=FARNUM, stash=0, home=["Maggie Harris"], discard=["Mustang"]),
        dict(outfit="Law Dogs", home=["Laura Banks"]),
    ])
    play(game, play="ability", card="Maggie Harris")
    play(game, play="mark", to_uid=0)
    play(game, play="allow")
    assert events(game, "job_success") and game.decision.kind == "noon"
    assert [c.title for c in game.state.players[0].discard] == ["Mustang"]
