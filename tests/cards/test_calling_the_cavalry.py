"""Calling the Cavalry (Headline): Shootout: when this round's hands are compared, the side with more
Horses in its posse is +1 hand rank; also one of your posse is a stud for the rest of the shootout."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    card_named,
    cards,
    end_shootout,
    events,
    hand_rank_bonus,
    play,
    to_next_round,
    to_reveal,
    uid_of,
)

P0_HAND = "4H 4D 8C JD KH 3C"     # six cards (1 stud after the card): a pair of fours, rank 2
P1_HAND = "9H 9D 2C 5D KC"        # a pair of nines: rank 2, better than the fours


def _shootout(p0_attach: dict, p1_attach: dict | None = None):
    # Rob Wilby (1 draw) calls out Shi Long Peng (0 stud, 5 cards, no draw bonus).
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], attach=p0_attach, hand=["Calling the Cavalry"],
             deck=cards(P0_HAND + " " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Shi Long Peng"], attach=p1_attach or {},
             deck=cards(P1_HAND + " " + FILLER)),
    ], shootout=dict(posses=[["Rob Wilby"], ["Shi Long Peng"]]))
    play(game, play="ability", card="Calling the Cavalry")
    return game


def test_the_posse_with_more_horses_gains_a_hand_rank():
    game = _shootout({"Rob Wilby": ["Mustang"]})
    assert card_named(game, "Rob Wilby").shooter == "stud"
    to_reveal(game)
    result = events(game, "round_result")[-1]
    # pair of fours + 1 = rank 3 beats the pair of nines (rank 2) by one
    assert (result.data["winner"], result.data["casualties"]) == (0, 1)


def test_no_bonus_when_the_horses_are_even():
    game = _shootout({"Rob Wilby": ["Mustang"]}, {"Shi Long Peng": ["Roan"]})
    to_reveal(game)
    result = events(game, "round_result")[-1]
    assert result.data["winner"] == 1                   # the nines win; nobody got +1


def test_a_second_headline_in_the_shootout_is_refused():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], hand=["Calling the Cavalry", "Faster on the Draw"]),
        dict(outfit="The Sloane Gang", town_square=["Shi Long Peng"], hand=["Calling the Cavalry"]),
    ], shootout=dict(posses=[["Rob Wilby"], ["Shi Long Peng"]]))
    play(game, play="ability", card="Calling the Cavalry")
    # the Sloane Gang's copy is a second Headline: they have no play, so the Law Dogs go again
    assert (game.decision.kind, game.decision.player) == ("shootout", 0)
    assert [c.title for c in game.state.players[1].hand] == ["Calling the Cavalry"]


def test_the_rank_ends_with_the_round_and_the_stud_with_the_shootout():
    # as in the first test, with Philip Swinford beside Shi Long Peng so that the shootout outlives round 1
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], attach={"Rob Wilby": ["Mustang"]},
             hand=["Calling the Cavalry"], deck=cards(P0_HAND + " " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Shi Long Peng", "Philip Swinford"],
             deck=cards(P1_HAND + " " + FILLER)),
    ], shootout=dict(posses=[["Rob Wilby"], ["Shi Long Peng", "Philip Swinford"]]))
    play(game, play="ability", card="Calling the Cavalry")
    rob = uid_of(game, "Rob Wilby")
    to_next_round(game)
    result = events(game, "round_result")[-1]
    assert (result.data["winner"], result.data["casualties"]) == (0, 1)   # the +1 counted in round 1
    assert hand_rank_bonus(game, 0) == 0                                   # ... and no longer
    assert game.state.card(rob).shooter == "stud"                          # the shootout is still on
    end_shootout(game)
    assert game.state.card(rob).shooter == "draw"
