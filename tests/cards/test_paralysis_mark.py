"""Paralysis Mark: Noon Hex X, boot: boot a dude at the caster's location; X is that dude's value."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, cards, events, has_option, play, turn_of, uid_of


def _town(pull: str):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Wilber Crowley"], attach={"Wilber Crowley": ["Paralysis Mark"]},
             deck_top=cards(pull)),
        dict(outfit="The Sloane Gang", town_square=["Rob Wilby", "Alan Campbell"], home=["Pagliaccio"]),
    ])


def test_boots_a_dude_here_whose_value_the_cast_meets():
    game = _town("AH")                                    # 1 + Huckster 1 = 2 vs Rob Wilby's value 2
    play(game, play="ability", card="Paralysis Mark")
    assert sorted(o.data["card"] for o in game.decision.options) == ["Alan Campbell", "Rob Wilby", "Wilber Crowley"]
    play(game, play="target", uid=uid_of(game, "Rob Wilby"))
    test = events(game, "skill_test")[-1].data
    assert (test["total"], test["difficulty"], test["success"]) == (2, 2, True)
    assert card_named(game, "Rob Wilby").booted
    assert card_named(game, "Paralysis Mark").booted
    assert not card_named(game, "Wilber Crowley").booted


def test_a_failed_cast_boots_nobody_and_uses_the_hex():
    game = _town("5H")                                    # 5 + 1 = 6 < Alan Campbell's value 8
    play(game, play="ability", card="Paralysis Mark")
    play(game, play="target", uid=uid_of(game, "Alan Campbell"))
    assert events(game, "skill_test")[-1].data["success"] is False
    assert not card_named(game, "Alan Campbell").booted
    turn_of(game, 0, "noon")
    assert not has_option(game, play="ability", card="Paralysis Mark")


def test_a_dude_elsewhere_cannot_be_chosen():
    game = _town("KH")
    play(game, play="ability", card="Paralysis Mark")
    assert "Pagliaccio" not in [o.data.get("card") for o in game.decision.options]
