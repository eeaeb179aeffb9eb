"""Walter Jameson: +1 influence while at a deed an opposing player owns."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import play, uid_of

DEED = "Mount Moriah Cemetery"


def _walter(whose_deed: int, where: str = DEED):
    p0 = dict(outfit="Law Dogs")
    p1 = dict(outfit="The Sloane Gang")
    (p0, p1)[whose_deed]["street_right"] = [DEED]
    p0["at"] = {where: ["Walter Jameson"]}
    return scenario(phase="high_noon", players=[p0, p1])


def test_at_an_opponents_deed_he_has_two_influence_and_takes_control():
    game = _walter(whose_deed=1)
    view = game.state.card(uid_of(game, "Walter Jameson"))
    assert view.influence == 2
    assert dict(view.modifiers["influence"]) == {"Walter Jameson": 1}
    assert game.state.players[0].influence == 2


def test_at_his_own_deed_or_in_the_town_square_he_has_one():
    for game in (_walter(whose_deed=0), _walter(whose_deed=1, where="Town Square")):
        assert game.state.card(uid_of(game, "Walter Jameson")).influence == 1


def test_moving_away_from_the_opponents_deed_drops_the_bonus():
    game = _walter(whose_deed=1)
    walter = uid_of(game, "Walter Jameson")
    play(game, play="move", uid=walter, to="Town Square")
    assert game.state.card(walter).influence == 1
