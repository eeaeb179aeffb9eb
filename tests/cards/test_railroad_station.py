"""Railroad Station: Controller Noon, boot: move your dude from here to any other location, without booting."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, uid_of


def _game(at_station):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Railroad Station"], at={"Railroad Station": at_station}),
        dict(outfit="The Sloane Gang", street_right=["Charlie's Place"], out_of_town=["Clanton Ranch"], home=["Avie Cline"]),
    ])


def test_a_dude_travels_anywhere_without_booting():
    game = _game(["Pancho Castillo"])
    station, pancho = uid_of(game, "Railroad Station"), uid_of(game, "Pancho Castillo")
    play(game, play="ability", uid=station)
    assert {o.data["to"] for o in game.decision.options} == {
        "Town Square", "Law Dogs", "The Sloane Gang", "Charlie's Place", "Clanton Ranch"}
    play(game, play="location", to="The Sloane Gang")
    view = game.state.card(pancho)
    assert (view.location, view.booted) == ("The Sloane Gang", False)
    assert game.state.card(station).booted


def test_only_dudes_at_the_station():
    game = _game([])
    assert not has_option(game, play="ability", card="Railroad Station")
