"""Baird's Build & Loan: Controller Noon, boot: build a deed from hand for 2 GR less."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, uid_of


def _game(hand, stash):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Baird's Build & Loan"], hand=hand, stash=stash),
        dict(outfit="The Sloane Gang"),
    ])


def test_a_deed_built_for_2_less():
    game = _game(["Charlie's Place"], stash=1)             # costs 3
    play(game, play="ability", card="Baird's Build & Loan")
    play(game, play="side", side="right")
    place = uid_of(game, "Charlie's Place")
    assert game.state.players[0].street[-1] == "Charlie's Place"
    assert game.state.players[0].stash == 0
    assert game.state.card(place).zone == "play"
    assert game.state.card(uid_of(game, "Baird's Build & Loan")).booted


def test_a_deed_built_this_way_still_follows_its_own_text():
    game = _game(["California Tax Office"], stash=0)        # costs 2: free; it enters play booted
    play(game, play="ability", card="Baird's Build & Loan")
    play(game, play="side", side="left")
    assert game.state.card(uid_of(game, "California Tax Office")).booted
    assert game.state.players[0].street[0] == "California Tax Office"


def test_cannot_afford_even_with_the_loan():
    game = _game(["Charlie's Place"], stash=0)
    assert not has_option(game, play="ability", card="Baird's Build & Loan")


def test_an_out_of_town_deed_is_built_out_of_town_without_a_street_question():
    """An Out of Town deed needs no street side: Clanton Ranch (cost 2) is built free from a 0 GR stash,
    out of town and not on the street, and the Build & Loan boots."""
    game = _game(["Clanton Ranch"], stash=0)
    play(game, play="ability", card="Baird's Build & Loan")
    assert game.decision.kind != "street_side"
    assert game.state.players[0].out_of_town == ("Clanton Ranch",)
    assert "Clanton Ranch" not in game.state.players[0].street
    assert game.state.card(uid_of(game, "Clanton Ranch")).zone == "play"
    assert game.state.players[0].stash == 0
    assert game.state.card(uid_of(game, "Baird's Build & Loan")).booted
