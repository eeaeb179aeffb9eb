"""Flight of the Lepus: Cheatin' Resolution: move up to two dudes of yours and/or the cheater's home (up
to three if your hand is legal); in a shootout you may also boot them."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, pick_titles, play, to_reveal, turn_of

LOW = "2H 3D 5C 7H 9D"
CHEAT = "AH AH 4H 6D 8C"


def _gamblin(p0_top: str):
    game = scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Flight of the Lepus"],
             deck=cards(p0_top + " " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "Rob Wilby"], deck=cards(CHEAT + " " + FILLER)),
    ])
    play(game, play="ability", card="Flight of the Lepus")
    return game


def test_legal_hand_moves_three_dudes_home_unbooted():
    game = _gamblin(LOW)
    assert (game.decision.kind, game.decision.max) == ("target", 3)
    pick_titles(game, "Clint Ramsey", "Pancho Castillo", "Rob Wilby")
    assert card_named(game, "Clint Ramsey").location == "Law Dogs"
    for title in ("Pancho Castillo", "Rob Wilby"):
        dude = card_named(game, title)
        assert (dude.location, dude.booted) == ("The Sloane Gang", False)


def test_a_cheatin_hand_of_your_own_allows_only_two():
    game = _gamblin("KH KH 4D 6C 8D")
    assert (game.decision.kind, game.decision.max) == ("target", 2)
    pick_titles(game, "Pancho Castillo")
    assert card_named(game, "Pancho Castillo").location == "The Sloane Gang"
    assert card_named(game, "Rob Wilby").location == "Town Square"


def test_in_a_shootout_the_dudes_may_be_booted_too():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Andreas Andregg"], hand=["Flight of the Lepus"],
             deck=cards("2H 5D 9C JH KD " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Shi Long Peng"], deck=cards("9H 9H 9D 9C 2D " + FILLER)),
    ], shootout=dict(posses=[["Andreas Andregg"], ["Shi Long Peng"]]))
    play(game, play="ability", card="Flight of the Lepus")
    pick_titles(game, "Shi Long Peng")
    assert game.decision.kind == "target" and game.decision.min == 0     # boot them? (a choice)
    pick_titles(game, "Shi Long Peng")
    shi = card_named(game, "Shi Long Peng")
    assert (shi.location, shi.booted) == ("The Sloane Gang", True)
    assert game.state.shootout is None                  # the Sloane Gang's posse is empty: it is over


def test_not_offered_against_a_legal_hand():
    game = scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Flight of the Lepus"], deck=cards(CHEAT + " " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards(LOW + " " + FILLER)),
    ])
    # only the Law Dogs cheat, and a Cheatin' Resolution is never used against oneself
    assert [c.title for c in game.state.players[0].hand] == ["Flight of the Lepus"]
    assert card_named(game, "Pancho Castillo").location == "Town Square"


def test_with_three_players_only_your_dudes_and_the_cheaters():
    # player 2 (Rob Wilby, away from home) did not cheat: his dude is no target
    game = scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Flight of the Lepus"],
             deck=cards(LOW + " " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards(CHEAT + " " + FILLER)),
        dict(outfit="Morgan Regulators", town_square=["Rob Wilby"], deck=cards("2S 4D 6C 8H 10D " + FILLER)),
    ])
    play(game, play="ability", card="Flight of the Lepus")
    assert sorted(o.data["card"] for o in game.decision.options) == ["Clint Ramsey", "Pancho Castillo"]
    pick_titles(game, "Pancho Castillo")
    assert card_named(game, "Pancho Castillo").location == "The Sloane Gang"
    assert card_named(game, "Rob Wilby").location == "Town Square"


def test_yagns_mechanical_skeleton_can_stop_the_boot_after_the_move_home():
    """The move home and the boot each give the cheater a chance to react: Shi Long Peng goes home (nothing
    played), then his Yagn's Mechanical Skeleton boots instead of him, so he stays home unbooted."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Andreas Andregg"], hand=["Flight of the Lepus"],
             deck=cards("2H 5D 9C JH KD " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Shi Long Peng"],
             attach={"Shi Long Peng": ["Yagn's Mechanical Skeleton"]}, deck=cards("9H 9H 9D 9C 2D " + FILLER)),
    ], shootout=dict(posses=[["Andreas Andregg"], ["Shi Long Peng"]]))
    to_reveal(game)
    turn_of(game, 0, "resolution")
    play(game, play="ability", card="Flight of the Lepus")
    pick_titles(game, "Shi Long Peng")
    assert (game.decision.kind, game.decision.player) == ("react", 1)      # the move home
    play(game, play="pass")
    assert card_named(game, "Shi Long Peng").location == "The Sloane Gang"
    pick_titles(game, "Shi Long Peng")                                      # boot him too
    assert (game.decision.kind, game.decision.player) == ("react", 1)
    play(game, play="ability", card="Yagn's Mechanical Skeleton")
    shi = card_named(game, "Shi Long Peng")
    assert (shi.location, shi.booted) == ("The Sloane Gang", False)
    assert card_named(game, "Yagn's Mechanical Skeleton").booted
