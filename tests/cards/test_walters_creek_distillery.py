"""Walters Creek Distillery: Controller Noon, boot: boot a Saloon or Casino on this street that you own or
control; a Casino gives 2 GR; a Saloon lets you discard a card to draw one."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import cards, face, has_option, option_titles, pick_titles, play, uid_of


def _game(street, opp_street=(), hand=("Shotgun",)):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=list(street), hand=list(hand), stash=0, deck_top=cards("5H")),
        dict(outfit="The Sloane Gang", street_left=list(opp_street)),
    ])


def test_a_saloon_casino_gives_2_gr_and_a_new_card():
    game = _game(["Walters Creek Distillery", "Killer Bunnies Casino"])
    play(game, play="ability", card="Walters Creek Distillery")       # the only Saloon or Casino: no question
    assert game.state.card(uid_of(game, "Killer Bunnies Casino")).booted
    assert game.state.players[0].stash == 2
    pick_titles(game, "Shotgun")
    assert [c.title for c in game.state.players[0].hand] == [face(5, "H")]
    assert [c.title for c in game.state.players[0].discard] == ["Shotgun"]


def test_a_plain_saloon_gives_no_gr_and_the_swap_may_be_skipped():
    game = _game(["Walters Creek Distillery", "Charlie's Place", "Killer Bunnies Casino"])
    play(game, play="ability", card="Walters Creek Distillery")
    assert sorted(option_titles(game)) == ["Charlie's Place", "Killer Bunnies Casino"]
    play(game, card="Charlie's Place")
    pick_titles(game)                                                 # keep the hand
    assert game.state.players[0].stash == 0
    assert [c.title for c in game.state.players[0].hand] == ["Shotgun"]
    assert game.state.card(uid_of(game, "Charlie's Place")).booted


def test_a_saloon_on_the_other_street_does_not_count():
    game = _game(["Walters Creek Distillery"], opp_street=["Charlie's Place"])
    assert not has_option(game, play="ability", card="Walters Creek Distillery")
