"""Bowie Knife: a Shootout play from hand attaches it to your dude in a posse; its holder is a stud with
+1 bullets, unless the other posse holds an unbooted gun (a Weapon without Melee)."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, play


def _shootout(p1_attach: dict, stash: int = 3, booted: tuple[str, ...] = ()):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], hand=["Bowie Knife"], stash=stash, booted=list(booted)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], attach=p1_attach),
    ], shootout=dict(posses=[["Rob Wilby"], ["Pancho Castillo"]]))
    return game


def test_bowie_knife_is_drawn_in_the_shootout():
    # Rob boots to call out; the knife still goes on him (booted dudes are allowed)
    game = _shootout({})
    assert (game.decision.kind, game.decision.player) == ("shootout", 0)
    play(game, play="ability", card="Bowie Knife")     # Rob is the only dude in the posse: no target question
    rob = card_named(game, "Rob Wilby")
    assert (rob.bullets, rob.shooter) == (2, "stud")     # printed 1 draw
    assert game.state.players[0].stash == 2
    assert [game.state.card(u).title for u in rob.attachments] == ["Bowie Knife"]
    assert game.state.players[0].hand == ()


def test_bowie_knife_is_useless_against_an_unbooted_gun():
    game = _shootout({"Pancho Castillo": ["Pearl-Handled Revolver"]})
    play(game, play="ability", card="Bowie Knife")
    rob = card_named(game, "Rob Wilby")
    assert (rob.bullets, rob.shooter) == (1, "draw")


def test_bowie_knife_needs_its_cost():
    game = _shootout({}, stash=0)
    assert not has_option(game, play="ability", card="Bowie Knife")
