"""Phantasm: Noon Hex 9, boot: an unbooted opposing dude nearby moves (no boot) to a location next to them;
Noon Hex 12, boot: another player's booted dude here moves next door."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, cards, events, has_option, play, uid_of

HEX9 = "Phantasm: move an unbooted opposing dude nearby (Hex 9)"
HEX12 = "Phantasm: move a booted opposing dude from here next door (Hex 12)"


def _town(pull: str, booted=()):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Wilber Crowley"], attach={"Wilber Crowley": ["Phantasm"]},
             deck_top=cards(pull)),
        dict(outfit="The Sloane Gang", home=["Alan Campbell"], town_square=["Rob Wilby"],
             street_right=["Surveyor's Office"], booted=list(booted)),
    ])


def test_hex_9_moves_an_unbooted_dude_next_to_where_they_stand():
    game = _town("8H")                                    # 8 + Huckster 1 = 9
    play(game, play="ability", card="Phantasm", ability=0)
    play(game, play="target", uid=uid_of(game, "Alan Campbell"))
    assert events(game, "skill_test")[-1].data["total"] == 9
    assert sorted(o.data["to"] for o in game.decision.options) == ["Surveyor's Office", "Town Square"]
    play(game, play="location", to="Surveyor's Office")
    alan = card_named(game, "Alan Campbell")
    assert (alan.location, alan.booted) == ("Surveyor's Office", False)
    assert card_named(game, "Phantasm").booted


def test_hex_9_fails_on_an_eight():
    game = _town("7H")
    play(game, play="ability", card="Phantasm", ability=0)
    play(game, play="target", uid=uid_of(game, "Alan Campbell"))
    assert events(game, "skill_test")[-1].data["success"] is False
    assert card_named(game, "Alan Campbell").location == "The Sloane Gang"


def test_hex_12_moves_a_booted_dude_here():
    game = _town("KH", booted=["Rob Wilby"])              # 13 + 1 = 14
    play(game, play="ability", card="Phantasm", ability=1)     # Rob is the only target: no question
    assert events(game, "skill_test")[-1].data["total"] == 14
    assert sorted(o.data["to"] for o in game.decision.options) == ["Law Dogs", "Surveyor's Office", "The Sloane Gang"]
    play(game, play="location", to="Law Dogs")
    rob = card_named(game, "Rob Wilby")
    assert (rob.location, rob.booted) == ("Law Dogs", True)


def test_hex_12_needs_a_booted_opposing_dude_here():
    game = _town("KH")
    assert has_option(game, play="ability", card="Phantasm", ability=0)
    assert not has_option(game, play="ability", card="Phantasm", ability=1)
