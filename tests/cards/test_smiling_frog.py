"""Smiling Frog: Noon/Shootout: discard a card from hand for +1 bullets, or +2 if it was a heart."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    card_named,
    cards,
    end_shootout,
    has_option,
    play,
    to_phase,
    turn_of,
    uid_of,
)


def _noon(hand):
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Black Hills Guardians", town_square=["Smiling Frog"], hand=list(hand)),
        dict(outfit="Law Dogs", home=["Rob Wilby"]),
    ])


def test_a_heart_discarded_gives_two_bullets_for_the_day():
    game = _noon(["Shotgun"])                      # a 3 of hearts: the only card, discarded without asking
    play(game, play="ability", card="Smiling Frog")
    frog = game.state.card(uid_of(game, "Smiling Frog"))
    assert frog.bullets == 1 + 2
    assert dict(frog.modifiers["bullets"]) == {"Smiling Frog": 2}
    assert [c.title for c in game.state.players[0].discard] == ["Shotgun"]
    assert game.state.players[0].hand == ()
    assert game.raw.effects[-1].until == "turn"     # the view shows no durations: a Noon use lasts the day


def test_another_suit_gives_one_bullet_and_the_player_picks_the_card():
    spade = cards("5S")[0]
    game = _noon(["Shotgun", spade])
    play(game, play="ability", card="Smiling Frog")
    play(game, play="discard", card=spade)
    assert game.state.card(uid_of(game, "Smiling Frog")).bullets == 1 + 1
    assert [c.title for c in game.state.players[0].hand] == ["Shotgun"]


def test_once_per_turn_and_not_with_an_empty_hand():
    game = _noon(["Shotgun", "Bowie Knife"])
    play(game, play="ability", card="Smiling Frog")
    play(game, play="discard", card="Bowie Knife")
    play(game, play="pass")                          # the opponent
    assert game.decision.player == 0 and not has_option(game, play="ability", card="Smiling Frog")
    assert not has_option(_noon([]), play="ability", card="Smiling Frog")


def test_in_a_shootout_only_while_in_the_posse():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Black Hills Guardians", town_square=["Smiling Frog", "Enapay"], hand=["Shotgun"]),
        dict(outfit="Law Dogs", town_square=["Rob Wilby"]),
    ], shootout=dict(posses=[["Enapay"], ["Rob Wilby"]]))   # Frog stays out of the posse
    assert game.state.shootout is not None and game.decision.kind != "shootout"   # no Shootout play to offer
    assert not has_option(game, play="ability", card="Smiling Frog")

    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Black Hills Guardians", town_square=["Smiling Frog"], hand=["Shotgun"]),
        dict(outfit="Law Dogs", town_square=["Rob Wilby"]),
    ], shootout=dict(posses=[["Smiling Frog"], ["Rob Wilby"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Smiling Frog")
    assert game.state.card(uid_of(game, "Smiling Frog")).bullets == 3
    assert game.raw.effects[-1].until == "shootout"   # the view shows no durations: it ends with the shootout


def test_the_noon_bullets_last_until_nightfall():
    game = _noon(["Shotgun", "Bowie Knife"])
    play(game, play="ability", card="Smiling Frog")
    play(game, play="discard", card="Shotgun")           # a heart: +2
    frog = uid_of(game, "Smiling Frog")
    assert game.state.card(frog).bullets == 3
    to_phase(game, "nightfall")
    assert game.state.phase == "nightfall" and game.state.card(frog).bullets == 3
    to_phase(game, "gamblin", day=2)
    assert game.state.day == 2 and game.state.card(frog).bullets == 1


def test_the_shootout_bullets_end_with_the_shootout():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Black Hills Guardians", town_square=["Smiling Frog"], hand=["Shotgun"],
             deck=cards("9H 9S 9D 9C 2D 4C 6H 8S " + FILLER)),
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], deck=cards("2H 4D 7C 8S JH QC " + FILLER)),
    ], shootout=dict(posses=[["Smiling Frog"], ["Rob Wilby"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Smiling Frog")
    assert card_named(game, "Smiling Frog").bullets == 3
    end_shootout(game)                                   # four nines: Rob falls
    assert game.state.shootout is None
    assert card_named(game, "Smiling Frog").bullets == 1
