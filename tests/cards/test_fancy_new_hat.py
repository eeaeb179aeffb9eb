"""Fancy New Hat: +1 influence; other players' abilities cannot lower this dude's influence."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import events, play, uid_of


def _game(mayor_owner):
    office = {"street_left": ["The Mayor's Office"]}
    return scenario(phase="high_noon", dealer=mayor_owner, players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Fancy New Hat"]},
             **(office if mayor_owner == 0 else {})),
        dict(outfit="The Sloane Gang", **(office if mayor_owner == 1 else {})),
    ])


def test_the_other_side_cannot_lower_it():
    game = _game(mayor_owner=1)
    clint = uid_of(game, "Clint Ramsey")
    assert game.state.card(clint).influence == 1 + 1
    play(game, play="ability", card="The Mayor's Office")     # Clint is the only dude nearby: no question
    play(game, play="mode", mode=1)                   # -1 influence
    assert game.state.card(clint).influence == 2
    assert [e.data["uid"] for e in events(game, "prevented")] == [clint]


def test_its_owner_may_still_lower_it():
    game = _game(mayor_owner=0)
    clint = uid_of(game, "Clint Ramsey")
    play(game, play="ability", card="The Mayor's Office")     # Clint is the only dude nearby: no question
    play(game, play="mode", mode=1)
    assert game.state.card(clint).influence == 1


def test_raises_still_work():
    game = _game(mayor_owner=1)
    clint = uid_of(game, "Clint Ramsey")
    play(game, play="ability", card="The Mayor's Office")     # Clint is the only dude nearby: no question
    play(game, play="mode", mode=0)                   # +1 influence
    assert game.state.card(clint).influence == 3
