"""Sun in Yer Eyes: Shootout: a dude in the shootout gets -2 bullets or becomes a draw; for 1 GR both."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, end_shootout, play


def _shootout(stash: int):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Sun in Yer Eyes"], stash=stash),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    play(game, play="ability", card="Sun in Yer Eyes")
    play(game, play="target", card="Pancho Castillo")
    return game


def test_minus_two_bullets():
    game = _shootout(stash=3)
    play(game, play="mode", mode=0)
    pancho = card_named(game, "Pancho Castillo")
    assert (pancho.bullets, pancho.shooter) == (1, "stud")
    assert game.state.players[0].stash == 3


def test_becomes_a_draw():
    game = _shootout(stash=3)
    play(game, play="mode", mode=1)
    pancho = card_named(game, "Pancho Castillo")
    assert (pancho.bullets, pancho.shooter) == (3, "draw")


def test_one_ghost_rock_buys_both():
    game = _shootout(stash=3)
    play(game, play="mode", mode=2)
    pancho = card_named(game, "Pancho Castillo")
    assert (pancho.bullets, pancho.shooter) == (1, "draw")
    assert game.state.players[0].stash == 2


def test_both_is_not_offered_without_ghost_rock():
    game = _shootout(stash=0)
    assert [o.data["mode"] for o in game.decision.options] == [0, 1]


def test_the_ghost_rock_on_old_marges_manor_may_buy_both():
    """The Manor's ghost rock pays for its controller's action cards in a shootout: the 1 GR that buys both
    halves is such a payment, so it comes off the Manor when the stash is empty."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Old Marge's Manor"], ghost_rock={"Old Marge's Manor": 2},
             town_square=["Clint Ramsey"], hand=["Sun in Yer Eyes"], stash=0),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    play(game, play="ability", card="Sun in Yer Eyes")
    play(game, play="target", card="Pancho Castillo")
    assert [o.data["mode"] for o in game.decision.options] == [0, 1, 2]
    play(game, play="mode", mode=2)
    assert (card_named(game, "Pancho Castillo").bullets, card_named(game, "Pancho Castillo").shooter) == (1, "draw")
    assert card_named(game, "Old Marge's Manor").ghost_rock == 1
    assert game.state.players[0].stash == 0


def test_the_glare_ends_with_the_shootout():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Sun in Yer Eyes"], stash=3,
             deck=cards("2H 5D 9C JH KD 3D 4C " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards("9H 9S 9D 9C 2D 4C 6H " + FILLER)),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    play(game, play="ability", card="Sun in Yer Eyes")
    play(game, play="target", card="Pancho Castillo")
    play(game, play="mode", mode=2)
    assert (card_named(game, "Pancho Castillo").bullets, card_named(game, "Pancho Castillo").shooter) == (1, "draw")
    end_shootout(game)                                    # Pancho's four nines: Clint falls
    assert game.state.shootout is None
    pancho = card_named(game, "Pancho Castillo")
    assert (pancho.bullets, pancho.shooter) == (3, "stud")


def _at_rob(stash: int):
    """Sun in Yer Eyes played at Rob Wilby, a draw (printed), in Pancho Castillo's posse."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Sun in Yer Eyes"], stash=stash),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "Rob Wilby"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo", "Rob Wilby"]]))
    play(game, play="ability", card="Sun in Yer Eyes")
    play(game, play="target", card="Rob Wilby")
    return game


def test_a_dude_who_is_a_draw_already_is_not_offered_the_draw():
    """Rob Wilby is a draw already: making him one would change nothing, so only the -2 bullets (alone, or paid
    for with the draw) is offered; against Pancho Castillo, a stud, the draw is offered too."""
    game = _at_rob(stash=3)
    assert [o.label for o in game.decision.options] == ["-2 bullets", "Pay 1 GR: -2 bullets and becomes a draw"]
    play(game, play="mode", mode=0)
    rob = card_named(game, "Rob Wilby")
    assert (rob.bullets, rob.shooter, game.state.players[0].stash) == (0, "draw", 3)
    game = _shootout(stash=3)
    assert [o.label for o in game.decision.options] == ["-2 bullets", "Becomes a draw",
                                                        "Pay 1 GR: -2 bullets and becomes a draw"]


def test_one_choice_left_is_made_without_a_question():
    """Against Rob Wilby (a draw already) with no ghost rock to pay for both, -2 bullets is all the card can do:
    it is done at once and the shootout goes on."""
    game = _at_rob(stash=0)
    rob = card_named(game, "Rob Wilby")
    assert (rob.bullets, rob.shooter) == (0, "draw")
    assert game.decision.kind == "shooter"            # nobody has another play: the shooters are picked
