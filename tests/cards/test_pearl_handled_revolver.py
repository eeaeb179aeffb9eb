"""Pearl-Handled Revolver: the dude carrying it is a stud."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import callout_shootout, card_named


def test_the_carrier_is_a_stud_and_shoots_as_one():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], home=["Andreas Andregg"],
             attach={"Rob Wilby": ["Pearl-Handled Revolver"]}),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ])
    rob = card_named(game, "Rob Wilby")              # printed: 1 bullet, draw
    assert (rob.bullets, rob.shooter) == (1, "stud")
    callout_shootout(game, "Rob Wilby", "Pancho Castillo")
    posse = next(p for p in game.state.shootout.posses if p.player == 0)
    assert (posse.stud_bonus, posse.draw_bonus) == (1, 0)


def test_without_the_revolver_the_dude_keeps_its_printed_type():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby", "Clint Ramsey"],
             attach={"Clint Ramsey": ["Pearl-Handled Revolver"]}),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ])
    assert card_named(game, "Rob Wilby").shooter == "draw"
