"""Encroaching Darkness: the first Abomination played from hand each turn costs 1 less; Noon, boot: boot
your dude to give an opposing dude of lower value there -1 influence (and -1 bullets if yours is an
Abomination)."""
from doomtown_tui.engine.testing import scenario

from tests.cards.helpers import has_option, play, uid_of


def _game(mine: str, theirs: str):
    return scenario(phase="high_noon", players=[
        dict(outfit="Encroaching Darkness", town_square=[mine]),
        dict(outfit="The Sloane Gang", town_square=[theirs]),
    ])


def test_an_abomination_takes_influence_and_a_bullet():
    game = _game("Alan Campbell", "Pancho Castillo")       # Abomination of value 8 vs value 5 (3 bullets, 2 influence)
    play(game, play="ability", card="Encroaching Darkness")  # one dude each: both chosen at once
    pancho = game.state.card(uid_of(game, "Pancho Castillo"))
    assert (pancho.influence, pancho.bullets, pancho.booted) == (1, 2, False)
    assert game.state.card(uid_of(game, "Alan Campbell")).booted
    assert game.state.players[0].outfit.booted


def test_another_dude_takes_only_influence():
    game = _game("Sylvester Heath", "Pancho Castillo")     # value 9, no Abomination
    play(game, play="ability", card="Encroaching Darkness")
    pancho = game.state.card(uid_of(game, "Pancho Castillo"))
    assert (pancho.influence, pancho.bullets) == (1, 3)


def test_the_target_must_have_lower_value():
    game = _game("The Brute", "Pancho Castillo")           # value 4 < 5
    assert not has_option(game, play="ability", card="Encroaching Darkness")


def test_the_first_abomination_from_hand_each_turn_costs_one_less():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Encroaching Darkness", stash=10, hand=["The Brute", "Pagliaccio"]),
        dict(outfit="The Sloane Gang"),
    ])
    play(game, play="recruit", card="The Brute")            # cost 2 - 1
    assert game.state.players[0].stash == 9
    play(game, play="pass")
    play(game, play="recruit", card="Pagliaccio")           # cost 2: the discount is spent for the turn
    assert game.state.players[0].stash == 7
