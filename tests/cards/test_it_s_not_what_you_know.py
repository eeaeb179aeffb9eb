"""It's Not What You Know...: Resolution (2 GR): a player's hand rank drops by 1; Cheatin' Resolution: a
player's hand rank drops by 4 (in the lowball too, where a lower rank wins)."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    cards,
    end_shootout,
    events,
    hand_rank_bonus,
    has_option,
    option,
    to_phase,
    to_reveal,
)

CARD = "It's Not What You Know..."


def _resolution(p1_top: str, stash: int = 5):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Andreas Andregg"], hand=[CARD], stash=stash,
             deck=cards("2H 5D 9C JH KD " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Shi Long Peng"], deck=cards(p1_top + " " + FILLER)),
    ], shootout=dict(posses=[["Andreas Andregg"], ["Shi Long Peng"]]))
    # both shooters are 0-bullet studs: five cards each, no redraw
    to_reveal(game)
    return game


def test_lowering_the_opponent_by_one_turns_the_round():
    game = _resolution("3H 3D 6C 8H 10D")                      # a pair of threes against king high
    game.choose(0, option(game, play="ability", card=CARD, ability=0))
    game.choose(0, option(game, play="mode", mode=0))           # the Sloane Gang's hand rank
    assert [(e.data["player"], e.data["amount"]) for e in events(game, "hand_rank")] == [(1, -1)]
    result = events(game, "round_result")[-1]
    # both are High Card now; the modified one is the worst of its rank
    assert (result.data["winner"], result.data["casualties"]) == (0, 1)
    assert game.state.players[0].stash == 3


def test_the_cheatin_version_needs_a_cheater_and_the_money():
    game = _resolution("3H 3D 6C 8H 10D")
    assert not has_option(game, play="ability", card=CARD, ability=1)    # the pair is legal
    game = _resolution("3H 3D 6C 8H 10D", stash=1)
    assert not has_option(game, play="ability", card=CARD)              # 2 GR to play it


def test_cheatin_in_the_lowball_lower_your_own_rank():
    # the Law Dogs hold a straight (rank 5); the Sloane Gang cheat with a pair of kings (rank 2)
    game = scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=[CARD], deck=cards("4H 5D 6C 7H 8D " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards("KH KH 2D 6D 9C " + FILLER)),
    ])
    assert (game.decision.kind, game.decision.player) == ("cheatin_resolution", 0)
    game.choose(0, option(game, play="ability", card=CARD, ability=1))
    game.choose(0, option(game, play="mode", mode=1))           # your own hand rank: 5 - 4 = 1
    assert [(e.data["player"], e.data["amount"]) for e in events(game, "hand_rank")] == [(0, -4)]
    assert events(game, "gamblin_win")[-1].data["player"] == 0


def test_the_drop_is_over_with_the_round():
    game = _resolution("3H 3D 6C 8H 10D")
    game.choose(0, option(game, play="ability", card=CARD, ability=0))
    game.choose(0, option(game, play="mode", mode=0))
    assert hand_rank_bonus(game, 1) == -1
    end_shootout(game)
    assert game.state.shootout is None
    assert hand_rank_bonus(game, 1) == 0


def test_in_the_lowball_the_drop_is_over_with_the_gamblin_phase():
    game = scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=[CARD], deck=cards("4H 5D 6C 7H 8D " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards("KH KH 2D 6D 9C " + FILLER)),
    ])
    game.choose(0, option(game, play="ability", card=CARD, ability=1))
    game.choose(0, option(game, play="mode", mode=1))
    assert events(game, "gamblin_win")[-1].data["player"] == 0       # the -4 counted in the lowball...
    to_phase(game, "high_noon", day=1)
    assert hand_rank_bonus(game, 0) == 0                              # ... and is gone after it
