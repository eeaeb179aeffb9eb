"""Fire of Nanahbozho (Totem): planted at deeds only; its deed is a Holy Ground; Shamans there get +2
Shaman; Noon/Shootout, Spirit 10: a booted dude here or next door unboots; if here, play again."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, cards, events, has_option, play, uid_of

NEAR, FAR = "Surveyor's Office", "Killer Bunnies Casino"     # street: home, NEAR, FAR


def _town(pull="7H", rob_at=NEAR):
    at = {NEAR: ["Enapay"]}
    at.setdefault(rob_at, []).append("Rob Wilby")
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", street_right=[NEAR, FAR], at=at,
             booted=["Rob Wilby"], attach={NEAR: ["Fire of Nanahbozho"]}, deck_top=cards(pull)),
        dict(outfit="Law Dogs"),
    ])


def test_the_deed_gains_holy_ground():
    game = _town()
    assert "Holy Ground" in card_named(game, NEAR).keywords
    assert "Holy Ground" not in card_named(game, FAR).keywords


def test_unboot_here_with_plus_two_shaman_then_another_play():
    game = _town("7H")                                   # 7 + Shaman (1 + 2) = 10
    play(game, play="ability", card="Fire of Nanahbozho")
    # the only booted dude at a nearby deed, Rob, is chosen without asking
    test = events(game, "skill_test")[-1]
    assert (test.data["total"], test.data["success"]) == (10, True)
    assert not game.state.card(uid_of(game, "Rob Wilby")).booted
    assert game.decision.player == 0 and game.decision.kind == "noon"     # another play at once


def test_unboot_at_the_next_deed_gives_no_extra_play():
    game = _town("7H", rob_at=FAR)
    play(game, play="ability", card="Fire of Nanahbozho")
    assert not game.state.card(uid_of(game, "Rob Wilby")).booted
    assert game.decision.player == 1


def test_failed_cast_unboots_nobody():
    game = _town("6H")                                   # 6 + 3 < 10
    play(game, play="ability", card="Fire of Nanahbozho")
    assert events(game, "skill_test")[-1].data["success"] is False
    assert game.state.card(uid_of(game, "Rob Wilby")).booted
    assert game.decision.player == 1


def test_it_can_be_planted_only_at_a_deed():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", street_right=[NEAR], home=["Enapay"], at={NEAR: ["Mazatl"]},
             hand=["Fire of Nanahbozho"]),
        dict(outfit="Law Dogs"),
    ])
    assert has_option(game, play="plant", card="Fire of Nanahbozho", to=NEAR)
    assert not has_option(game, play="plant", card="Fire of Nanahbozho", to="The Spiritual Society")


def test_in_a_shootout_another_shootout_play_follows():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", street_right=[NEAR], at={NEAR: ["Enapay", "Rob Wilby", "The Mixer"]},
             booted=["Rob Wilby"], attach={NEAR: ["Fire of Nanahbozho"]}, deck_top=cards("7H")),
        dict(outfit="Encroaching Darkness", at={NEAR: ["Pagliaccio"]}),
    ])
    from tests.cards.helpers import callout_shootout, turn_of

    callout_shootout(game, "Enapay", "Pagliaccio", join=("Rob Wilby", "The Mixer"))
    turn_of(game, 0)
    play(game, play="ability", card="Fire of Nanahbozho")
    assert not game.state.card(uid_of(game, "Rob Wilby")).booted
    # P0 plays again at once (The Mixer's ability is still there to use) instead of P1
    assert game.decision.player == 0 and game.decision.kind == "shootout"
    assert has_option(game, play="ability", card="The Mixer")


def test_the_extra_play_is_only_one():
    game = _town("7H")
    play(game, play="ability", card="Fire of Nanahbozho")
    assert game.decision.player == 0 and game.decision.kind == "noon"
    play(game, play="pass")                              # the extra play is spent
    assert game.decision.player == 1 and game.decision.kind == "noon"
