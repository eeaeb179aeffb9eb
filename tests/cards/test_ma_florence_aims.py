"""\"Ma\" Florence Aims: her influence equals her bounty, at most 4."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import uid_of

MA = '"Ma" Florence Aims'


def _ma(bounty):
    game = scenario(phase="high_noon", players=[
        dict(outfit="The Sloane Gang", town_square=[MA], bounty={MA: bounty} if bounty else {}),
        dict(outfit="Law Dogs")])
    return game.state.card(uid_of(game, MA)), game


def test_influence_follows_her_bounty():
    ma, game = _ma(3)
    assert ma.influence == 3
    assert dict(ma.modifiers["influence"]) == {"Ma's bounty": 3}
    assert game.state.players[0].influence == 3


def test_at_most_four():
    assert _ma(6)[0].influence == 4


def test_no_bounty_no_influence():
    assert _ma(0)[0].influence == 0
