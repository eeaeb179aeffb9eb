"""Encroaching Darkness: the first Abomination played from hand each turn costs 1 less; Noon, boot: boot
your dude to give an opposing dude of lower value there -1 influence (and -1 bullets if yours is an
Abomination)."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, to_phase, turn_of, uid_of


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


def test_the_weakening_ends_after_nightfall():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"], hand=["Shotgun"], stash=10),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], stash=10),
    ])
    pancho = uid_of(game, "Pancho Castillo")
    play(game, play="ability", card="Encroaching Darkness")
    assert (game.state.card(pancho).influence, game.state.card(pancho).bullets) == (1, 2)
    to_phase(game, "nightfall")
    assert game.state.phase == "nightfall"
    assert (game.state.card(pancho).influence, game.state.card(pancho).bullets) == (1, 2)
    to_phase(game, "gamblin", day=2)
    assert (game.state.day, game.state.card(pancho).influence, game.state.card(pancho).bullets) == (2, 2, 3)


def test_the_discount_is_back_the_next_day():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Encroaching Darkness", stash=10, hand=["The Brute", "Pagliaccio"]),
        dict(outfit="The Sloane Gang", home=["Clint Ramsey"], stash=10),
    ])
    play(game, play="recruit", card="The Brute")            # 2 - 1: the discount is used for day 1
    assert game.state.players[0].stash == 9
    to_phase(game, "high_noon", day=2)
    turn_of(game, 0, "noon")
    before = game.state.players[0].stash
    play(game, play="recruit", card="Pagliaccio")           # a new day: 2 - 1 again
    assert game.state.players[0].stash == before - 1
