"""Consecration: Cheatin' Resolution Miracle 7: a dude of yours is a stud with +2 bullets and +2 influence until
Nightfall; in a shootout you take 3 fewer casualties this round."""
from doomtown_tui.engine.testing import scenario

from tests.cards.helpers import (
    FILLER, callout_shootout, card_named, cards, events, pass_until, play, to_reveal,
)

LOW = "2H 3D 5C 7H 9D"
CHEAT = "AH AH 4H 6D 8C"


def _gamblin(pull: str):
    game = scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", town_square=["Ezrael Jones", "Rob Wilby"], attach={"Ezrael Jones": ["Consecration"]},
             deck=cards(f"{LOW} {pull} {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards(f"{CHEAT} {FILLER}")),
    ])
    play(game, play="ability", card="Consecration")
    return game


def test_against_a_cheating_lowball_hand_a_dude_is_consecrated():
    game = _gamblin("6H")                                # 6 + Blessed 1 = 7
    play(game, play="target", card="Rob Wilby")
    assert events(game, "skill_test")[-1].data["success"] is True
    rob = card_named(game, "Rob Wilby")
    assert (rob.shooter, rob.bullets, rob.influence) == ("stud", 3, 2)   # printed 1 draw, 0 influence


def test_failed_cast_leaves_the_dude_as_printed():
    game = _gamblin("5H")                                # 6 < 7
    play(game, play="target", card="Rob Wilby")
    assert events(game, "skill_test")[-1].data["success"] is False
    rob = card_named(game, "Rob Wilby")
    assert (rob.shooter, rob.bullets, rob.influence) == ("draw", 1, 0)


def test_not_offered_against_a_legal_hand():
    game = scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", town_square=["Ezrael Jones"], attach={"Ezrael Jones": ["Consecration"]},
             deck=cards(f"{CHEAT} {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards(f"{LOW} {FILLER}")),
    ])
    assert events(game, "gamblin_win")[-1].data["player"] == 1
    assert card_named(game, "Ezrael Jones").bullets == 1
    assert not events(game, "skill_test")


def test_in_a_shootout_three_casualties_fewer():
    # Ezrael (1 draw) and Rob (draw backup): five cards plus one redraw offered; Pancho (3 stud) draws eight
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Ezrael Jones", "Rob Wilby"], attach={"Ezrael Jones": ["Consecration"]},
             deck=cards(f"2H 5D 9C JH KD 6H {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards(f"9H 9H 9D 9C 2D 4C 6S 8H {FILLER}")),
    ])
    callout_shootout(game, "Ezrael Jones", "Pancho Castillo", join=("Rob Wilby",))
    to_reveal(game)
    pass_until(game, "resolution")
    play(game, play="ability", card="Consecration")      # four of a kind (8) against high card (1)
    play(game, play="target", card="Ezrael Jones")
    assert events(game, "skill_test")[-1].data["total"] == 7
    pass_until(game, "casualty")
    changed = events(game, "casualties_changed")[-1].data
    assert (changed["before"], changed["after"]) == (7, 4)
