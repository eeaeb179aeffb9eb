"""Mongwau The Mighty: Shootout: discard a Hex attached to him and he becomes a stud."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, end_shootout, has_option, play


def _shootout(hexes: list[str]):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Encroaching Darkness", town_square=["Mongwau The Mighty"],
             attach={"Mongwau The Mighty": hexes} if hexes else {}),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ], shootout=dict(posses=[["Mongwau The Mighty"], ["Pancho Castillo"]]))
    return game


def test_discarding_a_hex_makes_him_a_stud():
    game = _shootout(["Shadow Walk", "Blood Curse"])
    assert card_named(game, "Mongwau The Mighty").shooter == "draw"
    play(game, play="ability", card="Mongwau The Mighty")
    play(game, play="discard", card="Blood Curse")
    mongwau = card_named(game, "Mongwau The Mighty")
    assert mongwau.shooter == "stud"
    assert [game.state.card(u).title for u in mongwau.attachments] == ["Shadow Walk"]
    assert [c.title for c in game.state.players[0].discard] == ["Blood Curse"]


def test_not_without_a_hex():
    game = _shootout([])
    assert not has_option(game, play="ability", card="Mongwau The Mighty")


def test_he_is_a_draw_again_after_the_shootout():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Encroaching Darkness", town_square=["Mongwau The Mighty"],
             attach={"Mongwau The Mighty": ["Shadow Walk"]}, deck=cards("9H 9S 9D 9C 2D 4C 6H 8S " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"],
             deck=cards("2H 4D 7C 8S JH QC 3D 5S " + FILLER)),
    ], shootout=dict(posses=[["Mongwau The Mighty"], ["Pancho Castillo"]]))
    play(game, play="ability", card="Mongwau The Mighty")
    assert card_named(game, "Mongwau The Mighty").shooter == "stud"
    end_shootout(game)                                   # four nines: Pancho falls
    assert game.state.shootout is None
    assert card_named(game, "Mongwau The Mighty").shooter == "draw"
