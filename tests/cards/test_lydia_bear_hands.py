"""Lydia Bear-Hands: Resolution, boot her and her Spirit: one of your dudes is Harrowed until the shootout ends."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    card_named,
    cards,
    end_shootout,
    has_option,
    option_titles,
    play,
    to_reveal,
)

LYDIA = "Lydia Bear-Hands"


def _shootout(booted: list[str]):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", town_square=[LYDIA, "Clint Ramsey"],
             attach={LYDIA: ["Strength of the Ancestors"]}, booted=booted),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ], shootout=dict(posses=[[LYDIA, "Clint Ramsey"], ["Pancho Castillo"]]))
    to_reveal(game)
    return game


def test_booting_her_spirit_makes_a_dude_harrowed():
    game = _shootout(booted=[])
    assert (game.decision.kind, game.decision.player) == ("resolution", 0)
    assert "Harrowed" not in card_named(game, "Clint Ramsey").keywords
    play(game, play="ability", card=LYDIA)
    assert sorted(option_titles(game)) == ["Clint Ramsey", LYDIA]
    play(game, play="target", card="Clint Ramsey")
    assert "Harrowed" in card_named(game, "Clint Ramsey").keywords
    assert "Harrowed" not in card_named(game, LYDIA).keywords
    assert card_named(game, LYDIA).booted and card_named(game, "Strength of the Ancestors").booted


def test_not_with_her_spirit_booted():
    game = _shootout(booted=["Strength of the Ancestors"])
    assert not has_option(game, play="ability", card=LYDIA)


def test_harrowed_ends_with_the_shootout():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", town_square=[LYDIA, "Clint Ramsey"],
             attach={LYDIA: ["Strength of the Ancestors"]}, deck=cards("9H 9S 9D 9C 2D 4C 6H " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"],
             deck=cards("2H 4D 7C 8S JH QC 3D 5S " + FILLER)),
    ], shootout=dict(posses=[[LYDIA, "Clint Ramsey"], ["Pancho Castillo"]]))
    to_reveal(game)
    play(game, play="ability", card=LYDIA)
    play(game, play="target", card="Clint Ramsey")
    assert "Harrowed" in card_named(game, "Clint Ramsey").keywords
    end_shootout(game)                                    # four nines: Pancho falls
    assert game.state.shootout is None
    assert "Harrowed" not in card_named(game, "Clint Ramsey").keywords
