"""Huntsmen's Society: the controller's dudes of value 10 or more at or next to it get -1 upkeep."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import uid_of


def test_high_value_dudes_nearby_pay_1_less():
    # street: Huntsmen's Society | Law Dogs home; the town square is beside it too
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Huntsmen's Society"], home=["Clint Ramsey", "El Anónimo"],
             at={"Huntsmen's Society": ["Bloody Teeth"]}),
        dict(outfit="The Sloane Gang", home=["Clint Ramsey"], town_square=["Avie Cline"]),
    ])

    def upkeep(title, owner):       # the view shows what the next Upkeep charges: faction surcharge included
        return game.state.card(uid_of(game, title, owner)).upkeep

    assert upkeep("Clint Ramsey", 0) == 0      # value 11, at home beside it: 1 - 1 (a drifter: no surcharge)
    assert upkeep("El Anónimo", 0) == 6        # value 8: no change
    assert upkeep("Bloody Teeth", 0) == 1      # value 10, at it: 1 - 1, plus 1 influence (First Peoples)
    assert upkeep("Avie Cline", 1) == 4        # value 10 and nearby, but the other player's: 2, plus 2 influence
    assert upkeep("Clint Ramsey", 1) == 1      # the other player's, and far away


def test_it_helps_whoever_controls_it():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Huntsmen's Society"]),
        dict(outfit="The Sloane Gang", town_square=["Avie Cline"], at={"Huntsmen's Society": ["El Anónimo"]}),
    ])
    assert game.state.controllers[uid_of(game, "Huntsmen's Society")] == 1
    avie = game.state.card(uid_of(game, "Avie Cline"))
    assert avie.upkeep == 3                    # 2 - 1 for the Sloane Gang now, plus 2 influence (a Fearmonger)
    assert [delta for _, delta in avie.modifiers["upkeep"]] == [-1, 2]
