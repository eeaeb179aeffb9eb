"""Hiding in the Shadows: Noon: this turn, other players' Shootout abilities cannot target or affect one
of your dudes."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    callout_shootout,
    card_named,
    cards,
    end_shootout,
    events,
    has_option,
    play,
    to_phase,
    turn_of,
)


def _shootout(p0_town: list[str], p1_hand: list[str], hide: bool):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=p0_town, hand=["Hiding in the Shadows"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], hand=p1_hand),
    ])
    if hide:
        play(game, play="ability", card="Hiding in the Shadows")
        if game.decision.kind == "target":
            play(game, play="target", card="Clint Ramsey")
        play(game, play="pass")                         # the Sloane Gang's Noon play
    play(game, play="callout", card="Clint Ramsey", target_card="Pancho Castillo")
    play(game, play="accept")
    for title in p0_town[1:]:
        play(game, play="join", card=title)
    return game


def test_a_hidden_dude_cannot_be_targeted_by_opposing_shootout_abilities():
    game = _shootout(["Clint Ramsey"], ["Pistol Whip"], hide=True)
    # Clint is the only dude Pistol Whip could send home: the Sloane Gang has no Shootout play
    assert game.decision.kind in ("draw", "draw_hand")
    assert [c.title for c in game.state.players[1].hand] == ["Pistol Whip"]


def test_without_hiding_the_same_play_is_offered():
    game = _shootout(["Clint Ramsey"], ["Pistol Whip"], hide=False)
    # the Law Dogs have no Shootout play (passed for them): the Sloane Gang is asked
    assert (game.decision.kind, game.decision.player) == ("shootout", 1)
    play(game, play="ability", card="Pistol Whip")
    assert card_named(game, "Clint Ramsey").location == "Law Dogs"


def test_a_hidden_dude_is_not_affected_by_a_whole_posse_effect():
    game = _shootout(["Clint Ramsey", "Andreas Andregg"], ["Nightmare at Noon"], hide=True)
    assert (game.decision.kind, game.decision.player) == ("shootout", 1)
    play(game, play="ability", card="Nightmare at Noon")
    play(game, play="mode", mode=0)                     # the Law Dogs' posse
    clint, andreas = card_named(game, "Clint Ramsey"), card_named(game, "Andreas Andregg")
    assert (clint.bullets, clint.shooter) == (2, "stud")
    assert (andreas.bullets, andreas.shooter) == (0, "draw")
    assert [e.data["uid"] for e in events(game, "prevented")] == [clint.uid]


def test_the_next_day_the_dude_can_be_targeted_again():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Hiding in the Shadows"],
             deck=cards("9H 9S 9D 9C 2D 4C 6H " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "Rob Wilby"], hand=["Pistol Whip"],
             deck=cards("2H 4D 7C 8S JH QC 3D 6S " + FILLER)),
    ])
    play(game, play="ability", card="Hiding in the Shadows")          # Clint, the only dude of the Law Dogs
    play(game, play="pass")
    callout_shootout(game, "Clint Ramsey", "Pancho Castillo")
    assert game.decision.kind in ("draw", "draw_hand")                 # day 1: no Pistol Whip against Clint
    end_shootout(game)                                                 # four nines: Pancho falls
    to_phase(game, "high_noon", day=2)
    turn_of(game, 0, "noon")
    callout_shootout(game, "Clint Ramsey", "Rob Wilby")
    turn_of(game, 1)
    assert has_option(game, play="ability", card="Pistol Whip")        # day 2: Clint is exposed again
