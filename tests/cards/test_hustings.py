"""Hustings: dudes booted at home get -1 influence, unless Hustings' controller controls them."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import uid_of


def test_opposing_dudes_booted_at_home_lose_1_influence():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Hustings"], home=["Pancho Castillo"], booted=["Pancho Castillo"]),
        dict(outfit="The Sloane Gang", home=["Avie Cline", "El Anónimo"], town_square=["Bloody Teeth"],
             booted=["Avie Cline", "Bloody Teeth"]),
    ])
    view = game.state
    assert view.card(uid_of(game, "Avie Cline")).influence == 1          # booted at home: 2 - 1
    assert view.card(uid_of(game, "El Anónimo")).influence == 2          # unbooted
    assert view.card(uid_of(game, "Bloody Teeth")).influence == 1        # booted, but not at home
    assert view.card(uid_of(game, "Pancho Castillo")).influence == 2     # Hustings' controller's own dude
    assert view.players[1].influence == 4


def test_the_penalty_follows_control_of_the_deed():
    # the Sloane Gang's El Anónimo (2 influence) at Hustings takes it over: now the Law Dogs suffer
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Hustings"], home=["Pancho Castillo"], booted=["Pancho Castillo"]),
        dict(outfit="The Sloane Gang", home=["Avie Cline"], at={"Hustings": ["El Anónimo"]}, booted=["Avie Cline"]),
    ])
    assert game.state.controllers[uid_of(game, "Hustings")] == 1
    assert game.state.card(uid_of(game, "Pancho Castillo")).influence == 1
    assert game.state.card(uid_of(game, "Avie Cline")).influence == 2
