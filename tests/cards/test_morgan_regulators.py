"""Morgan Regulators: Noon, boot: a dude moves to the town square (unbooting if it has a Horse); at a
Sundown with no shootout that turn, each player's influence at one location counts as 5 at most."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, pass_until, play, uid_of

DEEDS = ["The Mayor's Office", "2nd Bank of Gomorra", "Yan Li's Tailoring", "Pony Express"]   # 2+2+1+1 = 6 CP
BIG = ["Nicodemus Whateley", "Jessica Patchett", "Lane Healey"]                             # 3+3+3 influence


def test_a_dude_with_a_horse_rides_to_the_town_square_and_unboots():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Morgan Regulators", home=["Lane Healey", "Randall"], attach={"Lane Healey": ["Mustang"]},
             booted=["Lane Healey", "Randall"]),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"]),
    ])
    lane = uid_of(game, "Lane Healey")
    play(game, play="ability", card="Morgan Regulators")
    play(game, play="target", uid=lane)
    assert (game.state.card(lane).location, game.state.card(lane).booted) == ("Town Square", False)
    assert game.state.players[0].outfit.booted
    assert not has_option(game, play="ability", card="Morgan Regulators")     # once per turn


def test_without_a_horse_the_dude_stays_booted_and_nobody_in_the_square_moves():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Morgan Regulators", home=["Randall"], town_square=["Irving Patterson"], booted=["Randall"]),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"]),
    ])
    play(game, play="ability", card="Morgan Regulators")     # Irving is already there: Randall is the only choice
    randall = game.state.card(uid_of(game, "Randall"))
    assert (randall.location, randall.booted) == ("Town Square", True)


def _sundown_game():
    return scenario(phase="high_noon", players=[
        dict(outfit="Morgan Regulators", street_left=DEEDS, town_square=["Rob Wilby"], hand=["Shotgun"]),
        dict(outfit="The Sloane Gang", town_square=[*BIG, "Allie Hensman"]),
    ])


def test_influence_is_capped_at_sundown_without_a_shootout():
    game = _sundown_game()
    play(game, play="pass")
    play(game, play="pass")
    # 6 control points beat the opponent's 9 influence in the town square, counted as 5
    assert game.over and game.winner == 0


def test_no_cap_after_a_shootout_that_turn():
    game = _sundown_game()
    play(game, play="callout", card="Rob Wilby", target_card="Allie Hensman")
    play(game, play="accept")
    pass_until(game, "nightfall_discard")
    assert not game.over and game.state.phase == "nightfall"
    assert game.state.players[1].influence == 9
