"""Natalya: at the start of Production, if your stash is smaller than every opponent's and she is at a
deed, you collect that deed's production this turn and its controller does not."""
from doomtown_tui.engine.testing import scenario

from tests.cards.helpers import events


def _production(stash: int):
    # Natalya belongs to player 0 but stands at player 1's deed (placed after the deed exists)
    game = scenario(phase="production", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", stash=stash, at={"2nd Bank of Gomorra": ["Natalya"]}),
        dict(outfit="Law Dogs", stash=4, street_left=["2nd Bank of Gomorra"], at={"2nd Bank of Gomorra": ["Laura Banks"]}),
    ])
    return {e.data["player"]: e.data["amount"] for e in events(game, "gain") if "production" in e.text}


def test_the_poorest_player_takes_the_deed_s_production():
    assert _production(stash=3) == {0: 3 + 2, 1: 3}


def test_no_theft_without_the_smaller_stash():
    assert _production(stash=4) == {0: 3, 1: 3 + 2}
