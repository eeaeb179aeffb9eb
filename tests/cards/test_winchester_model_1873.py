"""Winchester Model 1873: Shootout, boot it and its dude: the dude gets +1 bullets and becomes a stud."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, end_shootout, has_option, play, turn_of


def _shootout(booted: tuple[str, ...] = ()):
    # Rob Wilby is a 1-bullet draw; the Winchester's own bullet makes 2.
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey", "Rob Wilby"], attach={"Rob Wilby": ["Winchester Model 1873"]},
             booted=list(booted)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ], shootout=dict(posses=[["Clint Ramsey", "Rob Wilby"], ["Pancho Castillo"]]))
    return game


def test_winchester_boots_its_dude_for_a_bullet_and_a_stud():
    game = _shootout()
    rob = card_named(game, "Rob Wilby")
    assert (rob.bullets, rob.shooter, rob.booted) == (2, "draw", False)
    turn_of(game, 0)
    play(game, play="ability", card="Winchester Model 1873")
    rob = card_named(game, "Rob Wilby")
    assert (rob.bullets, rob.shooter, rob.booted) == (3, "stud", True)
    assert card_named(game, "Winchester Model 1873").booted
    assert ("Winchester Model 1873", 1) in rob.modifiers["bullets"]


def test_winchester_needs_its_dude_unbooted():
    game = _shootout(booted=("Rob Wilby",))   # a booted dude at the shootout's location still joins
    # nobody has a Shootout play, so the window is skipped and the shooters are chosen
    assert game.decision.kind == "shooter"
    assert not has_option(game, play="ability", card="Winchester Model 1873")


def test_winchester_must_be_in_the_shootout():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey", "Rob Wilby"], attach={"Rob Wilby": ["Winchester Model 1873"]}),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))   # Rob stays out of the posse
    # no Shootout play for anyone, one dude a side: straight on to the draw hands
    assert game.decision.kind == "draw_hand"
    assert card_named(game, "Rob Wilby").bullets == 2


def test_the_bullet_and_the_stud_end_with_the_shootout():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey", "Rob Wilby"],
             attach={"Rob Wilby": ["Winchester Model 1873"]},
             deck=cards("9H 9S 9D 9C 2D 4C 6H 8S " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"],
             deck=cards("2H 4D 7C 8S JH QC 3D 5S " + FILLER)),
    ], shootout=dict(posses=[["Clint Ramsey", "Rob Wilby"], ["Pancho Castillo"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Winchester Model 1873")
    assert (card_named(game, "Rob Wilby").bullets, card_named(game, "Rob Wilby").shooter) == (3, "stud")
    end_shootout(game)                                     # four nines: Pancho falls
    assert game.state.shootout is None
    assert (card_named(game, "Rob Wilby").bullets, card_named(game, "Rob Wilby").shooter) == (2, "draw")
