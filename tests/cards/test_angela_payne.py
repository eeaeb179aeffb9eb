"""Angela Payne: Noon, boot: 2 GR for you while she stands at a deed another player owns."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, uid_of

DEED = "Mount Moriah Cemetery"


def _angela(whose_deed: int, where: str = DEED):
    p0 = dict(outfit="Law Dogs", stash=4)
    p1 = dict(outfit="The Sloane Gang")
    (p0, p1)[whose_deed]["street_right"] = [DEED]
    p0["at"] = {where: ["Angela Payne"]}
    return scenario(phase="high_noon", players=[p0, p1])


def test_at_an_opponents_deed_she_boots_to_gain_2_gr():
    game = _angela(whose_deed=1)
    angela = uid_of(game, "Angela Payne")
    play(game, play="ability", uid=angela)
    assert game.state.players[0].stash == 6
    assert game.state.card(angela).booted


def test_not_usable_at_her_own_deed_or_in_the_town_square():
    for game in (_angela(whose_deed=0), _angela(whose_deed=1, where="Town Square")):
        assert not has_option(game, play="ability", card="Angela Payne")
        assert game.state.players[0].stash == 4
