"""Quickdraw Handgun: Cheatin' Resolution, boot: with a legal draw hand, swap draw hands with the cheater;
the hand you get counts as legal."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, any_uid, cards, effect_stats, events, face, play, to_phase
from tests.cards.third_party import backed_cheater

MINE = "2H 3D 5C 7H 9D"
CHEAT_ACES = "AH AH 4H 6D 8C"


def _lowball(mine):
    return scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", home=["Rob Wilby"], attach={"Rob Wilby": ["Quickdraw Handgun"]},
             deck=cards(mine + " " + FILLER)),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"], deck=cards(CHEAT_ACES + " " + FILLER)),
    ])


def test_the_hands_change_places_and_the_taken_one_is_legal():
    game = _lowball(MINE)
    assert (game.decision.kind, game.decision.player) == ("cheatin_resolution", 0)
    play(game, play="ability", card="Quickdraw Handgun")
    shown = {e.data["player"]: (e.data["rank"], e.data["cheatin"]) for e in events(game, "hand_shown")}
    assert shown == {0: (2, False), 1: (1, False)}     # Player 0 holds the aces now, counted legal
    # the lowest hand (now the Sloane Gang's high card) wins the lowball
    assert [e.data["player"] for e in events(game, "gamblin_win")] == [1]
    # every card went back to its owner's discard pile
    assert sorted(c.title for c in game.state.players[0].discard) == sorted(cards(MINE))
    assert sorted(c.title for c in game.state.players[1].discard) == sorted(cards(CHEAT_ACES))


def test_a_cheatin_hand_cannot_swap():
    game = _lowball("2H 2H 5C 7H 9D")
    assert not [e for e in events(game, "ability") if "Quickdraw" in e.text]
    assert game.decision is None or game.decision.kind != "cheatin_resolution"
    assert not [c for c in game.state.in_play if c.title == "Quickdraw Handgun" and c.booted]
    assert face(2, "H") in [c.title for c in game.state.players[0].discard]


def test_in_the_lowball_the_legal_hand_lasts_the_phase_only():
    game = _lowball(MINE)
    play(game, play="ability", card="Quickdraw Handgun")
    assert events(game, "hand_shown")[0].data["cheatin"] is False    # the taken aces counted as legal ...
    to_phase(game, "high_noon", day=1)
    assert effect_stats(game, any_uid(game, "Quickdraw Handgun")) == []   # ... until the Gamblin' phase ended


def test_a_third_partys_handgun_swaps_the_hand_of_the_posse_it_fights_in():
    """Three seats (RULINGS.md: a third party's "your hand" is its posse's): player 2's Rob Wilby, with the
    Handgun, fights in player 1's posse; player 0 cheats with four nines. The swap gives player 1's posse the
    nines, counted legal, and player 0 player 1's king high; player 2 holds no draw hand at all."""
    game = backed_cheater(dict(attach={"Rob Wilby": ["Quickdraw Handgun"]}), "2H 5D 9C JH KD")
    nines = sorted(game.raw.players[0].draw_hand)
    kings = sorted(game.raw.players[1].draw_hand)
    play(game, play="ability", card="Quickdraw Handgun")
    assert sorted(game.raw.players[1].draw_hand) == nines and sorted(game.raw.players[0].draw_hand) == kings
    assert game.raw.players[2].draw_hand == []
    assert [e.player for e in game.raw.effects if e.stat == "legal_hand"] == [1]
