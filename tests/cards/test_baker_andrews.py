"""Baker Andrews: Resolution: with a cheatin' hand, Baker takes a bounty and your hand rank goes up one."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    card_named,
    cards,
    events,
    hand_rank_bonus,
    has_option,
    play,
    to_next_round,
    to_reveal,
    turn_of,
    uid_of,
)
from tests.cards.third_party import CHEATIN_KINGS, cheated_against

BAKER = "Baker Andrews"


def _shootout(p0_top: str):
    # Baker (2 stud) draws seven; Ezrael Jones (1 draw) draws five and swaps none: a legal pair of 5s.
    game = scenario(phase="high_noon", players=[
        dict(outfit="The Sloane Gang", town_square=[BAKER], deck=cards(p0_top + " " + FILLER)),
        dict(outfit="Law Dogs", town_square=["Ezrael Jones"], deck=cards("5H 5C 9C JH KD " + FILLER)),
    ], shootout=dict(posses=[[BAKER], ["Ezrael Jones"]]))
    to_reveal(game)
    return game


def test_with_a_cheatin_hand_he_takes_a_bounty_for_plus_one_rank():
    game = _shootout("4D 4D 9H JD KC 5S 6C")      # a pair of 4s with a duplicate 4D: cheatin'
    baker = uid_of(game, BAKER)
    assert game.decision.kind == "resolution" and game.decision.player == 0
    play(game, play="ability", uid=baker)
    assert game.state.card(baker).bounty == 1
    assert [(e.data["player"], e.data["amount"]) for e in events(game, "hand_rank")] == [(0, 1)]
    result = events(game, "round_result")[-1]
    assert (result.data["winner"], result.data["casualties"]) == (0, 1)   # rank 3 against the pair of 5s


def test_not_usable_with_a_legal_hand():
    game = _shootout("4D 4H 9H JD KC 5S 6C")      # the same pair, legal: it loses to the 5s
    assert not has_option(game, play="ability", card=BAKER)
    assert game.state.card(uid_of(game, BAKER)).bounty == 0
    assert events(game, "hand_rank") == []
    assert events(game, "round_result")[-1].data["winner"] == 1


def test_the_extra_rank_is_gone_once_the_round_is_over():
    # as above, but Rob Wilby stands with Ezrael: one casualty leaves a dude, so the shootout goes on
    game = scenario(phase="high_noon", players=[
        dict(outfit="The Sloane Gang", town_square=[BAKER], deck=cards("4D 4D 9H JD KC 5S 6C " + FILLER)),
        dict(outfit="Law Dogs", town_square=["Ezrael Jones", "Rob Wilby"], deck=cards("5H 5C 9C JH KD " + FILLER)),
    ], shootout=dict(posses=[[BAKER], ["Ezrael Jones", "Rob Wilby"]]))
    to_reveal(game)
    play(game, play="ability", card=BAKER)
    assert hand_rank_bonus(game, 0) == 1
    to_next_round(game)                                 # Rob is the casualty; Ezrael fights on
    assert events(game, "round_result")[-1].data["winner"] == 0
    assert game.state.shootout is not None and game.state.shootout.round == 2
    assert hand_rank_bonus(game, 0) == 0


def test_not_usable_with_a_hand_quickdraw_handgun_made_legal():
    # Baker's legal pair of 4s is swapped for Ezrael's cheatin' pair of 5s, which now counts as legal
    game = scenario(phase="high_noon", players=[
        dict(outfit="The Sloane Gang", town_square=[BAKER], attach={BAKER: ["Quickdraw Handgun"]},
             deck=cards("4D 4H 9H JD KC 5S 6C 8D " + FILLER)),
        dict(outfit="Law Dogs", town_square=["Ezrael Jones"], deck=cards("5H 5H 9C JH KD " + FILLER)),
    ], shootout=dict(posses=[[BAKER], ["Ezrael Jones"]]))
    to_reveal(game)
    assert [e.data["cheatin"] for e in events(game, "reveal")] == [False, True]
    play(game, play="ability", card="Quickdraw Handgun")
    assert not has_option(game, play="ability", card=BAKER)
    assert game.state.card(uid_of(game, BAKER)).bounty == 0
    assert hand_rank_bonus(game, 0) == 0


def test_with_three_players_a_third_partys_baker_raises_the_cheatin_hand_of_his_posse():
    game = cheated_against(dict(town_square=["Baker Andrews"]), ["Baker Andrews"], theirs=CHEATIN_KINGS)
    turn_of(game, 2, "resolution")
    play(game, play="ability", card="Baker Andrews")
    assert [e.data for e in events(game, "hand_rank")] == [{"player": 1, "amount": 1}]
    assert card_named(game, "Baker Andrews").bounty == 1
