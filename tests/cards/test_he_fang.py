"""He Fang: Noon, boot: play a non-Gadget Abomination from hand at his location for 2 GR less."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, play


def _game(hand: list[str], stash: int = 5, booted: list[str] = ()):
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", stash=stash, town_square=["He Fang"], hand=hand, booted=list(booted)),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"]),
    ])


def test_an_abomination_enters_play_beside_him_for_2_less():
    game = _game(["Alan Campbell", "Clint Ramsey"])
    play(game, play="ability", card="He Fang")          # Alan is the one Abomination in hand
    alan = card_named(game, "Alan Campbell")
    assert (alan.location, alan.booted, alan.controller) == ("Town Square", False, 0)
    assert game.state.players[0].stash == 3             # 4 - 2
    assert card_named(game, "He Fang").booted


def test_not_without_an_abomination_or_when_booted():
    game = _game(["Clint Ramsey"])
    assert not has_option(game, play="ability", card="He Fang")
    game = _game(["Alan Campbell"], booted=["He Fang"])
    assert not has_option(game, play="ability", card="He Fang")


def test_not_when_even_the_lower_cost_is_too_much():
    game = _game(["Alan Campbell"], stash=1)
    assert not has_option(game, play="ability", card="He Fang")
