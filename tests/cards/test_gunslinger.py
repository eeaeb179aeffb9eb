"""Gunslinger (token): removed from the game once its shootout is over."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, cards, events, pass_until, play, posse_titles


def _in_play(game) -> bool:
    return any(c.title == "Gunslinger" for c in game.state.in_play)


def test_the_winning_gunslinger_leaves_when_the_shootout_ends():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Gunslinger"], deck_top=cards("AS AH AD AC KS 2D 3H " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Allie Hensman"], deck_top=cards("2H 4D 6C 8S JH 3C 5D " + FILLER)),
    ], shootout=dict(posses=[["Gunslinger"], ["Allie Hensman"]]))
    assert posse_titles(game, 0) == ["Gunslinger"]
    pass_until(game, "noon")                      # four aces beat Allie's hand; she is the casualty
    assert events(game, "shootout_end")[-1].data["winner"] == 0
    assert not _in_play(game)
    piles = [c.title for p in game.state.players for c in p.discard + p.boot_hill]
    assert "Gunslinger" not in piles              # removed from the game, not discarded


def test_it_stays_while_no_shootout_has_ended():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Gunslinger"]),
        dict(outfit="The Sloane Gang", home=["Allie Hensman"]),
    ])
    play(game, play="move", card="Gunslinger", to="Law Dogs")
    assert _in_play(game)
