"""Make the Smart Choice: Shootout: a dude in the shootout loses bullets equal to its influence, for the rest
of the shootout; its controller may then send it home booted."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    card_named,
    cards,
    end_shootout,
    has_option,
    option,
    option_titles,
    play,
    posse_titles,
    turn_of,
)

CARD = "Make the Smart Choice"


def _shootout():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=[CARD]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "El Anónimo"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo", "El An\u00f3nimo"]]))
    turn_of(game, 0)
    play(game, play="ability", card=CARD)
    play(game, play="target", card="Pancho Castillo")
    return game


def test_the_dude_stays_with_fewer_bullets():
    game = _shootout()
    assert (game.decision.kind, game.decision.player) == ("react", 1)    # Pancho's controller decides
    assert card_named(game, "Pancho Castillo").bullets == 1              # 3 bullets - 2 influence
    game.choose(1, option(game, play="refuse"))
    assert posse_titles(game, 1) == ["Pancho Castillo", "El Anónimo"]
    assert card_named(game, "Pancho Castillo").bullets == 1


def test_the_dude_goes_home_booted():
    game = _shootout()
    game.choose(1, option(game, play="accept"))
    pancho = card_named(game, "Pancho Castillo")
    assert (pancho.location, pancho.booted, pancho.bullets) == ("The Sloane Gang", True, 1)
    assert posse_titles(game, 1) == ["El Anónimo"]


def test_your_own_dude_may_be_chosen():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=[CARD]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    turn_of(game, 0)
    play(game, play="ability", card=CARD)
    play(game, play="target", card="Clint Ramsey")
    assert (game.decision.kind, game.decision.player) == ("react", 0)
    assert card_named(game, "Clint Ramsey").bullets == 1                 # 2 bullets - 1 influence
    game.choose(0, option(game, play="accept"))
    # Clint leaves, the Law Dogs' posse is empty: the shootout is over
    assert game.state.shootout is None
    assert card_named(game, "Clint Ramsey").location == "Law Dogs"


def test_the_bullets_come_back_after_the_shootout():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=[CARD],
             deck=cards("2H 4D 7C 8S JH QC 3D " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "El Anónimo"],
             deck=cards("9H 9S 9D 9C 2D 4C 6H 8H " + FILLER)),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo", "El An\u00f3nimo"]]))
    turn_of(game, 0)
    play(game, play="ability", card=CARD)
    play(game, play="target", card="Pancho Castillo")
    game.choose(1, option(game, play="refuse"))           # Pancho stays in the fight
    assert card_named(game, "Pancho Castillo").bullets == 1
    end_shootout(game)                                    # four nines: Clint falls
    assert game.state.shootout is None
    assert card_named(game, "Pancho Castillo").bullets == 3


def _after_the_hound(hound: bool):
    """Clint Ramsey (influence 1) and Rob Wilby (influence 0) face Pancho Castillo, whose player holds the card;
    Clint's Scoop Hound holds the posses first (or not)."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey", "Rob Wilby"], attach={"Clint Ramsey": ["Scoop Hound"]}),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], hand=[CARD]),
    ], shootout=dict(posses=[["Clint Ramsey", "Rob Wilby"], ["Pancho Castillo"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Scoop Hound") if hound else play(game, play="pass")
    turn_of(game, 1)
    play(game, play="ability", card=CARD)
    return game


def test_no_target_it_could_neither_cut_nor_send_home():
    """Under the Hound's hold nobody may be sent home booted by a Shootout play: Rob Wilby, with no influence to
    lose, could not be changed at all, so he is no target; Clint (1 influence) and Pancho still are, and Clint's
    controller is not asked about a trip home the hold forbids. Without the hold, Rob is a target."""
    game = _after_the_hound(hound=True)
    assert (game.decision.kind, option_titles(game)) == ("target", ["Clint Ramsey", "Pancho Castillo"])
    play(game, play="target", card="Clint Ramsey")
    assert card_named(game, "Clint Ramsey").bullets == 1
    assert not has_option(game, play="accept")
    assert posse_titles(game, 0) == ["Clint Ramsey", "Rob Wilby"]
    game = _after_the_hound(hound=False)
    assert option_titles(game) == ["Clint Ramsey", "Rob Wilby", "Pancho Castillo"]
    play(game, play="target", card="Rob Wilby")
    game.choose(0, option(game, play="accept"))
    assert posse_titles(game, 0) == ["Clint Ramsey"]


def test_the_trip_home_opens_a_react_window_and_with_no_play_the_dude_goes():
    """Pancho Castillo with Yagn's Mechanical Skeleton (3 + 2 bullets, 2 + 1 influence) drops to 2 bullets;
    accepting the trip home lets his side react first (the Skeleton is offered); passing, he goes home booted."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=[CARD]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "El Anónimo"],
             attach={"Pancho Castillo": ["Yagn's Mechanical Skeleton"]}),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo", "El Anónimo"]]))
    turn_of(game, 0)
    play(game, play="ability", card=CARD)
    play(game, play="target", card="Pancho Castillo")
    assert card_named(game, "Pancho Castillo").bullets == 2
    game.choose(1, option(game, play="accept"))
    assert has_option(game, play="ability", card="Yagn's Mechanical Skeleton")
    game.choose(1, option(game, play="pass"))
    pancho = card_named(game, "Pancho Castillo")
    assert (pancho.location, pancho.booted) == ("The Sloane Gang", True)
    assert posse_titles(game, 1) == ["El Anónimo"]
