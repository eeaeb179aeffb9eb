"""Farnum's Consortium: +1 production to your in-town deeds with your dude there; Noon, boot: with fewer
cards in hand than the opponent, pay 2 GR to draw a card."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, uid_of


def _game(p0_hand, p1_hand, stash=10):
    return scenario(phase="high_noon", players=[
        dict(outfit="Farnum's Consortium", stash=stash, street_left=["Pony Express", "Circle M Ranch"],
             out_of_town=["Clanton Ranch"], at={"Pony Express": ["Irving Patterson"], "Clanton Ranch": ["Arnold Stewart"]},
             hand=list(p0_hand)),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"], hand=list(p1_hand)),
    ])


def test_in_town_deeds_with_your_dude_produce_one_more():
    game = _game([], [])
    assert game.state.card(uid_of(game, "Pony Express")).production == 3      # 2 + 1: Irving is there
    assert game.state.card(uid_of(game, "Circle M Ranch")).production == 2    # nobody there
    assert game.state.card(uid_of(game, "Clanton Ranch")).production == 1     # Out of Town


def test_pay_two_to_draw_with_the_smaller_hand():
    game = _game(["Shotgun", "Tusk"], ["Roan", "Pinto", "Mustang"])
    play(game, play="ability", card="Farnum's Consortium")
    p = game.state.players[0]
    assert (p.stash, len(p.hand)) == (8, 3)
    assert p.outfit.booted


def test_no_draw_without_the_smaller_hand_or_the_money():
    game = _game(["Shotgun", "Tusk", "Roan"], ["Pinto", "Mustang", "Tusk"])
    assert not has_option(game, play="ability", card="Farnum's Consortium")
    game = _game(["Shotgun"], ["Pinto", "Mustang"], stash=1)
    assert not has_option(game, play="ability", card="Farnum's Consortium")
