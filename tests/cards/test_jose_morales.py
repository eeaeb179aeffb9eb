"""José Morales: while in a shootout, his Huckster skill rises by his bullets."""
import pytest

from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, CardScript, boot_self
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, callout_shootout, cards, events, play, turn_of
from tests.stand_ins import stand_in_rules

HEX = "Soul Blast"
JOSE = "José Morales"


@pytest.fixture(autouse=True)
def stand_in_hex(monkeypatch):
    # Two stand-in Hex abilities (difficulty 8, boot) keep the test independent of Soul Blast's own script:
    # 0: Noon/Shootout with no effect; 1: Shootout, brings the caster into your posse.
    def bring_in(ctx):
        return blocks.join_posse(ctx, ctx.dude.uid, ctx.player)

    stand_in_rules(monkeypatch, scripts={"24181": CardScript("24181", abilities=[
        Ability(window="noon_shootout", cast=("Hex", 8), costs=(boot_self(),), effect=lambda ctx: None),
        Ability(window="shootout", cast=("Hex", 8), costs=(boot_self(),), brings_in=True, effect=bring_in,
                tags=frozenset({"enter_play"})),
    ])})


def _game():
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Sloane Gang", town_square=[JOSE, "Allie Hensman"], attach={JOSE: [HEX]},
             deck=cards("5S " + FILLER)),
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], deck=cards(FILLER)),
    ])


def test_his_bullets_join_his_huckster_skill_in_a_shootout():
    game = _game()
    callout_shootout(game, JOSE, "Clint Ramsey")
    turn_of(game, 0)
    play(game, play="ability", card=HEX, ability=0)
    test = events(game, "skill_test")[-1].data
    assert (test["total"], test["success"]) == (5 + 0 + 3, True)


def test_only_his_printed_skill_at_noon():
    game = _game()
    play(game, play="ability", card=HEX, ability=0)
    test = events(game, "skill_test")[-1].data
    assert (test["total"], test["success"]) == (5, False)


def test_not_while_out_of_the_posse():
    game = _game()
    callout_shootout(game, "Allie Hensman", "Clint Ramsey")       # José stays out
    turn_of(game, 0)
    play(game, play="ability", card=HEX, ability=1)               # the cast that brings him in
    test = events(game, "skill_test")[-1].data
    assert (test["total"], test["success"]) == (5, False)
