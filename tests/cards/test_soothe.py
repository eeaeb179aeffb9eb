"""Soothe: Noon Miracle 8, boot the spell and the Blessed: unboot another dude at or next to the Blessed."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, cards, events, has_option, play, turn_of, uid_of

DEED = "Surveyor's Office"


def _game(pull: str):
    # Ezrael Jones (Blessed 1) at a deed beside the Law Dogs' home; Clint (booted) at home, Rob (booted) far away
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", street_right=[DEED], at={DEED: ["Ezrael Jones"]}, home=["Clint Ramsey"],
             attach={"Ezrael Jones": ["Soothe"]}, booted=["Clint Ramsey"], deck_top=cards(pull)),
        dict(outfit="The Sloane Gang", home=["Rob Wilby"], booted=["Rob Wilby"]),
    ])


def test_a_booted_dude_next_door_unboots_and_the_blessed_boots():
    game = _game("7H")                                   # 7 + Blessed 1 = 8
    play(game, play="ability", card="Soothe")
    test = events(game, "skill_test")[-1].data
    assert (test["total"], test["difficulty"], test["success"]) == (8, 8, True)
    assert not card_named(game, "Clint Ramsey").booted
    assert card_named(game, "Ezrael Jones").booted and card_named(game, "Soothe").booted
    assert card_named(game, "Rob Wilby").booted          # not nearby: untouched


def test_failed_cast_unboots_nobody_and_is_used_up():
    game = _game("6H")                                   # 6 + 1 = 7 < 8
    play(game, play="ability", card="Soothe")
    assert events(game, "skill_test")[-1].data["success"] is False
    assert card_named(game, "Clint Ramsey").booted
    assert card_named(game, "Ezrael Jones").booted       # booting the Blessed was a cost
    turn_of(game, 0, "noon")
    assert not has_option(game, play="ability", card="Soothe")


def test_not_offered_without_a_booted_dude_nearby():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", street_right=[DEED], at={DEED: ["Ezrael Jones"]}, attach={"Ezrael Jones": ["Soothe"]}),
        dict(outfit="The Sloane Gang", home=["Rob Wilby"], booted=["Rob Wilby"]),
    ])
    assert uid_of(game, "Rob Wilby")
    assert not has_option(game, play="ability", card="Soothe")
