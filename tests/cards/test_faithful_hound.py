"""Faithful Hound: Shootout, boot: pick a goods in the opposing posse and pull; under its value, boot it,
or discard the Hound to discard that goods instead."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, cards, has_option, play, turn_of, uid_of
from tests.cards.third_party import allied_shootout


def _game(pull, their_goods=("Shotgun",)):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Faithful Hound"]},
             hand=["Pistol Whip"], deck=cards(pull + " " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Avie Cline"], attach={"Avie Cline": list(their_goods)}),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Avie Cline"]]))
    turn_of(game, 0)
    return game


def test_a_low_pull_boots_the_shotgun():
    game = _game("2C")                                 # 2 < the Shotgun's value 3
    play(game, play="ability", card="Faithful Hound")  # the only goods over there: no question
    play(game, play="mode", mode=0)
    assert game.state.card(uid_of(game, "Shotgun")).booted
    assert game.state.card(uid_of(game, "Faithful Hound")).booted


def test_the_hound_gives_itself_up_to_take_the_shotgun_away():
    game = _game("2C")
    play(game, play="ability", card="Faithful Hound")
    play(game, play="mode", mode=1)
    assert "Shotgun" in [c.title for c in game.state.players[1].discard]
    assert "Faithful Hound" in [c.title for c in game.state.players[0].discard]


def test_a_pull_at_the_value_does_nothing():
    game = _game("3C")
    play(game, play="ability", card="Faithful Hound")
    shotgun = game.state.card(uid_of(game, "Shotgun"))
    assert not shotgun.booted and shotgun.zone == "play"
    assert game.state.card(uid_of(game, "Faithful Hound")).booted
    assert game.decision.kind == "shootout"             # no question: the other player's turn


def test_no_goods_in_the_other_posse():
    game = _game("2C", their_goods=())
    assert not has_option(game, play="ability", card="Faithful Hound")


def test_a_third_partys_hound_goes_after_the_other_sides_goods_not_its_allys():
    # seat 2's Jim Hexter (with the Hound) fights in seat 0's posse: seat 0's Shotgun and the Hound itself are on
    # its side; the one opposing goods is seat 1's Pearl-Handled Revolver (value 5), so it is the Hound's target
    game = allied_shootout(dict(town_square=["Rob Wilby"], attach={"Rob Wilby": ["Shotgun"]}),
                           dict(town_square=["Allie Hensman"], attach={"Allie Hensman": ["Pearl-Handled Revolver"]}),
                           dict(town_square=["Jim Hexter"], attach={"Jim Hexter": ["Faithful Hound"]}),
                           leader="Rob Wilby", mark="Allie Hensman", side=0, guests=["Jim Hexter"])
    turn_of(game, 2)
    play(game, play="ability", card="Faithful Hound")
    check = [e for e in game.events if e.kind == "pull_check"][-1]
    assert (check.data["uid"], check.data["value"]) == (uid_of(game, "Pearl-Handled Revolver"), 5)


def test_a_joker_pulled_is_suggested_as_an_ace():
    """The Hound wants a pull under the goods' value: a Joker's suggested identity is an Ace (a King could
    never be under it), and as the Ace it boots the Shotgun (1 < 3)."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Faithful Hound"]},
             deck=["Joker (black)", *cards(FILLER)]),
        dict(outfit="The Sloane Gang", town_square=["Avie Cline"], attach={"Avie Cline": ["Shotgun"]}),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Avie Cline"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Faithful Hound")
    assert game.decision.kind == "joker"
    first = game.decision.options[0]
    assert (first.data["value"], first.data["suit"]) == (1, "S") and "(suggested)" in first.label
    game.choose(0, first.id)
    play(game, play="mode", mode=0)
    assert game.state.card(uid_of(game, "Shotgun")).booted
