"""Point Blank: Resolution: boot your non-token stud in your posse; your opponent must ace a dude of their
posse with fewer bullets than that stud."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    card_named,
    cards,
    has_option,
    option_titles,
    pick_titles,
    play,
    to_reveal,
    turn_of,
)

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


def _shielded(pull: str):
    """Ezrael Jones (Blessed 1) casts Shield of Faith (difficulty 7) for himself and Rob Wilby (1 bullet); then
    Clint Ramsey (a 2-bullet stud) holds Point Blank at the Resolution plays, his two pair beating high card."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Ezrael Jones", "Rob Wilby"], attach={"Ezrael Jones": ["Shield of Faith"]},
             deck=cards(f"{pull} 2H 5D 9C JH KD 3S 4C {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Clint Ramsey"], hand=[CARD],
             deck=cards(f"9H 9D 4C 4S 2C 6D 8H JS {FILLER}")),
    ], shootout=dict(posses=[["Ezrael Jones", "Rob Wilby"], ["Clint Ramsey"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Shield of Faith")
    to_reveal(game)
    return game


def test_not_playable_when_a_protection_keeps_every_weaker_dude_from_being_aced():
    """With the Shield up, neither of the dudes weaker than Clint can be aced by Point Blank: it could change
    nothing, so it is not offered: with no Resolution play for anyone, the casualties come next and the card
    stays in hand. With the cast failed, it is offered, and Rob is aced."""
    game = _shielded("6H")                                       # 6 + Blessed 1 = 7: the Shield holds
    assert (game.decision.kind, game.decision.player) == ("casualty", 0)
    assert [c.title for c in game.state.players[1].hand] == [CARD]
    assert not card_named(game, "Clint Ramsey").booted
    game = _shielded("5H")                                       # 6 < 7: no Shield
    play(game, play="ability", card=CARD)
    assert (game.decision.kind, game.decision.player) == ("target", 0)
    assert option_titles(game) == ["Ezrael Jones", "Rob Wilby"]
    pick_titles(game, "Rob Wilby")
    assert [c.title for c in game.state.players[0].boot_hill] == ["Rob Wilby"]


def test_not_playable_without_a_weaker_opposing_dude():
    """Pancho Castillo (3 bullets) alone faces Clint (2): nobody could be aced, so the card is not offered."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=[CARD], deck=cards("2H 5D 9C JH KD 3D 4C 6S " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"],
             deck=cards("2C 5H 9D JC KH 3H 4D 6C 8S 10S QS " + FILLER)),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    to_reveal(game)
    assert not has_option(game, play="ability", card=CARD)
