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
