"""Strength of the Ancestors: Noon Spirit 5, boot: the Shaman gains 3 bullets and stud status, and no opponent's
effect may boot them or send them home booted, until the turn ends or they leave their location."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, cards, events, play, to_phase, turn_of

DEED = "Surveyor's Office"
SPELL = "Strength of the Ancestors"


def _game(pull: str):
    # Lydia Bear-Hands (Shaman 0, 0 draw) at the other side's deed, where Mazatl can cast Red Horse's Tail
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", at={DEED: ["Lydia Bear-Hands"]}, attach={"Lydia Bear-Hands": [SPELL]},
             deck_top=cards(pull)),
        dict(outfit="Encroaching Darkness", street_right=[DEED], at={DEED: ["Mazatl"]},
             attach={DEED: ["Red Horse's Tail"]}, deck_top=cards("KH")),
    ])


def test_stronger_and_opposing_boots_fail():
    game = _game("5H")                                   # 5 + Shaman 0 = 5
    play(game, play="ability", card=SPELL)
    assert events(game, "skill_test")[-1].data["success"] is True
    lydia = card_named(game, "Lydia Bear-Hands")
    assert (lydia.bullets, lydia.shooter) == (3, "stud")
    turn_of(game, 1, "noon")
    play(game, play="ability", card="Red Horse's Tail", window="noon")
    play(game, play="target", card="Lydia Bear-Hands")   # K + 0 = 13 beats her value 6
    assert events(game, "skill_test")[-1].data["success"] is True
    assert not card_named(game, "Lydia Bear-Hands").booted


def test_leaving_the_location_ends_it():
    game = _game("5H")
    play(game, play="ability", card=SPELL)
    turn_of(game, 0, "noon")
    play(game, play="move", card="Lydia Bear-Hands", to="Town Square")
    lydia = card_named(game, "Lydia Bear-Hands")
    assert (lydia.bullets, lydia.shooter) == (0, "draw")


def test_failed_cast_gives_nothing():
    game = _game("4H")                                   # 4 < 5
    play(game, play="ability", card=SPELL)
    assert events(game, "skill_test")[-1].data["success"] is False
    lydia = card_named(game, "Lydia Bear-Hands")
    assert (lydia.bullets, lydia.shooter) == (0, "draw")
    turn_of(game, 1, "noon")
    play(game, play="ability", card="Red Horse's Tail", window="noon")
    play(game, play="target", card="Lydia Bear-Hands")
    assert card_named(game, "Lydia Bear-Hands").booted


def test_it_ends_with_the_turn():
    game = _game("5H")
    play(game, play="ability", card=SPELL)
    assert (card_named(game, "Lydia Bear-Hands").bullets, card_named(game, "Lydia Bear-Hands").shooter) == (3, "stud")
    to_phase(game, "gamblin", day=2)
    lydia = card_named(game, "Lydia Bear-Hands")
    assert (game.state.day, lydia.location, lydia.bullets, lydia.shooter) == (2, DEED, 0, "draw")
