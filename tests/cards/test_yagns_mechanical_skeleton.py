"""Yagn's Mechanical Skeleton: its wearer is a Gadget; React, boot: an opponent's ability that is
about to boot or move the wearer fails to."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import callout_shootout, card_named, events, play


def _la_quema_aims_at_rob():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], attach={"Rob Wilby": ["Yagn's Mechanical Skeleton"]}),
        dict(outfit="The Sloane Gang", town_square=["Clint Ramsey"], home=["Pancho Castillo"],
             attach={"Pancho Castillo": ["La Quema"]}),
    ])
    rob = card_named(game, "Rob Wilby")
    assert (rob.bullets, rob.influence) == (3, 1) and "Gadget" in rob.keywords
    callout_shootout(game, "Rob Wilby", "Clint Ramsey")
    assert (game.decision.kind, game.decision.player) == ("shootout", 1)   # Law Dogs have no Shootout play
    play(game, play="ability", card="La Quema")
    play(game, play="boot", card="Rob Wilby")
    assert (game.decision.kind, game.decision.player) == ("react", 0)
    return game


def test_yagns_stops_an_opposing_boot():
    game = _la_quema_aims_at_rob()
    play(game, play="ability", card="Yagn's Mechanical Skeleton")
    assert not card_named(game, "Rob Wilby").booted
    assert card_named(game, "Yagn's Mechanical Skeleton").booted


def test_unused_yagns_lets_the_boot_happen():
    game = _la_quema_aims_at_rob()
    play(game, play="pass")
    assert card_named(game, "Rob Wilby").booted


def test_yagns_does_not_answer_its_own_players_abilities():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Rob Wilby"], attach={"Rob Wilby": ["Yagn's Mechanical Skeleton", "Bluetick"]}),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"], bounty={"Pancho Castillo": 1}),
    ])
    play(game, play="ability", card="Bluetick")            # your own move is no threat: no React window
    assert card_named(game, "Rob Wilby").location == "The Sloane Gang"
    assert (game.decision.kind, game.decision.player) == ("noon", 1)
    assert not events(game, "would_boot_or_move")
    assert not card_named(game, "Yagn's Mechanical Skeleton").booted
