"""Sylvester Heath: Noon: booting his Hex or his Mystical goods sends him to another location in town."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, play, turn_of, uid_of


def _game(gear):
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Encroaching Darkness", home=["Sylvester Heath"], attach={"Sylvester Heath": list(gear)}),
        dict(outfit="Law Dogs", street_right=["Surveyor's Office"]),
    ])


def test_booting_a_mystical_goods_moves_him_without_booting():
    game = _game(["Hawley's Rose"])
    play(game, play="ability", card="Sylvester Heath")
    assert card_named(game, "Hawley's Rose").booted
    # in-town locations other than his own: the town square, the other home, the other deed
    assert sorted(o.data["to"] for o in game.decision.options) == ["Law Dogs", "Surveyor's Office", "Town Square"]
    play(game, play="location", to="Town Square")
    sylvester = game.state.card(uid_of(game, "Sylvester Heath"))
    assert sylvester.location == "Town Square" and not sylvester.booted
    turn_of(game, 0, "noon")
    assert not has_option(game, play="ability", card="Sylvester Heath")    # once per turn


def test_needs_an_unbooted_hex_or_mystical_goods():
    game = _game(["Tusk"])                                # a Weapon, not Mystical
    assert not has_option(game, play="ability", card="Sylvester Heath")
