"""Ghostly Communion: while it is cast your home counts as a Holy Ground. Noon Spirit 5, boot: the Shaman moves to a
Holy Ground or next to one; Shootout Spirit 7, boot: the Shaman joins your posse at a Holy Ground or next to one, as
a stud."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    card_named,
    cards,
    end_shootout,
    events,
    has_option,
    play,
    posse_titles,
    turn_of,
)

SPELL = "Ghostly Communion"
CEMETERY = "Mount Moriah Cemetery"        # a Holy Ground
DEED = "Surveyor's Office"


def _noon(pull: str):
    # the other street: Sloane Gang home, Surveyor's Office, then the Cemetery at the far end
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", town_square=["Lydia Bear-Hands"], attach={"Lydia Bear-Hands": [SPELL]},
             deck_top=cards(pull)),
        dict(outfit="The Sloane Gang", street_right=[DEED, CEMETERY], home=["Rob Wilby"]),
    ])


def test_noon_moves_the_shaman_to_or_next_to_a_holy_ground():
    game = _noon("5H")                                   # 5 + Shaman 0 = 5
    play(game, play="ability", card=SPELL, window="noon")
    assert events(game, "skill_test")[-1].data["success"] is True
    # your home (holy while casting), the Cemetery, the deed beside it; not the Sloane Gang's home
    assert sorted(o.data["to"] for o in game.decision.options) == sorted([CEMETERY, DEED, "The Spiritual Society"])
    play(game, play="location", to=CEMETERY)
    lydia = card_named(game, "Lydia Bear-Hands")
    assert (lydia.location, lydia.booted) == (CEMETERY, False)


def test_noon_failed_cast_stays_put():
    game = _noon("4H")                                   # 4 + 0 < 5
    play(game, play="ability", card=SPELL, window="noon")
    assert events(game, "skill_test")[-1].data["success"] is False
    assert card_named(game, "Lydia Bear-Hands").location == "Town Square"
    turn_of(game, 0, "noon")
    assert not has_option(game, play="ability", card=SPELL)


def _shootout(pull: str, where: str):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", home=["Lydia Bear-Hands"], attach={"Lydia Bear-Hands": [SPELL]},
             deck_top=cards(pull), **({"town_square": ["Mazatl"]} if where == "town square" else {"at": {DEED: ["Mazatl"]}})),
        dict(outfit="The Sloane Gang", street_right=[DEED],
             **({"town_square": ["Rob Wilby"]} if where == "town square" else {"at": {DEED: ["Rob Wilby"]}})),
    ], shootout=dict(posses=[["Mazatl"], ["Rob Wilby"]]))
    return game


def test_shootout_next_to_your_home_the_shaman_joins_as_a_stud():
    game = _shootout("7H", "town square")                # 7 + 0 = 7; the town square is next to your home
    turn_of(game, 0)
    play(game, play="ability", card=SPELL, window="shootout")
    assert events(game, "skill_test")[-1].data["success"] is True
    assert posse_titles(game, 0) == ["Mazatl", "Lydia Bear-Hands"]
    lydia = card_named(game, "Lydia Bear-Hands")
    assert (lydia.location, lydia.shooter, lydia.booted) == ("Town Square", "stud", False)


def test_shootout_failed_cast_brings_nobody():
    game = _shootout("6H", "town square")
    turn_of(game, 0)
    play(game, play="ability", card=SPELL, window="shootout")
    assert events(game, "skill_test")[-1].data["success"] is False
    assert posse_titles(game, 0) == ["Mazatl"]


def test_shootout_away_from_holy_ground_is_out_of_reach():
    game = _shootout("7H", "deed")                       # the deed touches the Sloane Gang's home and the town square
    # with no Shootout play for anyone the window is skipped: the first question is the draw-bonus discard
    assert (game.decision.kind, game.decision.player) == ("draw", 0)
    assert posse_titles(game, 0) == ["Mazatl"]


def test_the_shaman_is_a_draw_again_after_the_shootout():
    # Mazatl shoots a draw hand of four nines against Rob's high card; Rob falls
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", home=["Lydia Bear-Hands"], attach={"Lydia Bear-Hands": [SPELL]},
             town_square=["Mazatl"], deck=cards("7H 9H 9S 9D 9C 2D 4C 6H 8S " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Rob Wilby"], deck=cards("2H 4D 7C 8S JH QC " + FILLER)),
    ], shootout=dict(posses=[["Mazatl"], ["Rob Wilby"]]))
    turn_of(game, 0)
    play(game, play="ability", card=SPELL, window="shootout")
    assert card_named(game, "Lydia Bear-Hands").shooter == "stud"
    end_shootout(game)
    assert game.state.shootout is None
    assert card_named(game, "Lydia Bear-Hands").shooter == "draw"
