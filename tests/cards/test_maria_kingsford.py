"""Maria Kingsford: while she is in a shootout, her bounty is added to each Huckster skill test she makes (not
to one that brings her into the shootout: digest C)."""
import pytest

from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, CardScript, boot_self
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, callout_shootout, cards, events, play, posse_titles, turn_of
from tests.stand_ins import stand_in_rules

HEX = "Soul Blast"


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


def _game(maria_at="town_square"):
    mine = dict(outfit="The Sloane Gang", town_square=["Allie Hensman"], bounty={"Maria Kingsford": 3},
                attach={"Maria Kingsford": [HEX]}, deck=cards("5S " + FILLER))
    mine.setdefault(maria_at, []).append("Maria Kingsford")
    return scenario(phase="high_noon", dealer=0, players=[
        mine, dict(outfit="Law Dogs", town_square=["Clint Ramsey"], deck=cards(FILLER))])


def test_her_bounty_counts_in_a_shootout():
    game = _game()
    callout_shootout(game, "Maria Kingsford", "Clint Ramsey")
    turn_of(game, 0)
    play(game, play="ability", card=HEX, ability=0)
    test = events(game, "skill_test")[-1].data
    assert (test["total"], test["success"]) == (5 + 0 + 3, True)


def test_not_outside_a_shootout():
    game = _game()
    play(game, play="ability", card=HEX, ability=0)
    test = events(game, "skill_test")[-1].data
    assert (test["total"], test["success"]) == (5, False)


def test_not_for_the_test_that_brings_her_in():
    game = _game(maria_at="home")
    callout_shootout(game, "Allie Hensman", "Clint Ramsey")
    turn_of(game, 0)
    play(game, play="ability", card=HEX, ability=1)
    test = events(game, "skill_test")[-1].data
    assert (test["total"], test["success"]) == (5, False)
    assert posse_titles(game, 0) == ["Allie Hensman"]
