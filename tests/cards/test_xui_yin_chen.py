"""Xui Yin Chen: Shootout, boot: every dude in his posse becomes a stud and gets +1 influence."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    card_named,
    cards,
    end_shootout,
    has_option,
    play,
    turn_of,
    uid_of,
)


def _shootout(join):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=["Rob Wilby", "Xui Yin Chen"]),
        dict(outfit="Law Dogs", town_square=["Philip Swinford"], home=["Laura Banks"]),
    ], shootout=dict(posses=[["Rob Wilby", *join], ["Philip Swinford"]]))
    return game


def test_his_posse_become_studs_with_more_influence():
    game = _shootout(("Xui Yin Chen",))
    turn_of(game, 0)
    play(game, play="ability", card="Xui Yin Chen")
    rob, xui = game.state.card(uid_of(game, "Rob Wilby")), game.state.card(uid_of(game, "Xui Yin Chen"))
    assert (rob.shooter, rob.influence) == ("stud", 1)      # a 1-draw with 0 influence before
    assert (xui.shooter, xui.influence, xui.booted) == ("stud", 3, True)
    philip = game.state.card(uid_of(game, "Philip Swinford"))
    assert (philip.shooter, philip.influence) == ("draw", 1)  # the other posse is untouched


def test_not_from_outside_the_shootout():
    game = _shootout(())
    assert not has_option(game, play="ability", card="Xui Yin Chen")


def test_the_rally_ends_with_the_shootout():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=["Rob Wilby", "Xui Yin Chen"],
             deck=cards("9H 9S 9D 9C 2D 4C 6H " + FILLER)),
        dict(outfit="Law Dogs", town_square=["Philip Swinford"], deck=cards("2H 5D 9C JH KD 3D 4C " + FILLER)),
    ], shootout=dict(posses=[["Rob Wilby", "Xui Yin Chen"], ["Philip Swinford"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Xui Yin Chen")
    assert (card_named(game, "Rob Wilby").shooter, card_named(game, "Rob Wilby").influence) == ("stud", 1)
    end_shootout(game)                                   # four nines beat the king high: Philip falls
    assert game.state.shootout is None
    rob, xui = card_named(game, "Rob Wilby"), card_named(game, "Xui Yin Chen")
    assert (rob.shooter, rob.influence) == ("draw", 0)   # printed again
    assert (xui.shooter, xui.influence) == ("stud", 2)   # Xui is a stud by print; his influence is 2 again


def test_with_three_players_a_third_partys_dude_in_his_posse_counts_too():
    # player 0's Clint Ramsey calls out player 1's Pancho, Xui joins him, and player 2's Rob Wilby joins
    # player 0's posse as a third party: Rob (a 1-bullet draw, 0 influence) gains as well
    from tests.test_multiplayer import invite, noon_pass, send, table

    game = table(dict(town_square=["Clint Ramsey", "Xui Yin Chen"]), dict(town_square=["Pancho Castillo"]),
                 dict(town_square=["Rob Wilby"]))
    while game.decision.player != 0:
        noon_pass(game, game.decision.player)
    play(game, play="callout", card="Clint Ramsey", target_card="Pancho Castillo")
    play(game, play="accept")
    while game.decision.kind == "join_posse" and game.decision.player in (0, 1):
        joining = game.decision.player == 0 and has_option(game, play="join", card="Xui Yin Chen")
        play(game, **({"play": "join", "card": "Xui Yin Chen"} if joining else {"play": "done"}))
    invite(game, 0, 2)
    send(game, 2, "Rob Wilby")
    turn_of(game, 0)
    play(game, play="ability", card="Xui Yin Chen")
    rob = card_named(game, "Rob Wilby")
    assert (rob.shooter, rob.influence) == ("stud", 1)
    xui = card_named(game, "Xui Yin Chen")
    assert (xui.shooter, xui.influence) == ("stud", 3)
    assert card_named(game, "Pancho Castillo").influence == 2         # the other posse: unchanged (printed 2)
