"""Jacqueline Isham: on the side of a callout's mark (or of a job's defenders) she is a stud for that
shootout; on the leader's side she is not."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, cards, pass_until, play, uid_of

JACQUELINE = "Jacqueline Isham"


def _game(jacqueline_calls: bool):
    return scenario(phase="high_noon", dealer=0 if jacqueline_calls else 1, players=[
        dict(outfit="The Sloane Gang", town_square=[JACQUELINE], deck=cards("AH AD AC AS 2H 4C 6C " + FILLER)),
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], deck=cards("2D 5H 9H JD KC 4H 6H " + FILLER)),
    ])


def test_called_out_she_is_a_stud_for_the_shootout():
    game = _game(jacqueline_calls=False)
    jacqueline = uid_of(game, JACQUELINE)
    play(game, play="callout", card="Clint Ramsey", target_card=JACQUELINE)
    play(game, play="accept")
    assert game.state.shootout is not None
    assert game.state.card(jacqueline).shooter == "stud"
    pass_until(game, "noon")          # her four aces bury Clint; she stays in the town square
    assert game.state.card(jacqueline).location == "Town Square"
    assert game.state.shootout is None
    assert game.state.card(jacqueline).shooter == "draw"


def test_as_the_leader_she_stays_a_draw():
    game = _game(jacqueline_calls=True)
    jacqueline = uid_of(game, JACQUELINE)
    play(game, play="callout", card=JACQUELINE, target_card="Clint Ramsey")
    play(game, play="accept")
    assert game.state.shootout is not None
    assert game.state.card(jacqueline).shooter == "draw"
