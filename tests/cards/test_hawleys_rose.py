"""Hawley's Rose: this dude is an Abomination; during Sundown they get +1 influence, and +1 more if an
opposing dude is at their deed."""
import re

from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, events


def _influence_at_sundown(game, player: int) -> int:
    text = next(e.text for e in events(game, "standing") if e.data["player"] == player)
    return int(re.search(r"(\d+) influence", text).group(1))


def test_the_rose_is_an_abomination_with_no_influence_at_noon():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], attach={"Rob Wilby": ["Hawley's Rose"]}),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ])
    rob = card_named(game, "Rob Wilby")
    assert "Abomination" in rob.keywords and rob.influence == 0


def test_two_influence_at_sundown_with_an_opposing_dude_at_the_deed():
    game = scenario(phase="sundown", players=[
        dict(outfit="Law Dogs", at={"Pony Express": ["Rob Wilby"]}, attach={"Rob Wilby": ["Hawley's Rose"]}),
        dict(outfit="The Sloane Gang", street_right=["Pony Express"], at={"Pony Express": ["Pancho Castillo"]}),
    ])
    assert _influence_at_sundown(game, 0) == 2


def test_one_influence_at_sundown_elsewhere():
    # the town square is not a deed, so the opposing dude there adds nothing
    game = scenario(phase="sundown", players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], attach={"Rob Wilby": ["Hawley's Rose"]}),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ])
    assert _influence_at_sundown(game, 0) == 1
