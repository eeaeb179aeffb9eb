"""Belligerence: Noon: a wanted dude gets +1 bullets and +1 influence until Noon of the next day; or Noon,
pay 1 GR: a dude gains 1 bounty and unboots."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, option, play

CARD = "Belligerence"


def _play_on(game, until) -> None:
    """Pass (or take the first answer) until ``until()`` holds."""
    for _ in range(60):
        if until():
            return
        decision = game.decision
        calm = [o for o in decision.options if o.data.get("play") in ("pass", "done", "keep")]
        game.choose(decision.player, [o.id for o in decision.options][:decision.min] if decision.multi
                    else (calm or list(decision.options))[0].id)
    raise AssertionError("never got there")


def _game(bounty=None, booted=(), stash=4):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=[CARD], bounty=bounty or {},
             booted=list(booted), stash=stash),
        dict(outfit="The Sloane Gang", home=["Rob Wilby"]),
    ])


def test_a_wanted_dude_swaggers_until_noon_next_day():
    game = _game(bounty={"Clint Ramsey": 1})
    game.choose(0, option(game, play="ability", card=CARD, ability=0))
    clint = card_named(game, "Clint Ramsey")
    assert (clint.bullets, clint.influence) == (3, 2)
    # to the end of the day and through Sundown, Gamblin', Production and Upkeep of the next one
    _play_on(game, lambda: game.state.day == 2 and game.state.phase == "upkeep")
    assert game.state.day == 2
    assert card_named(game, "Clint Ramsey").influence == 2
    _play_on(game, lambda: game.state.phase == "high_noon")
    clint = card_named(game, "Clint Ramsey")
    assert (game.state.day, game.state.phase, clint.bullets, clint.influence) == (2, "high_noon", 2, 1)


def test_the_swagger_needs_a_wanted_dude():
    game = _game()
    assert not has_option(game, play="ability", card=CARD, ability=0)
    assert has_option(game, play="ability", card=CARD, ability=1)


def test_pay_one_to_put_bounty_on_a_dude_and_unboot_him():
    game = _game(booted=["Clint Ramsey"])
    game.choose(0, option(game, play="ability", card=CARD, ability=1))
    play(game, play="target", card="Clint Ramsey")
    clint = card_named(game, "Clint Ramsey")
    assert (clint.booted, clint.bounty) == (False, 1)
    assert game.state.players[0].stash == 3


def test_the_unboot_cannot_be_paid_for_when_broke():
    game = _game(booted=["Clint Ramsey"], stash=0)
    assert not has_option(game, play="ability", card=CARD, ability=1)
