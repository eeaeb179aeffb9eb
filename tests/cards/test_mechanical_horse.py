"""Mechanical Horse: Noon Repeat, 1 GR: this dude moves next door; Noon Repeat, 2 GR: this dude moves anywhere;
React, boot: this dude joins a posse without booting."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, play, posse_titles, turn_of

NEXT_DOOR = "Mechanical Horse: move this dude next door (1 GR)"
ANYWHERE = "Mechanical Horse: move this dude anywhere (2 GR)"


def _game(stash: int):
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", home=["Rob Wilby"], attach={"Rob Wilby": ["Mechanical Horse"]}, stash=stash,
             street_right=["Surveyor's Office"], town_square=["Wilber Crowley"]),
        dict(outfit="The Sloane Gang", home=["Alan Campbell"], town_square=["Pagliaccio"]),
    ])


def test_one_ghost_rock_trots_next_door_and_again():
    game = _game(3)
    play(game, play="ability", card="Mechanical Horse", ability=0)
    assert sorted(o.data["to"] for o in game.decision.options) == ["Surveyor's Office", "Town Square"]
    play(game, play="location", to="Surveyor's Office")
    rob = card_named(game, "Rob Wilby")
    assert (rob.location, rob.booted) == ("Surveyor's Office", False)
    assert game.state.players[0].stash == 2
    turn_of(game, 0, "noon")
    play(game, play="ability", card="Mechanical Horse", ability=0)   # Repeat
    play(game, play="location", to="Law Dogs")
    assert card_named(game, "Rob Wilby").location == "Law Dogs"
    assert game.state.players[0].stash == 1


def test_two_ghost_rock_go_anywhere():
    game = _game(2)
    play(game, play="ability", card="Mechanical Horse", ability=1)
    play(game, play="location", to="The Sloane Gang")
    assert card_named(game, "Rob Wilby").location == "The Sloane Gang"
    assert game.state.players[0].stash == 0


def test_no_ghost_rock_no_ride():
    game = _game(0)
    assert not has_option(game, play="ability", card="Mechanical Horse")


def test_the_react_spares_the_boot_of_joining():
    game = _game(0)
    play(game, play="callout", card="Wilber Crowley", target_card="Pagliaccio")
    play(game, play="accept")
    play(game, play="join", card="Rob Wilby", boots=True)
    play(game, play="ability", card="Mechanical Horse")
    assert posse_titles(game, 0) == ["Wilber Crowley", "Rob Wilby"]
    rob = card_named(game, "Rob Wilby")
    assert (rob.location, rob.booted) == ("Town Square", False)
    assert card_named(game, "Mechanical Horse").booted
