"""Jim Hexter: Shootout Repeat, once per shootout: pay 1 GR to the controller of the opposing leader or
mark and Jim becomes a stud."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    _calm_step,
    card_named,
    cards,
    end_shootout,
    events,
    has_option,
    play,
    turn_of,
)
from tests.cards.third_party import allied_shootout


def _shootout(stash: int, leader: str = "Jim Hexter", mark: str = "Pancho Castillo", me: int = 0):
    game = scenario(phase="high_noon", dealer=me, players=[
        dict(outfit="108 Gracious Gifts", stash=stash, town_square=["Jim Hexter"]),
        dict(outfit="The Sloane Gang", stash=3, town_square=["Pancho Castillo"]),
    ], shootout=dict(posses=[[leader], [mark]]))
    return game


def test_one_ghost_rock_to_the_other_side_makes_him_a_stud():
    game = _shootout(stash=5)
    assert (game.decision.kind, game.decision.player) == ("shootout", 0)
    assert card_named(game, "Jim Hexter").shooter == "draw"
    play(game, play="ability", card="Jim Hexter")
    assert (game.state.players[0].stash, game.state.players[1].stash) == (4, 4)
    assert card_named(game, "Jim Hexter").shooter == "stud"
    # no second use: no Shootout play is left to either side, so the stud's keep-five comes next
    assert game.decision.kind == "draw_hand" and not has_option(game, play="ability", card="Jim Hexter")


def test_the_payment_goes_to_the_leader_side_when_jim_is_the_mark():
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="108 Gracious Gifts", stash=2, town_square=["Jim Hexter"]),
        dict(outfit="The Sloane Gang", stash=0, town_square=["Pancho Castillo"]),
    ], shootout=dict(posses=[["Jim Hexter"], ["Pancho Castillo"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Jim Hexter")
    assert (game.state.players[0].stash, game.state.players[1].stash) == (1, 1)
    assert events(game, "gain")[-1].data == {"player": 1, "amount": 1}


def test_not_without_ghost_rock():
    game = _shootout(stash=0)
    assert game.decision.kind == "draw" and not has_option(game, play="ability", card="Jim Hexter")


def test_he_is_a_draw_again_after_the_shootout():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", stash=5, town_square=["Jim Hexter"],
             deck=cards("9H 9S 9D 9C 2D 4C 6H 8S " + FILLER)),
        dict(outfit="The Sloane Gang", stash=3, town_square=["Pancho Castillo"],
             deck=cards("2H 4D 7C 8S JH QC 3D 5S " + FILLER)),
    ], shootout=dict(posses=[["Jim Hexter"], ["Pancho Castillo"]]))
    play(game, play="ability", card="Jim Hexter")
    assert card_named(game, "Jim Hexter").shooter == "stud"
    end_shootout(game)                                   # four nines: Pancho falls
    assert game.state.shootout is None
    assert card_named(game, "Jim Hexter").shooter == "draw"


def test_in_his_allys_posse_he_pays_the_other_side():
    # three seats: seat 2's Jim fights in seat 0's posse, so the opposing posse's head is seat 1's mark
    game = allied_shootout(dict(town_square=["Rob Wilby"], stash=0), dict(town_square=["Allie Hensman"], stash=0),
                           dict(town_square=["Jim Hexter"], stash=3),
                           leader="Rob Wilby", mark="Allie Hensman", side=0, guests=["Jim Hexter"])
    turn_of(game, 2)
    play(game, play="ability", card="Jim Hexter")
    assert [p.stash for p in game.state.players] == [0, 1, 2]
    assert card_named(game, "Jim Hexter").shooter == "stud"


def test_once_per_shootout_is_each_copys_own():
    """Each player may have their own Jim Hexter: one using his ability leaves the other's free to use it."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", stash=5, town_square=["Jim Hexter"]),
        dict(outfit="The Sloane Gang", stash=5, town_square=["Jim Hexter"]),
    ], shootout=dict(posses=[["Jim Hexter"], ["Jim Hexter"]]))
    play(game, play="ability", card="Jim Hexter")
    assert (game.decision.kind, game.decision.player) == ("shootout", 1)
    assert has_option(game, play="ability", card="Jim Hexter")


def test_with_the_opposing_leader_gone_the_ghost_rock_goes_to_the_opposing_posses_player():
    """Round 2, after Pancho Castillo (the opposing leader) was discarded in round 1 (two pair beat one pair
    by 1): the 1 GR still goes to the Sloane Gang, whose posse Jim faces (5/3 -> 4/4), and Jim is a stud."""
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="108 Gracious Gifts", stash=5, town_square=["Jim Hexter"], deck=cards("3H 3D 8C 8S KH " + FILLER)),
        dict(outfit="The Sloane Gang", stash=3, town_square=["Pancho Castillo", "Rob Wilby"],
             deck=cards("2H 2D 5C 7S 9H JC " + FILLER)),
    ], shootout=dict(posses=[["Jim Hexter"], ["Pancho Castillo", "Rob Wilby"]]))
    for _ in range(30):
        d = game.decision
        if game.state.shootout.round == 2 and (d.kind, d.player) == ("shootout", 0):
            break
        if (d.kind, d.player) == ("shooter", 1):
            play(game, play="shooter", card="Rob Wilby")
        elif d.kind == "casualty":
            play(game, play="discard", card="Pancho Castillo")
        else:
            _calm_step(game)
    else:
        raise AssertionError("Jim's side never got a Shootout play in round 2")
    assert card_named(game, "Rob Wilby") and not any(c.title == "Pancho Castillo" for c in game.state.in_play)
    play(game, play="ability", card="Jim Hexter")
    assert (game.state.players[0].stash, game.state.players[1].stash) == (4, 4)
    assert card_named(game, "Jim Hexter").shooter == "stud"
