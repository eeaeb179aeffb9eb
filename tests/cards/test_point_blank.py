"""Point Blank: Resolution: boot your non-token stud in your posse; your opponent must ace a dude of their
posse with fewer bullets than that stud."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, has_option, option_titles, pick_titles, play, to_reveal

CARD = "Point Blank"


def _resolution(mine: str):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=[mine], hand=[CARD], deck=cards("2H 5D 9C JH KD 3D 4C 6S " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "Rob Wilby", "El Anónimo"],
             deck=cards("2C 5H 9D JC KH 3H 4D 6C 8S 10S QS " + FILLER)),
    ], shootout=dict(posses=[[mine], ["Pancho Castillo", "Rob Wilby", "El An\u00f3nimo"]]))
    to_reveal(game)
    return game


def test_the_opponent_aces_a_dude_with_fewer_bullets():
    game = _resolution("Clint Ramsey")                          # 2 bullets, a stud
    assert (game.decision.kind, game.decision.player) == ("resolution", 0)
    play(game, play="ability", card=CARD)
    assert card_named(game, "Clint Ramsey").booted
    assert (game.decision.kind, game.decision.player) == ("target", 1)
    assert option_titles(game) == ["Rob Wilby"]                 # 1 bullet; Pancho (3) and El Anónimo (2) are safe
    pick_titles(game, "Rob Wilby")
    assert [c.title for c in game.state.players[1].boot_hill] == ["Rob Wilby"]


def test_a_draw_cannot_fire_point_blank():
    game = _resolution("Philip Swinford")                       # a draw
    assert not has_option(game, play="ability", card=CARD)
    assert [c.title for c in game.state.players[0].hand] == [CARD]
