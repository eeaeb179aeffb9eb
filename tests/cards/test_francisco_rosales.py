"""Francisco Rosales: Noon Job on the town square; if it works, a Horse or Sidekick of the discard
pile goes onto a dude of yours at 2 GR off."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, cards, events, has_option, option_titles, pick_titles, play, uid_of


def _game(booted=(), discard=("Mustang", "Bluetick", "Tusk")):
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", home=["Francisco Rosales", "Rob Wilby"], booted=list(booted),
             discard=list(discard), stash=3),
        dict(outfit="Law Dogs", home=["Clint Ramsey"], booted=["Clint Ramsey"]),   # nobody can oppose
    ])


def test_successful_job_fetches_a_horse_for_two_less():
    game = _game()
    play(game, play="ability", card="Francisco Rosales")
    while game.decision.kind == "join_posse":
        play(game, play="done")
    assert events(game, "job_success")
    assert game.state.card(uid_of(game, "Francisco Rosales")).booted
    assert sorted(option_titles(game)) == ["Bluetick", "Mustang"]        # Tusk is neither
    pick_titles(game, "Mustang")
    play(game, play="holder", card="Rob Wilby")
    assert card_named(game, "Mustang").attached_to == uid_of(game, "Rob Wilby")
    assert game.state.players[0].stash == 3                                # cost 2 - 2 = 0


def test_no_job_when_francisco_is_booted():
    game = _game(booted=["Francisco Rosales"])
    assert not has_option(game, play="ability", card="Francisco Rosales")


def test_a_gadget_is_set_aside_while_it_is_invented():
    """Mechanical Horse (Gadget 5) from the discard pile with an empty deck: the skill pull reshuffles the
    discard pile, which no longer holds the Horse (it is being played), so the pull is a 2; Roderick Byre
    (Mad Scientist 1) makes 3 < 5 and the Horse goes back to the discard pile, not into the new deck."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", home=["Francisco Rosales", "Roderick Byre"], deck=[],
             discard=["Mechanical Horse", *cards("2C 2D 2S")], stash=10),
        dict(outfit="Law Dogs", home=["Clint Ramsey"], booted=["Clint Ramsey"]),
    ])
    play(game, play="ability", card="Francisco Rosales")
    while game.decision.kind == "join_posse":
        play(game, play="done")
    pick_titles(game, "Mechanical Horse")
    game.choose(0, next(o.id for o in game.decision.options if o.data.get("card") == "Francisco Rosales"))
    # Roderick, the one Mad Scientist, invents
    assert [e.data["total"] for e in events(game, "invent_fail")] == [3]
    me = game.state.players[0]
    # the failed Gadget is discarded as the effect resolves, the pulled 2 once it has resolved (rulebook "Pulls")
    assert [c.title for c in me.discard][:-1] == ["Mechanical Horse"] and me.discard[-1].title in cards("2C 2D 2S")
    assert me.deck_size == 2 and me.stash == 10     # cost 1 - 2: free
