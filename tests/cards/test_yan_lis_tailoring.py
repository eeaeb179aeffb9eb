"""Yan Li's Tailoring: Controller Noon, boot: a dude gets +1 influence for the day."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, to_phase, uid_of


def _game(p1_at_shop=()):
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", street_left=["Yan Li's Tailoring"], home=["Rob Wilby"]),
        dict(outfit="The Sloane Gang", home=["Avie Cline"], at={"Yan Li's Tailoring": list(p1_at_shop)}),
    ])


def test_any_dude_gets_1_influence_once_a_day():
    game = _game()
    shop, rob = uid_of(game, "Yan Li's Tailoring"), uid_of(game, "Rob Wilby")
    play(game, play="ability", uid=shop)
    assert {o.data["card"] for o in game.decision.options} == {"Rob Wilby", "Avie Cline"}   # anywhere
    play(game, uid=rob)
    assert game.state.card(rob).influence == 1
    assert game.state.players[0].influence == 1
    play(game, play="pass")
    assert not has_option(game, play="ability", uid=shop)     # booted and used


def test_an_opponent_controlling_the_shop_uses_it():
    game = _game(p1_at_shop=("El Anónimo",))
    shop = uid_of(game, "Yan Li's Tailoring")
    assert not has_option(game, play="ability", uid=shop)
    play(game, play="pass")
    play(game, play="ability", uid=shop)
    play(game, uid=uid_of(game, "El Anónimo"))
    assert game.state.card(uid_of(game, "El Anónimo")).influence == 3


def test_the_influence_goes_back_after_nightfall():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", street_left=["Yan Li's Tailoring"], home=["Rob Wilby"], hand=["Shotgun"]),
        dict(outfit="The Sloane Gang", home=["Avie Cline"], stash=10),
    ])
    play(game, play="ability", card="Yan Li's Tailoring")
    rob = uid_of(game, "Rob Wilby")
    play(game, uid=rob)
    assert game.state.card(rob).influence == 1
    to_phase(game, "nightfall")
    assert game.state.phase == "nightfall" and game.state.card(rob).influence == 1
    to_phase(game, "gamblin", day=2)
    assert game.state.day == 2 and game.state.card(rob).influence == 0
    assert game.state.players[0].influence == 0
