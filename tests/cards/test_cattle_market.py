"""Cattle Market: +1 CP while another Ranch is in play; dudes at this deed get +3 value."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import uid_of


def test_dudes_here_get_3_value_and_no_bonus_cp_without_another_ranch():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Cattle Market"], at={"Cattle Market": ["Rob Wilby"]}, home=["Clint Ramsey"]),
        dict(outfit="The Sloane Gang", at={"Cattle Market": ["Jacqueline Isham"]}),
    ])
    assert game.state.card(uid_of(game, "Rob Wilby")).value == 5                 # 2 + 3
    assert game.state.card(uid_of(game, "Jacqueline Isham")).value == 13         # 13 + 3, at most 13
    assert game.state.card(uid_of(game, "Clint Ramsey")).value == 11             # not here
    assert game.state.card(uid_of(game, "Cattle Market")).control == 0


def test_another_ranch_anywhere_gives_it_a_control_point():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Cattle Market"], home=["Rob Wilby"]),
        dict(outfit="The Sloane Gang", street_left=["Circle M Ranch"], home=["Avie Cline"]),
    ])
    assert game.state.card(uid_of(game, "Cattle Market")).control == 1
    assert game.state.players[0].control == 1
