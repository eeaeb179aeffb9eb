"""Silent Sigil: its controller may discard one card fewer at Nightfall; Controller React: after refilling
your hand at Nightfall, draw a card."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import cards, play


def _night(p0_deeds=("Silent Sigil",), p1_at=()):
    return scenario(phase="nightfall", players=[
        dict(outfit="Law Dogs", street_left=list(p0_deeds), hand=["Shotgun", "Pistol Whip"],
             deck_top=cards("2H 3H 4H 5H 6H")),
        dict(outfit="The Sloane Gang", at={"Silent Sigil": list(p1_at)} if p1_at else {}, hand=["Shotgun"]),
    ])


def test_no_discard_then_an_extra_card_after_the_refill():
    game = _night()
    # no Nightfall discard for player 0 (1 - 1 = 0): straight to the React after refilling
    assert (game.decision.kind, game.decision.player) == ("react", 0)
    assert len(game.state.players[0].hand) == 5
    play(game, play="ability", card="Silent Sigil")
    assert len(game.state.players[0].hand) == 6
    assert (game.decision.kind, game.decision.player) == ("nightfall_discard", 1)


def test_the_react_may_be_declined():
    game = _night()
    play(game, play="pass")
    assert len(game.state.players[0].hand) == 5


def test_without_the_sigil_a_card_may_be_discarded():
    game = _night(p0_deeds=())
    assert (game.decision.kind, game.decision.player) == ("nightfall_discard", 0)


def test_the_controller_not_the_owner_gets_both_sides():
    game = _night(p1_at=["Pancho Castillo"])      # the Sloane Gang controls the Sigil
    assert (game.decision.kind, game.decision.player) == ("nightfall_discard", 0)
    play(game, play="keep")
    assert (game.decision.kind, game.decision.player) == ("react", 1)
