"""Pair of Six-Shooters: Cheatin' Resolution, boot: a card of your draw hand takes the value and suit you
name (in the lowball too; if that makes your hand cheatin', you can be punished for it)."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, any_uid, cards, events, face, play, turn_of
from tests.cards.third_party import cheated_against

CHEAT_ACES = "AH AH 4H 6D 8C"        # a pair of aces with a duplicate card: cheatin'


def _lowball(mine, theirs):
    return scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", home=["Rob Wilby"], attach={"Rob Wilby": ["Pair of Six-Shooters"]},
             deck=cards(mine + " " + FILLER)),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"], deck=cards(theirs + " " + FILLER)),
    ])


def test_breaking_a_pair_wins_the_lowball():
    # a pair of 2s against the cheater's pair of aces would lose the lowball (the aces lose a shootout)
    game = _lowball("2H 2D 5C 7H KD", CHEAT_ACES)
    assert (game.decision.kind, game.decision.player) == ("cheatin_resolution", 0)
    play(game, play="ability", card="Pair of Six-Shooters")
    play(game, play="change", card=face(2, "D"))
    play(game, play="identity", value=3, suit="S")
    shown = events(game, "hand_shown")[-1].data
    assert (shown["player"], shown["rank"], shown["cheatin"]) == (0, 1, False)
    assert [e.data["player"] for e in events(game, "gamblin_win")] == [0]


def test_a_duplicate_made_this_way_is_cheatin():
    game = _lowball("2H 3D 5C 7H KD", CHEAT_ACES)
    play(game, play="ability", card="Pair of Six-Shooters")
    play(game, play="change", card=face(3, "D"))
    play(game, play="identity", value=2, suit="H")
    shown = events(game, "hand_shown")[-1].data
    assert (shown["player"], shown["rank"], shown["cheatin"]) == (0, 2, True)


def test_no_cheater_no_resolution():
    game = _lowball("2H 3D 5C 7H KD", "AS 4D 6C 8H 10S")
    assert not events(game, "ability")
    assert game.decision.kind != "cheatin_resolution"


def test_the_new_identity_is_gone_once_the_card_is_discarded():
    game = _lowball("2H 2D 5C 7H KD", CHEAT_ACES)
    play(game, play="ability", card="Pair of Six-Shooters")
    play(game, play="change", card=face(2, "D"))
    play(game, play="identity", value=3, suit="S")
    assert events(game, "hand_shown")[-1].data["rank"] == 1          # it counted as a 3 of spades in the hand
    changed = any_uid(game, face(2, "D"), owner=0)
    assert face(2, "D") in [c.title for c in game.state.players[0].discard]
    # no view shows a card's borrowed identity: the raw card instance says it is its printed self again
    assert game.raw.cards[changed].shown_as is None


def test_a_third_party_changes_a_card_of_the_hand_its_posse_fights_with():
    # seat 2's Rob Wilby (with the guns) fights in seat 1's posse: "your draw hand" is Pancho Castillo's
    game = cheated_against(dict(town_square=["Rob Wilby"], attach={"Rob Wilby": ["Pair of Six-Shooters"]}),
                           ["Rob Wilby"])
    turn_of(game, 2, "resolution")
    play(game, play="ability", card="Pair of Six-Shooters")
    assert {o.data["uid"] for o in game.decision.options} == {c.uid for c in game.state.players[1].draw_hand}
    play(game, play="change", card=face(6, "C"))
    play(game, play="identity", value=13, suit="S")           # a pair of kings
    shown = events(game, "hand_shown")[-1].data
    assert (shown["player"], shown["rank"], shown["cheatin"]) == (1, 2, False)
