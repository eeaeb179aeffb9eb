"""Lane Healey: +2 bullets and -1 upkeep while he has a Horse."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import uid_of


def _lane(*goods: str):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Farnum's Consortium", home=["Lane Healey"], attach={"Lane Healey": list(goods)} if goods else {}),
        dict(outfit="Law Dogs", home=["Laura Banks"]),
    ])
    lane = game.state.card(uid_of(game, "Lane Healey"))
    return lane.bullets, lane.upkeep


def test_a_horse_gives_bullets_and_lowers_upkeep():
    assert _lane("Mustang") == (1 + 2, 2 - 1)


def test_without_a_horse_printed_values():
    assert _lane() == (1, 2)
    assert _lane("Shotgun") == (2, 2)
