"""Ricochet: Cheatin' Resolution (shootouts only): the cheater discards their shooter; if your own hand
is legal you take no casualties this round and draw a card."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, any_uid, card_named, cards, effect_stats, events, play, to_next_round

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


def test_with_three_players_the_shooter_discarded_is_the_punished_cheaters():
    # player 2 sends Rob Wilby into player 0's posse and holds Ricochet; player 0 (Clint Ramsey's posse)
    # cheats with four nines, player 1 (Pancho Castillo) has a legal hand: Ricochet answers player 0,
    # so Clint, player 0's shooter, is discarded, not the other side's Pancho
    from tests.cards.helpers import to_reveal, turn_of
    from tests.test_multiplayer import callout_three, invite, send

    game = callout_three(dict(deck=cards(FOUR_NINES + " " + FILLER)),
                         dict(deck=cards("2H 5D 9C JH KD " + FILLER)),
                         dict(town_square=["Rob Wilby"], hand=["Ricochet"]))
    invite(game, 0, 2)
    send(game, 2, "Rob Wilby")
    play(game, play="shooter", card="Clint Ramsey")
    to_reveal(game)
    turn_of(game, 2, "resolution")
    assert sorted(game.raw.cheatin) == [0]
    play(game, play="ability", card="Ricochet")
    assert "Clint Ramsey" in [c.title for c in game.state.players[0].discard]
    assert card_named(game, "Pancho Castillo").zone == "play"
