"""Fancy New Hat: +1 influence; other players' abilities cannot lower this dude's influence."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import events, has_option, play, uid_of


def _game(mayor_owner):
    office = {"street_left": ["The Mayor's Office"]}
    return scenario(phase="high_noon", dealer=mayor_owner, players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Fancy New Hat"]},
             **(office if mayor_owner == 0 else {})),
        dict(outfit="The Sloane Gang", **(office if mayor_owner == 1 else {})),
    ])


def test_the_other_side_cannot_lower_it():
    """The other side's Mayor's Office could not lower Clint's influence, so its -1 is no choice (it would change
    nothing): used on him, the Office gives him +1 without asking."""
    game = _game(mayor_owner=1)
    clint = uid_of(game, "Clint Ramsey")
    assert game.state.card(clint).influence == 1 + 1
    play(game, play="ability", card="The Mayor's Office")     # Clint is the only dude nearby: no question
    assert game.state.card(clint).influence == 3
    assert not events(game, "prevented")
    assert (game.decision.kind, game.decision.player) == ("noon", 0)


def test_its_owner_may_still_lower_it():
    game = _game(mayor_owner=0)
    clint = uid_of(game, "Clint Ramsey")
    play(game, play="ability", card="The Mayor's Office")     # Clint is the only dude nearby: no question
    play(game, play="mode", mode=1)
    assert game.state.card(clint).influence == 1


def test_its_owner_may_raise_it():
    game = _game(mayor_owner=0)
    clint = uid_of(game, "Clint Ramsey")
    play(game, play="ability", card="The Mayor's Office")     # Clint is the only dude nearby: no question
    play(game, play="mode", mode=0)                   # +1 influence
    assert game.state.card(clint).influence == 3


def test_an_ability_that_could_only_lower_its_influence_is_not_offered():
    """An ability that could change nothing cannot be used (rulebook "Resolving Abilities"): Encroaching
    Darkness, with no Abomination to boot, only lowers influence, and the hat's dude is its only victim."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Encroaching Darkness", town_square=["Sylvester Heath"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], attach={"Pancho Castillo": ["Fancy New Hat"]}),
    ])
    assert not has_option(game, play="ability", card="Encroaching Darkness")


def test_it_is_no_target_for_an_influence_penalty():
    """E.B. Farnum's -1 influence reaches any dude at his location: not the hat's dude, only E.B. himself."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["E.B. Farnum", "Clint Ramsey"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], attach={"Pancho Castillo": ["Fancy New Hat"]}),
    ])
    play(game, play="ability", card="E.B. Farnum")
    assert game.decision.kind == "target"
    assert sorted(o.data["card"] for o in game.decision.options) == ["Clint Ramsey", "E.B. Farnum"]
