"""Forster Cooke: standing in a Saloon or a Casino, he lends +1 value and +1 bullets to each other dude on his side."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named


def _game(forster_at: dict):
    return scenario(phase="high_noon", players=[
        dict(outfit="108 Gracious Gifts", street_left=["Charlie's Place"], home=["Clint Ramsey"], **forster_at),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ])


def test_at_a_saloon_his_other_dudes_gain_a_bullet_and_a_value():
    game = _game({"at": {"Charlie's Place": ["Forster Cooke"]}})
    clint, forster, pancho = (card_named(game, t) for t in ("Clint Ramsey", "Forster Cooke", "Pancho Castillo"))
    assert (clint.bullets, clint.value) == (3, 12)
    assert (forster.bullets, forster.value) == (1, 9)        # not himself
    assert (pancho.bullets, pancho.value) == (3, 5)          # not the other side's dudes


def test_at_a_casino_too():
    game = scenario(phase="high_noon", players=[
        dict(outfit="108 Gracious Gifts", street_left=["Killer Bunnies Casino"], home=["Clint Ramsey"],
             at={"Killer Bunnies Casino": ["Forster Cooke"]}),
        dict(outfit="The Sloane Gang"),
    ])
    clint = card_named(game, "Clint Ramsey")
    assert (clint.bullets, clint.value) == (3, 12)


def test_nothing_elsewhere():
    game = _game({"town_square": ["Forster Cooke"]})
    clint = card_named(game, "Clint Ramsey")
    assert (clint.bullets, clint.value) == (2, 11)
