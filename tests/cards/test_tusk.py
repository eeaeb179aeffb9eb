"""Tusk: after it enters play, draw a card; this dude has +5 value against opposing card effects."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, play


def test_buying_tusk_draws_a_card():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Rob Wilby"], hand=["Tusk"], deck_top=["Pancho Castillo"], stash=3),
        dict(outfit="The Sloane Gang", home=["El Anónimo"]),
    ])
    play(game, play="buy", card="Tusk")
    assert [c.title for c in game.state.players[0].hand] == ["Pancho Castillo"]
    assert game.state.players[0].stash == 2
    assert card_named(game, "Rob Wilby").bullets == 2


def test_trading_tusk_draws_nothing():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Rob Wilby", "Clint Ramsey"], attach={"Rob Wilby": ["Tusk"]}),
        dict(outfit="The Sloane Gang", home=["El Anónimo"]),
    ])
    play(game, play="trade", to="Law Dogs")
    play(game, play="give", card="Tusk", target_card="Clint Ramsey")
    play(game, play="done")
    assert card_named(game, "Tusk").attached_to == card_named(game, "Clint Ramsey").uid
    assert game.state.players[0].hand == ()


def _shotgun_at(rob_goods: list[str]):
    # Clint Ramsey: 2 bullets + 1 from the Shotgun = 3; Rob Wilby's printed value is 2
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], attach={"Rob Wilby": rob_goods} if rob_goods else {}),
        dict(outfit="The Sloane Gang", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Shotgun"]}),
    ])
    return game


def test_tusk_keeps_its_dude_out_of_a_shotguns_reach():
    game = _shotgun_at(["Tusk"])
    assert card_named(game, "Rob Wilby").value == 2       # the table shows the printed value
    play(game, play="callout", card="Clint Ramsey", target_card="Rob Wilby")
    play(game, play="accept")
    # against the Shotgun Rob counts 7 value, not below 3 bullets: no Shootout play, so the next
    # question is Rob's draw-bonus discard
    assert (game.decision.kind, game.decision.player) == ("draw", 0)
    assert not has_option(game, play="ability", card="Shotgun")


def test_without_tusk_the_shotgun_reaches():
    game = _shotgun_at([])
    play(game, play="callout", card="Clint Ramsey", target_card="Rob Wilby")
    play(game, play="accept")
    assert (game.decision.kind, game.decision.player) == ("shootout", 1)
    assert has_option(game, play="ability", card="Shotgun")
