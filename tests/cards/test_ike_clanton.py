"""Ike Clanton: Noon, boot: a deed becomes Rowdy (bullets decide its control) until after the next
Production phase."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, cards, has_option, pass_until, play, uid_of

DEED = "Mount Moriah Cemetery"


def _game(booted: bool = False):
    # Allie (2 bullets, 0 influence) faces Ezrael Jones (1 bullet, 1 influence) at the opponent's deed.
    # Player 0's deck: five cards for the Nightfall refill, then a Joker for the next lowball.
    return scenario(phase="high_noon", players=[
        dict(outfit="The Sloane Gang", home=["Ike Clanton"], at={DEED: ["Allie Hensman"]},
             booted=["Ike Clanton"] if booted else [], deck=cards("3H 3D 3C 7H 7D JOKER " + FILLER)),
        dict(outfit="Law Dogs", street_right=[DEED], at={DEED: ["Ezrael Jones"]}, deck=cards(FILLER + " " + FILLER)),
    ])


def test_the_deed_turns_rowdy_until_after_the_next_production():
    game = _game()
    deed = uid_of(game, DEED)
    assert game.state.controllers[deed] == 1                   # influence 1 against 0
    play(game, play="ability", uid=uid_of(game, "Ike Clanton"))   # the only deed: chosen at once
    assert "Rowdy" in game.state.card(deed).keywords
    assert game.state.controllers[deed] == 0                   # bullets 2 against 1
    assert game.state.card(uid_of(game, "Ike Clanton")).booted
    pass_until(game, "joker")                                  # the next day's lowball: still Rowdy
    assert game.state.day == 2 and "Rowdy" in game.state.card(deed).keywords
    pass_until(game, "noon")                                   # after Production it is over
    assert "Rowdy" not in game.state.card(deed).keywords
    assert game.state.controllers[deed] == 1


def test_not_usable_when_ike_is_booted():
    game = _game(booted=True)
    assert not has_option(game, play="ability", card="Ike Clanton")
