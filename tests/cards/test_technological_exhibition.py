"""Technological Exhibition: Noon Job on an in-town location, led by a Mad Scientist; on success the leader
invents a Gadget from hand or discard pile without booting, for 5 GR less and at 5 lower difficulty; with the
town square marked, the Gadget gets a permanent +1 control point."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    card_named,
    cards,
    events,
    has_option,
    option_titles,
    pick_titles,
    play,
    to_phase,
)

CARD = "Technological Exhibition"


def _exhibition(mark: str, pull: str, hand=("Flame-Thrower",), discard=()):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Roderick Byre"], hand=[CARD, *hand], discard=list(discard), stash=0,
             deck=cards(pull + " " + FILLER)),
        dict(outfit="The Sloane Gang"),
    ])
    play(game, play="ability", card=CARD)
    assert sorted(option_titles(game)) == ["Law Dogs", "The Sloane Gang", "Town Square"]
    play(game, play="mark", card=mark)
    return game


def test_a_gadget_invented_at_the_town_square_gains_a_control_point():
    # Flame-Thrower: 1 GR and difficulty 8 become 0 GR and 3; Roderick (Mad Scientist 1) pulls a 2
    game = _exhibition("Town Square", "2H")
    pick_titles(game, "Flame-Thrower")
    assert [e.data["total"] for e in events(game, "invent")] == [3]
    roderick = card_named(game, "Roderick Byre")
    assert [game.state.card(u).title for u in roderick.attachments] == ["Flame-Thrower"]
    assert (roderick.control, game.state.players[0].control) == (1, 1)


def test_from_the_discard_pile_and_no_control_point_elsewhere():
    game = _exhibition("The Sloane Gang", "2H", hand=(), discard=("Flame-Thrower",))
    pick_titles(game, "Flame-Thrower")
    roderick = card_named(game, "Roderick Byre")
    assert [game.state.card(u).title for u in roderick.attachments] == ["Flame-Thrower"]
    assert (roderick.control, game.state.players[0].control) == (None, 0)   # the view shows no CP at all


def test_a_failed_invention_discards_the_gadget():
    game = _exhibition("Town Square", "AH")                   # 1 + 1 = 2, short of 3
    pick_titles(game, "Flame-Thrower")
    assert [e.data["difficulty"] for e in events(game, "invent_fail")] == [3]
    assert "Flame-Thrower" in [c.title for c in game.state.players[0].discard]
    assert card_named(game, "Roderick Byre").attachments == ()


def test_only_a_mad_scientist_may_lead():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Clint Ramsey"], hand=[CARD, "Flame-Thrower"]),
        dict(outfit="The Sloane Gang"),
    ])
    assert not has_option(game, play="ability", card=CARD)


def test_the_control_point_is_still_there_the_next_day():
    # Pancho (2 influence) keeps the Law Dogs' 1 control point from winning at Sundown; he lets the job go
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Roderick Byre"], hand=[CARD, "Flame-Thrower"], stash=0,
             deck=cards("2H " + FILLER)),
        dict(outfit="The Sloane Gang", home=["Pancho Castillo"], stash=10),
    ])
    play(game, play="ability", card=CARD)
    play(game, play="mark", card="Town Square")
    play(game, play="allow")
    pick_titles(game, "Flame-Thrower")
    assert card_named(game, "Roderick Byre").control == 1
    to_phase(game, "high_noon", day=2)
    assert game.state.day == 2 and card_named(game, "Roderick Byre").control == 1
