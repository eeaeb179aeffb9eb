"""Jokers: a Joker pulled or kept in a final draw hand is declared by its owner and then aced."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import play


def test_a_joker_in_the_lowball_hand_is_declared_and_aced():
    game = scenario(phase="gamblin", dealer=0, players=[
        dict(outfit="Law Dogs", deck_top=["Joker (black)", "Shotgun", "Tusk", "Roan", "Pinto"]),
        dict(outfit="The Sloane Gang", deck_top=["Clint Ramsey", "Rob Wilby", "Ike Clanton", "Allie Hensman", "Bobo"]),
    ])
    assert game.decision.kind == "joker" and game.decision.player == 0
    play(game, value=2, suit="C")
    hill = [c.title for c in game.state.players[0].boot_hill]
    assert hill == ["Joker (black)"]
