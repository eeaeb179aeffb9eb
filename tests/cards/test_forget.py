"""Forget: Noon Hex 5, boot: one ability printed on a dude at or next to the caster's location cannot be used
until Nightfall is over."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import cards, events, has_option, play, to_phase, turn_of, uid_of


def _town(pull: str):
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Wilber Crowley", "Rob Wilby"], attach={"Wilber Crowley": ["Forget"]},
             deck_top=cards(pull)),
        dict(outfit="The Sloane Gang", town_square=["Alan Campbell"]),
    ])


def test_the_chosen_ability_is_barred_for_the_rest_of_the_day():
    game = _town("4H")                                    # 4 + Huckster 1 = 5
    play(game, play="ability", card="Forget")             # Alan is the only nearby dude with a printed ability
    assert events(game, "skill_test")[-1].data["success"] is True
    turn_of(game, 1, "noon")
    assert events(game, "modify")[-1].data == {"uid": uid_of(game, "Alan Campbell"), "ability": 0}
    assert not has_option(game, play="ability", card="Alan Campbell")
    assert has_option(game, play="callout", card="Alan Campbell", target_card="Rob Wilby")   # other plays remain


def test_a_failed_cast_leaves_the_ability_usable():
    game = _town("3H")                                    # 3 + 1 = 4 < 5
    play(game, play="ability", card="Forget")
    assert events(game, "skill_test")[-1].data["success"] is False
    turn_of(game, 1, "noon")
    assert has_option(game, play="ability", card="Alan Campbell")


def test_the_ability_comes_back_the_next_day():
    game = _town("4H")
    play(game, play="ability", card="Forget")
    turn_of(game, 1, "noon")
    assert not has_option(game, play="ability", card="Alan Campbell")
    to_phase(game, "high_noon", day=2)
    turn_of(game, 1, "noon")
    assert game.state.day == 2
    assert has_option(game, play="ability", card="Alan Campbell")
