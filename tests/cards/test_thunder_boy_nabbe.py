"""\"Thunder Boy\" Nabbe: Shootout Repeat, once per shootout: with a wanted dude in the opposing posse
he gets bullets equal to his influence and becomes a stud."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, cards, end_shootout, has_option, play, uid_of


def _shootout(bounty: int):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=['"Thunder Boy" Nabbe']),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], bounty={"Pancho Castillo": bounty}),
    ], shootout=dict(posses=[['"Thunder Boy" Nabbe'], ["Pancho Castillo"]]))
    return game


def test_against_a_wanted_dude_he_gains_his_influence_in_bullets_and_becomes_a_stud():
    game = _shootout(bounty=1)
    nabbe = uid_of(game, '"Thunder Boy" Nabbe')
    assert game.decision.kind == "shootout" and game.decision.player == 0
    play(game, play="ability", uid=nabbe)
    view = game.state.card(nabbe)
    assert (view.bullets, view.shooter) == (3, "stud")        # 2 printed + 1 influence
    # once per shootout: no second use, so the Shootout plays end and the draw follows
    assert not has_option(game, play="ability", uid=nabbe)
    assert game.decision.kind in ("draw", "draw_hand")


def test_not_usable_when_nobody_in_the_opposing_posse_is_wanted():
    game = _shootout(bounty=0)
    assert not has_option(game, play="ability", card='"Thunder Boy" Nabbe')
    assert game.decision.kind in ("draw", "draw_hand")
    view = game.state.card(uid_of(game, '"Thunder Boy" Nabbe'))
    assert (view.bullets, view.shooter) == (2, "draw")


def test_the_bullets_and_the_stud_end_with_the_shootout():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=['"Thunder Boy" Nabbe'], deck=cards("9H 9S 9D 9C 2D 4C 6H 8S " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], bounty={"Pancho Castillo": 1},
             deck=cards("2H 4D 7C 8S JH QC 3D 5S " + FILLER)),
    ], shootout=dict(posses=[['"Thunder Boy" Nabbe'], ["Pancho Castillo"]]))
    nabbe = uid_of(game, '"Thunder Boy" Nabbe')
    play(game, play="ability", uid=nabbe)
    assert (game.state.card(nabbe).bullets, game.state.card(nabbe).shooter) == (3, "stud")
    end_shootout(game)                                     # four nines: Pancho falls
    assert game.state.shootout is None
    view = game.state.card(uid_of(game, '"Thunder Boy" Nabbe'))
    assert (view.bullets, view.shooter) == (2, "draw")
