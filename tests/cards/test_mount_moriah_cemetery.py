"""Mount Moriah Cemetery: a spell played at this location costs 1 GR less (never below 0)."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, uid_of


def _game(where, hand, stash):
    at = {"Mount Moriah Cemetery": ["Wilber Crowley"]} if where == "cemetery" else {}
    home = ["Wilber Crowley"] if where == "home" else []
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Mount Moriah Cemetery"], at=at, home=home, hand=hand, stash=stash),
        dict(outfit="The Sloane Gang"),
    ])


def test_a_hex_learned_at_the_cemetery_costs_1_less():
    game = _game("cemetery", ["Soul Blast"], stash=1)      # Soul Blast costs 1: free here
    play(game, play="learn", card="Soul Blast")
    wilber = uid_of(game, "Wilber Crowley")
    assert game.state.card(uid_of(game, "Soul Blast")).attached_to == wilber
    assert game.state.players[0].stash == 1


def test_elsewhere_the_spell_costs_full_price():
    game = _game("home", ["Soul Blast"], stash=0)
    assert not has_option(game, play="learn", card="Soul Blast")
    game = _game("cemetery", ["Soul Blast"], stash=0)
    assert has_option(game, play="learn", card="Soul Blast")


def test_goods_bought_there_cost_the_same():
    game = _game("cemetery", ["Shotgun"], stash=3)
    play(game, play="buy", card="Shotgun")
    assert game.state.players[0].stash == 0
