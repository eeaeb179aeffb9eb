"""Soul Blast: Shootout Hex X (X: the target's grit), boot: send an opposing dude home booted, or ace them on a
success by 6 or more; on a failure the Huckster boots."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, cards, events, play, turn_of


def _fight(pull: str, foe: str = "Rob Wilby"):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Wilber Crowley"], attach={"Wilber Crowley": ["Soul Blast"]},
             deck_top=cards(pull)),
        dict(outfit="The Sloane Gang", town_square=[foe]),
    ], shootout=dict(posses=[["Wilber Crowley"], [foe]]))
    turn_of(game, 0)
    play(game, play="ability", card="Soul Blast")          # the only opposing dude: no target question
    return game


def test_a_bare_success_sends_the_dude_home_booted():
    game = _fight("2H")                                    # 2 + Huckster 1 = 3 = Rob's grit (2 + 1 + 0)
    test = events(game, "skill_test")[-1].data
    assert (test["total"], test["difficulty"]) == (3, 3)
    rob = card_named(game, "Rob Wilby")
    assert (rob.location, rob.booted) == ("The Sloane Gang", True)
    assert not card_named(game, "Wilber Crowley").booted


def test_a_success_by_six_aces_the_dude():
    game = _fight("8H")                                    # 9 vs 3: by 6
    assert "Rob Wilby" in [c.title for c in game.state.players[1].boot_hill]


def test_a_success_by_five_only_sends_home():
    game = _fight("7H")                                    # 8 vs 3: by 5
    assert card_named(game, "Rob Wilby").location == "The Sloane Gang"


def test_a_failure_boots_the_huckster():
    game = _fight("5H", foe="Alan Campbell")              # 6 vs Alan's grit 8 + 3 + 1 = 12
    assert events(game, "skill_test")[-1].data["success"] is False
    alan = card_named(game, "Alan Campbell")
    assert (alan.location, alan.booted) == ("Town Square", False)
    assert card_named(game, "Wilber Crowley").booted
    assert card_named(game, "Soul Blast").booted


def test_by_six_against_a_dude_who_cannot_be_aced_it_still_sends_home():
    """The ace replaces the send-home only if it can happen: with Shield of Faith up (the Law Dogs' card effects
    cannot ace Rob, whom the Sloane Gang own), a success by 6 sends him home booted, as a bare success would."""
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Law Dogs", town_square=["Wilber Crowley"], attach={"Wilber Crowley": ["Soul Blast"]},
             deck_top=cards("8H")),
        dict(outfit="The Sloane Gang", town_square=["Ezrael Jones", "Rob Wilby"],
             attach={"Ezrael Jones": ["Shield of Faith"]}, deck_top=cards("6H")),
    ], shootout=dict(posses=[["Wilber Crowley"], ["Ezrael Jones", "Rob Wilby"]], leader=0))
    turn_of(game, 1)
    play(game, play="ability", card="Shield of Faith")
    assert events(game, "skill_test")[-1].data["success"]
    turn_of(game, 0)
    play(game, play="ability", card="Soul Blast")
    play(game, card="Rob Wilby")
    test = events(game, "skill_test")[-1].data
    assert (test["total"], test["difficulty"]) == (9, 3)      # by 6
    rob = card_named(game, "Rob Wilby")
    assert (rob.location, rob.booted) == ("The Sloane Gang", True)
    assert not game.state.players[1].boot_hill
