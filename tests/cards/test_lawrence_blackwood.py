"""Lawrence Blackwood: Noon, boot: at a deed another player owns he holds 1 CP, lost when he walks
away or at the end of the day."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    cards,
    events,
    has_option,
    pass_until,
    play,
    uid_of,
)

DEED = "Mount Moriah Cemetery"
LAWRENCE = "Lawrence Blackwood"


def _game(own_deed: bool = False, **p1):
    p0 = dict(outfit="The Sloane Gang", at={DEED: [LAWRENCE]}, deck=cards("AH AD AC AS 2H " + FILLER))
    p1 = dict(outfit="Law Dogs", home=["Laura Banks"], deck=cards("2D 5H 9H JD KC " + FILLER), **p1)
    (p0 if own_deed else p1)["street_right"] = [DEED]
    return scenario(phase="high_noon", players=[p0, p1])


def test_one_control_point_while_he_stays_at_the_deed():
    game = _game()
    lawrence = uid_of(game, LAWRENCE)
    play(game, play="ability", uid=lawrence)
    assert game.state.card(lawrence).control == 1
    assert game.state.card(lawrence).booted


def test_leaving_the_deed_ends_it():
    # Ezrael Jones calls the booted Lawrence out at the deed; four aces win; Lawrence then flees home.
    game = _game(at={DEED: ["Ezrael Jones"]})
    lawrence = uid_of(game, LAWRENCE)
    play(game, play="ability", uid=lawrence)
    play(game, play="callout", card="Ezrael Jones", target_card=LAWRENCE)
    pass_until(game, "flee")
    assert game.state.card(lawrence).control == 1          # still at the deed
    game.choose(0, [next(o.id for o in game.decision.options if o.data["card"] == LAWRENCE)])
    view = game.state.card(lawrence)
    assert (view.location, view.control) == ("The Sloane Gang", None)   # no control points left
    assert events(game, "send_home")[-1].data["uid"] == lawrence


def test_it_ends_with_the_turn():
    game = _game()
    lawrence = uid_of(game, LAWRENCE)
    play(game, play="ability", uid=lawrence)
    play(game, play="pass")
    play(game, play="pass")                                # High Noon is over
    pass_until(game, "noon")
    assert game.state.day == 2 and game.state.card(lawrence).location == DEED
    assert game.state.card(lawrence).control is None


def test_not_usable_at_a_deed_you_own():
    game = _game(own_deed=True)
    assert not has_option(game, play="ability", card=LAWRENCE)
