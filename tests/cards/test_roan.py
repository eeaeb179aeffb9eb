"""Roan: React, boot: when this dude would boot to join a posse, they join without booting."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, play, posse_titles


def _joining():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], home=["Rob Wilby"], attach={"Rob Wilby": ["Roan"]}),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ])
    play(game, play="callout", card="Clint Ramsey", target_card="Pancho Castillo")
    play(game, play="accept")
    play(game, play="join", card="Rob Wilby", boots=True)     # from home, next to the town square
    assert (game.decision.kind, game.decision.player) == ("react", 0)
    return game


def test_roan_spares_the_boot_of_joining():
    game = _joining()
    play(game, play="ability", card="Roan")
    assert posse_titles(game, 0) == ["Clint Ramsey", "Rob Wilby"]
    rob = card_named(game, "Rob Wilby")
    assert (rob.location, rob.booted) == ("Town Square", False)
    assert card_named(game, "Roan").booted


def test_without_roan_the_dude_boots_to_join():
    game = _joining()
    play(game, play="pass")
    rob = card_named(game, "Rob Wilby")
    assert (rob.location, rob.booted) == ("Town Square", True)
    assert not card_named(game, "Roan").booted
