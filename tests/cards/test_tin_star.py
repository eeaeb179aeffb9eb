"""Tin Star: this dude is a Deputy, and a wanted dude cannot refuse their call-outs."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, play


def _callout(bounty: int):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], attach={"Rob Wilby": ["Tin Star"]}),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], bounty={"Pancho Castillo": bounty} if bounty else {}),
    ])
    assert "Deputy" in card_named(game, "Rob Wilby").keywords
    play(game, play="callout", card="Rob Wilby", target_card="Pancho Castillo")
    assert (game.decision.kind, game.decision.player) == ("callout_response", 1)
    return game


def test_a_wanted_dude_cannot_refuse_the_deputy():
    game = _callout(bounty=1)
    assert [o.data["play"] for o in game.decision.options] == ["accept"]


def test_an_honest_dude_still_may():
    game = _callout(bounty=0)
    assert [o.data["play"] for o in game.decision.options] == ["accept", "refuse"]
