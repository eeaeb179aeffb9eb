"""Stevie Lyndon: +4 Blessed while casting a Hymn."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import cards, events, play, turn_of

HYMN = "Onward Christian Soldiers"      # Shootout Miracle 4, boot (a Hymn)


def _cast(caster: str):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=[caster], attach={caster: [HYMN]}, deck_top=cards("AS")),
        dict(outfit="Law Dogs", town_square=["Laura Banks"]),
    ], shootout=dict(posses=[[caster], ["Laura Banks"]]))
    turn_of(game, 0)
    play(game, play="ability", card=HYMN)
    return events(game, "skill_test")[-1].data


def test_stevie_casts_a_hymn_with_four_more_blessed():
    test = _cast("Stevie Lyndon")                 # Blessed 0
    assert (test["total"], test["success"]) == (1 + 0 + 4, True)


def test_another_blessed_0_gets_no_help():
    test = _cast("He Fang")                       # Blessed 0
    assert (test["total"], test["success"]) == (1, False)
