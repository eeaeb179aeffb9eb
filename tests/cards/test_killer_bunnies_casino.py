"""Killer Bunnies Casino: its controller may discard one extra card at Nightfall."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import play


def test_the_controller_discards_up_to_two_cards_the_other_player_one():
    game = scenario(phase="nightfall", players=[
        dict(outfit="Law Dogs", street_left=["Killer Bunnies Casino"], hand=["Shotgun", "Roan", "Mustang"]),
        dict(outfit="The Sloane Gang", hand=["Shotgun", "Roan", "Mustang"]),
    ])
    assert (game.decision.kind, game.decision.player) == ("nightfall_discard", 0)
    play(game, play="discard", card="Shotgun")
    assert (game.decision.kind, game.decision.player) == ("nightfall_discard", 0)    # a second one
    play(game, play="discard", card="Roan")
    assert [c.title for c in game.state.players[0].discard] == ["Shotgun", "Roan"]
    assert game.state.players[0].hand_size == 5                                      # refilled
    assert (game.decision.kind, game.decision.player) == ("nightfall_discard", 1)
    play(game, play="discard", card="Shotgun")
    assert not (game.decision.kind == "nightfall_discard" and game.decision.player == 1)   # only one
    assert [c.title for c in game.state.players[1].discard] == ["Shotgun"]


def test_keeping_the_hand_ends_the_discards():
    game = scenario(phase="nightfall", players=[
        dict(outfit="Law Dogs", street_left=["Killer Bunnies Casino"], hand=["Shotgun", "Roan"]), {}])
    play(game, play="discard", card="Shotgun")
    play(game, play="keep")
    assert [c.title for c in game.state.players[0].discard] == ["Shotgun"]
    assert game.decision is None or game.decision.player != 0 or game.decision.kind != "nightfall_discard"
