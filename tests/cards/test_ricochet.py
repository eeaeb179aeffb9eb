"""Ricochet: Cheatin' Resolution (shootouts only): the cheater discards their shooter; if your own hand
is legal you take no casualties this round and draw a card."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, any_uid, card_named, cards, effect_stats, events, play, to_next_round
from tests.cards.third_party import backed_cheater

FOUR_NINES = "9H 9H 9D 9C 2D"            # four of a kind with two 9♥: cheatin', rank 8


def _resolution(p0_top: str, p1_top: str = FOUR_NINES):
    # Andreas Andregg (0 stud: five cards) calls out Shi Long Peng, who is the Sloane Gang's shooter;
    # Rob Wilby backs him up (a draw: one redraw offered, declined).
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Andreas Andregg"], hand=["Ricochet"], deck=cards(p0_top + " " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Shi Long Peng", "Rob Wilby"], deck=cards(p1_top + " " + FILLER)),
    ])
    play(game, play="callout", card="Andreas Andregg", target_card="Shi Long Peng")
    play(game, play="accept")
    play(game, play="join", card="Rob Wilby")
    play(game, play="shooter", card="Shi Long Peng")
    assert game.decision.kind == "draw"
    game.choose(1, [])
    return game


def test_legal_hand_discards_the_shooter_saves_your_posse_and_draws():
    game = _resolution("2H 5D 9C JH KD")                # king high, legal: loses by 7 ranks
    assert (game.decision.kind, game.decision.player) == ("resolution", 0)
    play(game, play="ability", card="Ricochet")
    assert "Shi Long Peng" in [c.title for c in game.state.players[1].discard]
    assert len(game.state.players[0].hand) == 1         # Ricochet went, one card drawn
    changed = events(game, "casualties_changed")[-1]
    assert changed.data == {"player": 0, "before": 7, "after": 0}
    assert card_named(game, "Andreas Andregg").zone == "play"


def test_with_a_cheatin_hand_of_your_own_only_the_shooter_goes():
    game = _resolution("KH KH 5D 9C JH")                # a pair of kings with two K♥: cheatin'
    play(game, play="ability", card="Ricochet")
    assert "Shi Long Peng" in [c.title for c in game.state.players[1].discard]
    assert game.state.players[0].hand == ()
    assert events(game, "casualties_changed") == []
    assert (game.decision.kind, game.decision.player) == ("casualty", 0)


def test_not_offered_against_a_legal_hand():
    game = _resolution("2H 5D 9C JH KD", p1_top="9H 9S 9D 9C 2D")
    assert game.decision.kind == "casualty"              # no Resolution play: straight to casualties
    assert [c.title for c in game.state.players[0].hand] == ["Ricochet"]


def test_not_offered_in_the_lowball():
    game = scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Ricochet"], deck=cards("2H 3D 5C 7H 9D " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards("AH AH 4H 6D 8C " + FILLER)),
    ])
    # a cheater, but Ricochet needs a shootout: no Cheatin' Resolution is offered
    assert events(game, "gamblin_win")[-1].data["player"] == 0
    assert [c.title for c in game.state.players[0].hand] == ["Ricochet"]


def test_no_casualties_for_that_round_only():
    game = _resolution("2H 5D 9C JH KD")
    play(game, play="ability", card="Ricochet")
    assert events(game, "casualties_changed")[-1].data["after"] == 0
    to_next_round(game)                                  # round 1 is over; Andreas and Rob fight on
    assert game.state.shootout.round == 2
    assert effect_stats(game, any_uid(game, "Ricochet")) == []


KING_HIGH = "2H 5D 9C JH KD 4S 6C 8D AS QC"   # high card however many Pancho Castillo (a stud) draws


def _three_seats(p1_top: str):
    """Three seats: player 0's Clint Ramsey, backed by Ezrael Jones, calls out player 1's Pancho Castillo
    at the Town Square and shoots for player 0, who cheats with four nines. Player 1 invites player 2,
    whose Rob Wilby joins its posse; player 2 holds Ricochet. Returns the game at player 2's Resolution."""
    return backed_cheater(dict(hand=["Ricochet"]), p1_top)


def _to_casualties(game) -> None:
    while game.decision.kind == "resolution":
        play(game, play="pass")


def test_with_three_players_the_shooter_discarded_is_the_punished_cheaters():
    # Ricochet answers player 0, the other side's cheater: Clint, player 0's shooter, is discarded,
    # not Pancho of the posse player 2 fights in
    game = _three_seats(KING_HIGH)
    assert sorted(game.raw.cheatin) == [0]
    play(game, play="ability", card="Ricochet")
    assert "Clint Ramsey" in [c.title for c in game.state.players[0].discard]
    assert card_named(game, "Pancho Castillo").zone == "play"


def test_a_third_partys_ricochet_reads_the_hand_of_its_posse_and_spares_that_posse():
    # player 1's king high is legal: the posse player 2 fights in takes none of its 7 casualties (four
    # nines, rank 8, against high card), and player 2 draws the card
    game = _three_seats(KING_HIGH)
    play(game, play="ability", card="Ricochet")
    assert len(game.state.players[2].hand) == 1          # Ricochet went, one card drawn
    _to_casualties(game)
    changed = events(game, "casualties_changed")[-1]
    assert changed.data == {"player": 1, "before": 7, "after": 0}
    assert card_named(game, "Pancho Castillo").zone == "play" and card_named(game, "Rob Wilby").zone == "play"


def test_a_third_partys_ricochet_with_its_posses_hand_cheatin_only_discards_the_shooter():
    # player 1 cheats too (two K hearts): the hand player 2 fights with is not legal, so nobody is spared
    # and nothing is drawn; only the other side's cheater is answered
    game = _three_seats("KH KH 5D 9C JH")
    assert sorted(game.raw.cheatin) == [0, 1]
    play(game, play="ability", card="Ricochet")
    assert "Clint Ramsey" in [c.title for c in game.state.players[0].discard]
    assert game.state.players[2].hand == ()
    _to_casualties(game)
    assert events(game, "casualties_changed") == []
    assert game.decision.kind == "casualty" and game.decision.player == 1   # player 1's posse still takes them
