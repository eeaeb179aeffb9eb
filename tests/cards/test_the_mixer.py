"""The Mixer: Shootout: a chosen dude disregards the bullet changes made by the other side's actions and abilities."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    any_uid,
    callout_shootout,
    cards,
    effect_stats,
    end_shootout,
    has_option,
    play,
    turn_of,
    uid_of,
)


def _shootout(leader="The Mixer"):
    # P1's Pagliaccio will give -1 bullets; P0's own Pagliaccio will give an opposing dude -1 too
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="The Spiritual Society", town_square=["The Mixer", "Rob Wilby"]),
        dict(outfit="Encroaching Darkness", town_square=["Pagliaccio"]),
    ])
    play(game, play="pass")                               # P1, the Dealer, passes; P0 calls out
    callout_shootout(game, leader, "Pagliaccio", join=("The Mixer", "Rob Wilby"))
    return game


def test_opposing_bullet_penalties_are_ignored_before_and_after():
    game = _shootout()
    mixer, rob = uid_of(game, "The Mixer"), uid_of(game, "Rob Wilby")
    turn_of(game, 1)                                       # the Dealer plays first
    play(game, play="ability", card="Pagliaccio")
    play(game, play="target", uid=mixer)
    assert game.state.card(mixer).bullets == 0            # printed 1, -1
    turn_of(game, 0)
    play(game, play="ability", card="The Mixer")
    play(game, play="target", uid=mixer)
    assert game.state.card(mixer).bullets == 1            # the -1 no longer counts
    assert game.state.card(mixer).value == 5              # the value penalty still does (6 - 1)
    assert game.state.card(rob).bullets == 1


def test_not_usable_from_outside_the_shootout():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", town_square=["Rob Wilby"], home=["The Mixer"]),
        dict(outfit="Encroaching Darkness", town_square=["Pagliaccio"]),
    ], shootout=dict(posses=[["Rob Wilby"], ["Pagliaccio"]]))
    assert not has_option(game, play="ability", card="The Mixer")


def test_the_mixing_ends_with_the_shootout():
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="The Spiritual Society", town_square=["The Mixer", "Rob Wilby"],
             deck=cards("9H 9S 9D 9C 2D 4C " + FILLER)),
        dict(outfit="Encroaching Darkness", town_square=["Pagliaccio"], deck=cards("2H 4D 7C 8S JH QC " + FILLER)),
    ])
    play(game, play="pass")
    callout_shootout(game, "The Mixer", "Pagliaccio", join=("Rob Wilby",))
    turn_of(game, 0)
    play(game, play="ability", card="The Mixer")
    play(game, play="target", card="The Mixer")
    mixer = any_uid(game, "The Mixer")
    assert effect_stats(game, mixer) == ["ignore_opposing:bullets"]
    end_shootout(game)                                    # four nines: Pagliaccio falls
    assert game.state.shootout is None
    assert effect_stats(game, mixer) == []
