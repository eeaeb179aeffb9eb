"""Sword of the Spirit: Noon Miracle 7: a dude gets +1 bullets; while they hold a Melee Weapon they are a stud and
opposing spells cannot affect them."""
from doomtown_tui.engine import actions
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import any_uid, card_named, cards, events, option_titles, play, to_phase, turn_of

DEED = "Surveyor's Office"


def _game(pull: str):
    # Rob Wilby (1 draw) holds a Rapier (+2 bullets); the other side's Enapay can cast Red Horse's Tail at the deed
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Ezrael Jones"], at={DEED: ["Rob Wilby", "Clint Ramsey"]},
             attach={"Ezrael Jones": ["Sword of the Spirit"], "Rob Wilby": ["Rapier"]}, deck_top=cards(pull)),
        dict(outfit="The Spiritual Society", street_right=[DEED], at={DEED: ["Enapay"]},
             attach={DEED: ["Red Horse's Tail"]}),
    ])
    play(game, play="ability", card="Sword of the Spirit")
    return game


def test_a_dude_with_a_melee_weapon_becomes_a_stud_beyond_opposing_spells():
    game = _game("6H")                                   # 6 + Blessed 1 = 7
    play(game, play="target", card="Rob Wilby")
    assert events(game, "skill_test")[-1].data["success"] is True
    rob = card_named(game, "Rob Wilby")
    assert (rob.bullets, rob.shooter) == (4, "stud")
    turn_of(game, 1, "noon")
    play(game, play="ability", card="Red Horse's Tail")
    assert sorted(option_titles(game)) == ["Clint Ramsey", "Enapay"]


def test_without_a_melee_weapon_only_the_bullet():
    game = _game("6H")
    play(game, play="target", card="Clint Ramsey")
    clint = card_named(game, "Clint Ramsey")
    assert (clint.bullets, clint.shooter) == (3, "stud")
    turn_of(game, 1, "noon")
    play(game, play="ability", card="Red Horse's Tail")
    assert sorted(option_titles(game)) == ["Clint Ramsey", "Enapay", "Rob Wilby"]   # Clint stays in reach


def test_failed_cast_changes_nothing():
    game = _game("5H")                                   # 5 + 1 = 6 < 7
    play(game, play="target", card="Rob Wilby")
    assert events(game, "skill_test")[-1].data["success"] is False
    rob = card_named(game, "Rob Wilby")
    assert (rob.bullets, rob.shooter) == (3, "draw")
    turn_of(game, 1, "noon")
    play(game, play="ability", card="Red Horse's Tail")
    assert sorted(option_titles(game)) == ["Clint Ramsey", "Enapay", "Rob Wilby"]


def test_the_blessing_ends_with_the_turn():
    game = _game("6H")
    play(game, play="target", card="Rob Wilby")
    assert (card_named(game, "Rob Wilby").bullets, card_named(game, "Rob Wilby").shooter) == (4, "stud")
    to_phase(game, "gamblin", day=2)
    rob = card_named(game, "Rob Wilby")
    assert (game.state.day, rob.bullets, rob.shooter) == (2, 3, "draw")   # printed 1 + the Rapier's 2, a draw


def test_the_blessing_outlasts_the_caster():
    game = _game("6H")
    play(game, play="target", card="Rob Wilby")
    # Ezrael leaves play later that turn (as he would falling in a shootout), his spell with him
    actions.discard_card(game.raw, any_uid(game, "Ezrael Jones"), "a stand-in for a casualty")
    assert {"Ezrael Jones", "Sword of the Spirit"} <= {c.title for c in game.state.players[0].discard}
    rob = card_named(game, "Rob Wilby")
    assert (rob.bullets, rob.shooter) == (4, "stud")     # printed 1 + the Rapier's 2 + the Sword's 1, still a stud
    turn_of(game, 1, "noon")
    play(game, play="ability", card="Red Horse's Tail")
    assert sorted(option_titles(game)) == ["Clint Ramsey", "Enapay"]   # still beyond the opposing spell's reach
    to_phase(game, "gamblin", day=2)
    rob = card_named(game, "Rob Wilby")
    assert (rob.bullets, rob.shooter) == (3, "draw")     # over with the turn
