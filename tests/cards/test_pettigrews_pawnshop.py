"""Pettigrew's Pawnshop: whenever a non-Gadget goods enters play, this deed's controller gains 1 GR."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, events, play, uid_of


def _game(p1_at_shop=()):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Pettigrew's Pawnshop"], home=["Rob Wilby", "Clint Ramsey"],
             hand=["Roan"], stash=10),
        dict(outfit="The Sloane Gang", home=["Avie Cline"], hand=["Mustang"], stash=10,
             at={"Pettigrew's Pawnshop": list(p1_at_shop)}),
    ])


def test_the_controller_gains_1_when_any_goods_is_bought():
    game = _game()
    play(game, play="buy", card="Roan", target_card="Rob Wilby")
    assert game.state.players[0].stash == 10             # 10 - 1 (Roan) + 1 (Pawnshop)
    play(game, play="buy", card="Mustang")               # the other player's goods counts too
    assert game.state.players[1].stash == 8              # 10 - 2
    assert game.state.players[0].stash == 11
    assert [e.data["amount"] for e in events(game, "gain")] == [1, 1]


def test_trading_a_goods_is_not_bringing_it_into_play():
    game = _game()
    play(game, play="buy", card="Roan", target_card="Rob Wilby")
    play(game, play="pass")
    play(game, play="trade")
    play(game, play="give", card="Roan", target_card="Clint Ramsey")
    play(game, play="done")
    assert card_named(game, "Roan").attached_to == card_named(game, "Clint Ramsey").uid
    assert game.state.players[0].stash == 10             # no second gain


def test_the_gain_goes_to_whoever_controls_the_deed():
    game = _game(p1_at_shop=("El Anónimo",))             # 2 influence: the Sloane Gang controls the shop
    assert game.state.controllers[uid_of(game, "Pettigrew's Pawnshop")] == 1
    play(game, play="buy", card="Roan", target_card="Rob Wilby")
    assert game.state.players[0].stash == 9
    assert game.state.players[1].stash == 11
