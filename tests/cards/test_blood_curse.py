"""Blood Curse: Noon Hex 9, boot: a dude at or next to the caster's location gets -1 influence and -1 bullets."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, cards, events, has_option, play, to_phase, turn_of, uid_of


def _town(pull: str):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Wilber Crowley"], attach={"Wilber Crowley": ["Blood Curse"]},
             deck_top=cards(pull)),
        dict(outfit="The Sloane Gang", home=["Alan Campbell"], out_of_town=["Pat's Perch"],
             at={"Pat's Perch": ["Rob Wilby"]}),
    ])


def test_curses_a_dude_at_an_adjacent_location():
    game = _town("8H")                                    # 8 + Huckster 1 = 9
    play(game, play="ability", card="Blood Curse")
    assert "Rob Wilby" not in [o.data["card"] for o in game.decision.options]   # out of town: not nearby
    play(game, play="target", uid=uid_of(game, "Alan Campbell"))
    assert events(game, "skill_test")[-1].data["total"] == 9
    alan = card_named(game, "Alan Campbell")
    assert (alan.bullets, alan.influence) == (2, 0)       # printed 3 bullets, 1 influence
    assert card_named(game, "Blood Curse").booted


def test_the_curse_fails_below_nine():
    game = _town("7H")                                    # 7 + 1 = 8 < 9
    play(game, play="ability", card="Blood Curse")
    play(game, play="target", uid=uid_of(game, "Alan Campbell"))
    alan = card_named(game, "Alan Campbell")
    assert (alan.bullets, alan.influence) == (3, 1)
    turn_of(game, 0, "noon")
    assert not has_option(game, play="ability", card="Blood Curse")


def test_the_curse_wears_off_after_nightfall():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Wilber Crowley"], attach={"Wilber Crowley": ["Blood Curse"]},
             deck_top=cards("8H"), hand=["Shotgun"], stash=10),
        dict(outfit="The Sloane Gang", home=["Alan Campbell"], stash=10),
    ])
    play(game, play="ability", card="Blood Curse")
    alan = uid_of(game, "Alan Campbell")
    play(game, play="target", uid=alan)
    assert (game.state.card(alan).bullets, game.state.card(alan).influence) == (2, 0)
    to_phase(game, "nightfall")
    assert game.state.phase == "nightfall"
    assert (game.state.card(alan).bullets, game.state.card(alan).influence) == (2, 0)
    to_phase(game, "gamblin", day=2)
    assert game.state.day == 2
    assert (game.state.card(alan).bullets, game.state.card(alan).influence) == (3, 1)
