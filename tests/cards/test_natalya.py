"""Natalya: at the start of Production, if your stash is smaller than every opponent's and she is at a
deed, you collect that deed's production this turn and its controller does not."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import cards, events, to_phase


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


def test_the_theft_is_for_that_production_only():
    # Ezrael keeps the Law Dogs' 2 control points from winning at Sundown. After day 1 Player 1 has 8 GR and
    # Player 2 7; both pay upkeep (Natalya 1) and ante, and Player 1's low hand wins the day 2 lowball:
    # 8 GR against 6, so Natalya takes nothing on day 2 and the bank's production goes to its controller
    game = scenario(phase="production", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", stash=3, at={"2nd Bank of Gomorra": ["Natalya"]}, home=["Ezrael Jones"],
             deck=cards("3H 3D 3C 7H 7D 2H 3S 5C 7S 9D QH QD QC")),
        dict(outfit="Law Dogs", stash=4, street_left=["2nd Bank of Gomorra"],
             at={"2nd Bank of Gomorra": ["Laura Banks"]},
             deck=cards("3H 3D 3C 7H 7D QH QD QC KH KD 10H 10D 10C")),
    ])
    day1 = {e.data["player"]: e.data["amount"] for e in events(game, "gain") if "production" in e.text}
    assert day1 == {0: 3 + 2, 1: 3}
    start = len(game.events)
    to_phase(game, "upkeep", day=2)
    assert events(game, "gamblin_win")[-1].data["player"] == 0
    day2 = {e.data["player"]: e.data["amount"] for e in game.events[start:]
            if e.kind == "gain" and "production" in e.text}
    assert day2 == {0: 3, 1: 3 + 2}
