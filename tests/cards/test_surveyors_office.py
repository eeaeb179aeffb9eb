"""Surveyor's Office: linked to every Out of Town deed as a neighbour; Controller Noon, boot: one of your
dudes here steps to a neighbouring location (it does not boot)."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, uid_of


def _game(at_office=("Pancho Castillo",)):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Surveyor's Office"], out_of_town=["Clanton Ranch"],
             at={"Surveyor's Office": list(at_office)}, booted=list(at_office)),
        dict(outfit="The Sloane Gang", out_of_town=["Long Strides Ranch"], home=["Avie Cline"]),
    ])


def test_moves_a_booted_dude_out_of_town():
    game = _game()
    office, pancho = uid_of(game, "Surveyor's Office"), uid_of(game, "Pancho Castillo")
    play(game, play="ability", uid=office)
    destinations = {o.data["to"] for o in game.decision.options}
    # the town square and its home beside it on the street, and both Out of Town deeds
    assert destinations == {"Town Square", "Law Dogs", "Clanton Ranch", "Long Strides Ranch"}
    play(game, play="location", to="Long Strides Ranch")
    view = game.state.card(pancho)
    assert (view.location, view.booted) == ("Long Strides Ranch", True)   # still booted, no extra boot


def test_out_of_town_deeds_are_adjacent_to_it_only():
    # from Clanton Ranch, a dude can join a posse at the Surveyor's Office (adjacent) but nowhere else
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Surveyor's Office"], out_of_town=["Clanton Ranch"],
             at={"Surveyor's Office": ["Pancho Castillo"], "Clanton Ranch": ["Clint Ramsey"]}),
        dict(outfit="The Sloane Gang", at={"Surveyor's Office": ["Avie Cline"]}),
    ])
    play(game, play="callout", card="Pancho Castillo", target_card="Avie Cline")
    play(game, play="accept")
    assert has_option(game, play="join", card="Clint Ramsey", boots=True)


def test_no_dude_of_yours_here():
    game = _game(at_office=())
    assert not has_option(game, play="ability", card="Surveyor's Office")
