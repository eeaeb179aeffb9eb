"""Daomei Wang: React: after she enters play during High Noon, another Anarchists dude of yours moves
without booting."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, option_titles, play

DAOMEI = "Daomei Wang"


def _recruit(home: list[str]):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", hand=[DAOMEI], home=home),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"]),
    ])
    play(game, play="recruit", card=DAOMEI)
    return game


def test_recruiting_her_moves_another_anarchist_for_free():
    game = _recruit(["Forster Cooke", "Clint Ramsey"])
    assert game.decision.kind == "react" and game.decision.player == 0
    play(game, play="ability", card=DAOMEI)
    play(game, play="location", to="The Sloane Gang")     # the Anarchist is the one choice: Clint is a Drifter
    forster = card_named(game, "Forster Cooke")
    assert (forster.location, forster.booted) == ("The Sloane Gang", False)
    assert card_named(game, "Clint Ramsey").location == "108 Gracious Gifts"


def test_two_anarchists_to_choose_from():
    game = _recruit(["Forster Cooke", "Jim Hexter"])
    play(game, play="ability", card=DAOMEI)
    assert sorted(option_titles(game)) == ["Forster Cooke", "Jim Hexter"]
    play(game, play="target", card="Jim Hexter")
    play(game, play="location", to="Town Square")
    assert card_named(game, "Jim Hexter").location == "Town Square"
    assert card_named(game, "Forster Cooke").location == "108 Gracious Gifts"


def test_no_react_without_another_anarchist():
    game = _recruit(["Clint Ramsey"])
    assert not has_option(game, play="ability", card=DAOMEI)
    assert card_named(game, DAOMEI).location == "108 Gracious Gifts"
