"""Cliff's #4 Saloon (Controller Noon, boot): one of your dudes, at or beside the saloon and where you hold control, turns stud for the day."""
from doomtown_tui.engine.testing import scenario

from tests.cards.helpers import has_option, play, uid_of


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
