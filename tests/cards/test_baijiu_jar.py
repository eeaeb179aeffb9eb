"""Baijiu Jar: its dude has +3 value and +1 influence when at a Saloon; Shootout, boot: trade three
cards from hand for four new ones."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, callout_shootout, cards, has_option, pick_titles, play, turn_of, uid_of


def test_value_and_influence_only_at_a_saloon():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Charlie's Place"], at={"Charlie's Place": ["Rob Wilby"]},
             home=["Clint Ramsey"], attach={"Rob Wilby": ["Baijiu Jar"], "Clint Ramsey": ["Baijiu Jar"]}),
        dict(outfit="The Sloane Gang"),
    ])
    rob = next(c for c in game.state.in_play if c.title == "Rob Wilby")
    clint = next(c for c in game.state.in_play if c.title == "Clint Ramsey")
    assert (rob.value, rob.influence) == (2 + 3, 0 + 1)
    assert (clint.value, clint.influence) == (11, 1)              # at home: no Saloon, no bonus


def _shootout(hand):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Baijiu Jar"]}, hand=hand,
             deck=cards("2S 3S 4S 5S " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Avie Cline"]),
    ])


def test_three_cards_out_four_in():
    game = _shootout(["Shotgun", "Pistol Whip", "Soul Blast"])
    callout_shootout(game, "Clint Ramsey", "Avie Cline")
    turn_of(game, 0)
    play(game, play="ability", card="Baijiu Jar")
    pick_titles(game, "Shotgun", "Pistol Whip", "Soul Blast")
    me = game.state.players[0]
    assert len(me.hand) == 4
    assert sorted(c.title for c in me.discard) == ["Pistol Whip", "Shotgun", "Soul Blast"]
    assert game.state.card(uid_of(game, "Baijiu Jar")).booted


def test_two_cards_are_not_enough():
    game = _shootout(["Shotgun", "Pistol Whip"])
    callout_shootout(game, "Clint Ramsey", "Avie Cline")
    turn_of(game, 0)                                  # Pistol Whip is a play; the Jar is not
    assert not has_option(game, play="ability", card="Baijiu Jar")
