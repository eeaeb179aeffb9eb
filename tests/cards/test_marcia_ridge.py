"""Marcia Ridge: holding the town square from it (more influence there than the other side), her player
uses the abilities of the in-town deeds as though they controlled them, with Marcia counting as there."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, option_titles, play, uid_of


def _game(opposing_square=(), marcia_at="town square"):
    """Marcia (2 influence) for the Law Dogs, who are not the Dealer; the Sloane Gang own the deeds."""
    mine = dict(outfit="Law Dogs", stash=5)
    if marcia_at == "town square":
        mine["town_square"] = ["Marcia Ridge"]
    else:
        mine["home"] = ["Marcia Ridge"]
    game = scenario(phase="high_noon", dealer=1, players=[mine, dict(
        outfit="The Sloane Gang", street_left=["Railroad Station"], street_right=["Charlie's Place"],
        out_of_town=["Clanton Ranch"], at={"Charlie's Place": ["Clint Ramsey"]}, town_square=list(opposing_square)),
    ])
    play(game, play="pass")                    # the Dealer's first play
    assert (game.decision.kind, game.decision.player) == ("noon", 0)
    return game


def test_railroad_station_moves_marcia_herself():
    game = _game()
    station, marcia = uid_of(game, "Railroad Station"), uid_of(game, "Marcia Ridge")
    assert game.state.card(station).controller == 1
    play(game, play="ability", uid=station)    # Marcia is the only dude of hers "at" the station: no question
    assert {o.data["to"] for o in game.decision.options} == {
        "Law Dogs", "The Sloane Gang", "Charlie's Place", "Clanton Ranch"}   # not the station, not where she is
    play(game, play="location", to="Charlie's Place")
    view = game.state.card(marcia)
    assert (view.location, view.booted) == ("Charlie's Place", False)
    assert game.state.card(station).booted
    assert game.state.card(station).controller == 1   # the deed itself never changed hands


def test_charlies_place_lowers_an_opposing_dude_there_by_2():
    game = _game()
    place, clint = uid_of(game, "Charlie's Place"), uid_of(game, "Clint Ramsey")
    play(game, play="ability", uid=place)
    assert sorted(option_titles(game)) == ["Clint Ramsey", "Marcia Ridge"]   # Marcia counts as being there
    play(game, uid=clint)
    play(game, play="mode", mode=1)
    assert game.state.card(clint).bullets == 0     # 2 - 2
    assert game.state.card(place).booted and game.state.card(place).controller == 1


def test_an_out_of_town_deed_is_never_hers_to_use():
    game = _game()
    assert has_option(game, play="ability", card="Charlie's Place")
    assert not has_option(game, play="ability", card="Clanton Ranch")   # not adjacent to the town square


def test_the_other_side_matching_her_influence_in_the_square_stops_her():
    game = _game(opposing_square=["Pancho Castillo"])          # 2 against 2
    assert not has_option(game, play="ability", card="Railroad Station")
    assert not has_option(game, play="ability", card="Charlie's Place")
    game = _game(opposing_square=["Pancho Castillo", "Shi Long Peng"])   # 3 against 2
    assert not has_option(game, play="ability", card="Charlie's Place")


def test_away_from_the_town_square_she_does_nothing():
    game = _game(marcia_at="home")
    assert not has_option(game, play="ability", card="Charlie's Place")
    assert not has_option(game, play="ability", card="Railroad Station")
