"""Tommy Harden: when the opposing posse in his shootout reveals a cheatin' hand, his side's hand rank
is +2 this round if its own hand is legal, +1 if it cheats too; nothing if Tommy is not in the shootout."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, cards, end_shootout, events, hand_rank_bonus, play, to_reveal
from tests.cards.third_party import CHEATIN_KINGS, cheated_against

CHEAT_PAIR = "2H 2H 9C JH KD"        # a pair of 2s with a duplicate 2H: cheatin', rank 2


def _shootout(p0_top: str, home=(), caller: str = "Tommy Harden"):
    # Tommy (1 stud) as his posse's shooter draws 6; Ike Clanton (0 draw) draws 5, no redraw.
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=[caller], home=list(home), deck=cards(p0_top + " " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Ike Clanton"], deck=cards(CHEAT_PAIR + " " + FILLER)),
    ], shootout=dict(posses=[[caller], ["Ike Clanton"]]))
    if game.decision.kind == "join_posse":
        play(game, play="done")
    to_reveal(game)
    return game


def test_a_cheating_opponent_gives_plus_two_when_his_own_hand_is_legal():
    game = _shootout("2D 5H 9H JD KC 4S")          # king high, legal: rank 1
    assert [(e.data["player"], e.data["amount"]) for e in events(game, "hand_rank")] == [(0, 2)]
    result = events(game, "round_result")[-1]
    # rank 1 + 2 = 3 beats the cheatin' pair (rank 2) by one: one casualty for the Sloane Gang
    assert (result.data["winner"], result.data["casualties"]) == (0, 1)
    assert game.decision.kind == "casualty" and game.decision.player == 1


def test_only_plus_one_when_his_own_hand_cheats_too():
    game = _shootout("4D 4D 9H JD KC 5S")          # a pair of 4s with a duplicate: cheatin', rank 2
    assert [(e.data["player"], e.data["amount"]) for e in events(game, "hand_rank")] == [(0, 1)]
    result = events(game, "round_result")[-1]
    assert (result.data["winner"], result.data["casualties"]) == (0, 1)   # rank 3 against rank 2


def test_nothing_when_tommy_is_not_in_the_shootout():
    game = _shootout("2D 5H 9H JD KC 4S", home=["Tommy Harden"], caller="Clint Ramsey")
    assert events(game, "hand_rank") == []
    result = events(game, "round_result")[-1]
    assert result.data["winner"] == 1             # the cheatin' pair beats king high


def test_the_bonus_ends_with_the_round():
    game = _shootout("2D 5H 9H JD KC 4S")
    assert (game.decision.kind, game.decision.player) == ("casualty", 1)
    assert hand_rank_bonus(game, 0) == 2
    end_shootout(game)                                     # Ike is the casualty: the shootout is over
    assert game.state.shootout is None
    assert hand_rank_bonus(game, 0) == 0


def test_with_three_players_a_third_partys_tommy_reads_the_hand_of_his_posse():
    # Tommy (seat 2) fights in seat 1's posse; seat 0 cheats, and so does seat 1 (two K♥): +1, not +2
    game = cheated_against(dict(town_square=["Tommy Harden"]), ["Tommy Harden"], theirs=CHEATIN_KINGS)
    assert [e.data for e in events(game, "hand_rank")] == [{"player": 1, "amount": 1}]


def test_with_three_players_and_his_posses_hand_legal_it_is_plus_two():
    game = cheated_against(dict(town_square=["Tommy Harden"]), ["Tommy Harden"])
    assert [e.data for e in events(game, "hand_rank")] == [{"player": 1, "amount": 2}]
