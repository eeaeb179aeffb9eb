"""Confession: Noon Miracle 5, boot: 1 bounty from a nearby dude into your stash; Noon Miracle 6, boot: a dude
here gains 1 bounty (one next door if the Blessed boots too)."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, cards, events, has_option, option_titles, play, turn_of, uid_of

DEED = "Surveyor's Office"


def _game(pull: str, rob_at: str = "town square", booted=(), bounty=None):
    p1 = dict(outfit="The Sloane Gang", bounty=bounty or {})
    if rob_at == "town square":
        p1["town_square"] = ["Rob Wilby"]
    else:
        p1["at"] = {rob_at: ["Rob Wilby"]}
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", stash=10, street_right=[DEED], at={DEED: ["Ezrael Jones"]},
             attach={"Ezrael Jones": ["Confession"]}, booted=list(booted), deck_top=cards(pull)),
        p1,
    ])


def test_takes_one_bounty_from_a_dude_next_door_into_the_stash():
    game = _game("4H", bounty={"Rob Wilby": 2})         # 4 + Blessed 1 = 5
    play(game, play="ability", card="Confession", ability=0)
    assert events(game, "skill_test")[-1].data["success"] is True
    assert card_named(game, "Rob Wilby").bounty == 1
    assert game.state.players[0].stash == 11
    assert not card_named(game, "Ezrael Jones").booted and card_named(game, "Confession").booted


def test_first_ability_needs_a_wanted_dude_nearby():
    game = _game("4H")
    assert has_option(game, play="ability", card="Confession", ability=1)
    assert not has_option(game, play="ability", card="Confession", ability=0)


def test_gives_a_dude_at_this_location_a_bounty_without_booting_the_blessed():
    game = _game("5H", rob_at=DEED)                     # 5 + 1 = 6
    play(game, play="ability", card="Confession", ability=1)
    assert sorted(option_titles(game)) == ["Ezrael Jones", "Rob Wilby"]
    play(game, play="target", uid=uid_of(game, "Rob Wilby"))
    assert card_named(game, "Rob Wilby").bounty == 1
    assert not card_named(game, "Ezrael Jones").booted


def test_a_dude_next_door_costs_booting_the_blessed():
    game = _game("5H")
    play(game, play="ability", card="Confession", ability=1)
    play(game, play="target", uid=uid_of(game, "Rob Wilby"))
    assert card_named(game, "Rob Wilby").bounty == 1
    assert card_named(game, "Ezrael Jones").booted


def test_a_booted_blessed_reaches_only_its_own_location():
    game = _game("5H", booted=("Ezrael Jones",))
    play(game, play="ability", card="Confession", ability=1)
    # only Ezrael himself stands at the deed: he is the one target, chosen without asking
    assert card_named(game, "Ezrael Jones").bounty == 1
    assert card_named(game, "Rob Wilby").bounty == 0


def test_failed_cast_gives_no_bounty_and_is_used_up():
    game = _game("4H")                                  # 4 + 1 = 5 < 6
    play(game, play="ability", card="Confession", ability=1)
    play(game, play="target", uid=uid_of(game, "Rob Wilby"))
    assert events(game, "skill_test")[-1].data["success"] is False
    assert card_named(game, "Rob Wilby").bounty == 0
    assert card_named(game, "Ezrael Jones").booted      # the boot for the far target was paid
    turn_of(game, 0, "noon")
    assert not has_option(game, play="ability", card="Confession")
