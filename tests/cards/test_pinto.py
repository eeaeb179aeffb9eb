"""Pinto: Shootout, boot: its rider enters your posse from anywhere, booted or not, and the ride boots nobody."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import callout_shootout, card_named, has_option, play, posse_titles


def _game(booted: list[str]):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], home=["Rob Wilby"], attach={"Rob Wilby": ["Pinto"]},
             booted=booted),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ])


def test_pinto_brings_a_booted_dude_into_the_posse():
    game = _game(booted=["Rob Wilby"])
    play(game, play="callout", card="Clint Ramsey", target_card="Pancho Castillo")
    play(game, play="accept")
    # a booted dude next door cannot join the normal way: nobody is asked who else joins
    assert (game.decision.kind, game.decision.player) == ("shootout", 0)
    play(game, play="ability", card="Pinto")
    assert posse_titles(game, 0) == ["Clint Ramsey", "Rob Wilby"]
    rob = card_named(game, "Rob Wilby")
    assert (rob.location, rob.booted) == ("Town Square", True)
    assert card_named(game, "Pinto").booted


def test_pinto_rides_in_without_booting():
    game = _game(booted=[])
    callout_shootout(game, "Clint Ramsey", "Pancho Castillo")      # Rob stays home
    play(game, play="ability", card="Pinto")
    rob = card_named(game, "Rob Wilby")
    assert (rob.location, rob.booted) == ("Town Square", False)


def test_pinto_is_not_offered_to_a_dude_already_in_the_posse():
    game = _game(booted=[])
    callout_shootout(game, "Clint Ramsey", "Pancho Castillo", join=("Rob Wilby",))
    assert card_named(game, "Rob Wilby").booted                     # joined from next door by booting
    assert not has_option(game, play="ability", card="Pinto")
