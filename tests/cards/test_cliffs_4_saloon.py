"""Cliff's #4 Saloon (Controller Noon, boot): one of your dudes, at or beside the saloon and where you hold control, turns stud for the day."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, to_phase, uid_of


def _game(**p0):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Cliff's #4 Saloon"], **p0), dict(outfit="The Sloane Gang")])


def test_a_draw_at_home_beside_it_becomes_a_stud_for_the_day():
    game = _game(home=["Avie Cline"], town_square=["Rob Wilby"])
    avie = uid_of(game, "Avie Cline")
    play(game, play="ability", card="Cliff's #4 Saloon")          # Rob (town square: nobody controls it) is out
    assert game.state.card(avie).shooter == "stud"


def test_no_draw_at_a_controlled_location_nearby():
    game = _game(town_square=["Rob Wilby"], home=["Pancho Castillo"])   # Pancho is a stud already
    assert not has_option(game, play="ability", card="Cliff's #4 Saloon")


def test_the_stud_turns_back_into_a_draw_after_nightfall():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Cliff's #4 Saloon"], home=["Avie Cline"], hand=["Shotgun"], stash=10),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"], stash=10),
    ])
    avie = uid_of(game, "Avie Cline")
    play(game, play="ability", card="Cliff's #4 Saloon")
    assert game.state.card(avie).shooter == "stud"
    to_phase(game, "nightfall")
    assert game.state.phase == "nightfall" and game.state.card(avie).shooter == "stud"
    to_phase(game, "gamblin", day=2)
    assert game.state.day == 2 and game.state.card(avie).shooter == "draw"
