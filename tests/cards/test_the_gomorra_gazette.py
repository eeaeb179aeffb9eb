"""The Gomorra Gazette: Controller React, boot: after an opposing dude's bounty rises, gain GR equal to its influence."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, uid_of


def _game(bounty_p0=None, bounty_p1=None):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["The Gomorra Gazette", "B & B Attorneys"], home=["Pancho Castillo"],
             stash=5, bounty=bounty_p0 or {}),
        dict(outfit="The Sloane Gang", home=["Avie Cline"], bounty=bounty_p1 or {}),
    ])


def test_raising_an_opposing_bounty_pays_its_influence():
    game = _game(bounty_p1={"Avie Cline": 1})
    play(game, play="ability", card="B & B Attorneys")
    play(game, play="mode", mode=0)                      # Avie's bounty 1 -> 2
    assert game.decision.kind == "react" and game.decision.player == 0
    gazette = uid_of(game, "The Gomorra Gazette")
    play(game, play="ability", uid=gazette)
    assert game.state.players[0].stash == 7              # 5 + Avie's 2 influence
    assert game.state.card(gazette).booted


def test_not_after_an_own_dudes_bounty_rises():
    game = _game(bounty_p0={"Pancho Castillo": 1})
    play(game, play="ability", card="B & B Attorneys")
    play(game, play="mode", mode=0)
    assert not has_option(game, play="ability", card="The Gomorra Gazette")
    assert game.state.players[0].stash == 5
