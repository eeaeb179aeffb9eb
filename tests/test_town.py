"""The town: who controls each location, and which locations are adjacent (Out of Town included).

Influence/bullets of the dudes used: Rob Wilby 0/1, Ezrael Jones 1/1, Wilber Crowley 1/1,
Clint Ramsey 1/2, Andreas Andregg 2/0, Jacqueline Isham 0/2. Dead Dog Tavern is Rowdy; Pat's
Perch and Clanton Ranch are Out of Town.
"""
from __future__ import annotations

import pytest

from doomtown_tui.engine.testing import scenario


def town(p0: dict, p1: dict | None = None, dealer: int = 0):
    """A High Noon position: nothing happens until the Dealer's first Noon play."""
    return scenario(phase="high_noon", dealer=dealer, players=[p0, p1 or {}])


def loc(game, name: str) -> int:
    uids = [uid for uid, title in game.state.locations if title == name]
    assert len(uids) == 1, name
    return uids[0]


def controller(game, name: str):
    return game.state.controllers[loc(game, name)]


def dude(game, title: str, owner: int):
    return next(c for c in game.state.in_play if c.title == title and c.owner == owner)


# --- control --------------------------------------------------------------------------------------
def test_the_player_with_more_influence_at_a_deed_controls_it():
    game = town(dict(street_right=["Circle M Ranch"], at={"Circle M Ranch": ["Rob Wilby"]}),
                dict(at={"Circle M Ranch": ["Ezrael Jones"]}))
    assert controller(game, "Circle M Ranch") == 1
    # Circle M Ranch's control point counts for Player 2
    assert [p.control for p in game.state.players] == [0, 1]


def test_influence_is_summed_over_all_the_dudes_there():
    two_v_two = town(dict(street_right=["Circle M Ranch"], at={"Circle M Ranch": ["Andreas Andregg"]}),
                     dict(at={"Circle M Ranch": ["Ezrael Jones", "Wilber Crowley"]}))
    assert controller(two_v_two, "Circle M Ranch") == 0          # 2 - 2: the owner keeps it
    three_v_two = town(dict(street_right=["Circle M Ranch"], at={"Circle M Ranch": ["Andreas Andregg"]}),
                       dict(at={"Circle M Ranch": ["Ezrael Jones", "Wilber Crowley", "Clint Ramsey"]}))
    assert controller(three_v_two, "Circle M Ranch") == 1        # 2 - 3


@pytest.mark.parametrize("mine, theirs", [
    ([], []),                                   # nobody there
    (["Rob Wilby"], ["Rob Wilby"]),             # dudes, but 0 influence each
    (["Rob Wilby"], []),
    ([], ["Rob Wilby"]),                        # a 0-influence intruder takes nothing
    (["Ezrael Jones"], ["Wilber Crowley"]),     # 1 - 1
])
def test_a_tie_zero_included_leaves_a_deed_with_its_owner(mine, theirs):
    # Player 2 owns General Store; "mine" are Player 2's dudes there, "theirs" Player 1's.
    game = town(dict(at={"General Store": theirs}), dict(street_right=["General Store"], at={"General Store": mine}))
    assert controller(game, "General Store") == 1
    assert [p.control for p in game.state.players] == [0, 1]


def test_at_a_rowdy_deed_bullets_decide_instead_of_influence():
    # Andreas: 2 influence, 0 bullets; Rob Wilby: 0 influence, 1 bullet (at the Rowdy tavern).
    # Ezrael Jones: 1 influence, 1 bullet; Jacqueline Isham: 0 influence, 2 bullets (at the ranch).
    # (one copy of each unique dude per player: the scenario builder refuses two)
    game = town(dict(street_right=["Dead Dog Tavern", "Circle M Ranch"],
                     at={"Dead Dog Tavern": ["Andreas Andregg"], "Circle M Ranch": ["Ezrael Jones"]}),
                dict(at={"Dead Dog Tavern": ["Rob Wilby"], "Circle M Ranch": ["Jacqueline Isham"]}))
    assert controller(game, "Dead Dog Tavern") == 1
    assert controller(game, "Circle M Ranch") == 0


def test_a_bullet_tie_at_a_rowdy_deed_leaves_it_with_the_owner_whatever_the_influence():
    # Rob Wilby and Wilber Crowley have 1 bullet each; Wilber also has 1 influence.
    game = town(dict(street_right=["Dead Dog Tavern"], at={"Dead Dog Tavern": ["Rob Wilby"]}),
                dict(at={"Dead Dog Tavern": ["Wilber Crowley"]}))
    assert controller(game, "Dead Dog Tavern") == 0


def test_a_home_always_belongs_to_its_owner_and_the_town_square_to_nobody():
    game = town(dict(town_square=["Andreas Andregg", "Clint Ramsey"]),
                dict(at={"Law Dogs": ["Ezrael Jones", "Wilber Crowley", "Clint Ramsey"]}))
    assert controller(game, "Law Dogs") == 0
    assert controller(game, "The Sloane Gang") == 1
    assert controller(game, "Town Square") is None
    assert [p.control for p in game.state.players] == [0, 0]


def test_control_follows_the_dudes_as_they_move_and_leaves_the_deed_as_it_was():
    game = town(dict(street_right=["Circle M Ranch"], home=["Rob Wilby"]),
                dict(home=["Ezrael Jones"]), dealer=1)
    assert controller(game, "Circle M Ranch") == 0
    ezrael = dude(game, "Ezrael Jones", 1)
    move = next(o for o in game.decision.options
                if o.data["play"] == "move" and o.data["uid"] == ezrael.uid and o.data["to"] == "Circle M Ranch")
    game.choose(1, move.id)
    assert controller(game, "Circle M Ranch") == 1
    deed = next(c for c in game.state.in_play if c.title == "Circle M Ranch")
    assert deed.booted is False and deed.owner == 0
    assert game.state.players[0].street == ("Law Dogs", "Circle M Ranch")


def test_out_of_town_deeds_are_controlled_like_any_other():
    game = town(dict(out_of_town=["Pat's Perch"]), dict(at={"Pat's Perch": ["Ezrael Jones"]}))
    assert controller(game, "Pat's Perch") == 1


# --- adjacency --------------------------------------------------------------------------------------
STREET = dict(
    street_left=["Circle M Ranch"], street_right=["General Store", "Charlie's Place"],
    out_of_town=["Pat's Perch", "Clanton Ranch"],
)
FROM_HOME = {
    "Circle M Ranch": False, "General Store": False, "Town Square": False,   # adjacent to home
    "Charlie's Place": True, "Pat's Perch": True, "Clanton Ranch": True,
    "The Sloane Gang": True, "The Mayor's Office": True,
}
FROM_SQUARE = {
    "Circle M Ranch": False, "General Store": False, "Charlie's Place": False,   # every deed on a street
    "The Mayor's Office": False, "The Sloane Gang": False,                         # and the other home
    "Law Dogs": True,                                                              # but not one's own
    "Pat's Perch": True, "Clanton Ranch": True,                                    # Out of Town: not adjacent
}


def move_costs(game, title: str) -> dict[str, bool]:
    uid = dude(game, title, 0).uid
    return {o.data["to"]: o.data["boots"] for o in game.decision.options
            if o.data["play"] == "move" and o.data["uid"] == uid}


def adjacency_game():
    return town(dict(home=["Rob Wilby"], town_square=["Ezrael Jones"], at={
        "General Store": ["Wilber Crowley"], "Pat's Perch": ["Clint Ramsey"]}, **STREET),
        dict(street_right=["The Mayor's Office"]))


def test_the_street_is_laid_out_left_to_right_with_out_of_town_deeds_apart():
    state = adjacency_game().state
    assert state.players[0].street == ("Circle M Ranch", "Law Dogs", "General Store", "Charlie's Place")
    assert state.players[0].out_of_town == ("Pat's Perch", "Clanton Ranch")
    assert state.players[1].street == ("The Sloane Gang", "The Mayor's Office")


def test_moving_from_home_is_free_only_to_its_neighbours_and_the_town_square():
    assert move_costs(adjacency_game(), "Rob Wilby") == FROM_HOME


def test_moving_from_the_town_square_is_free_to_every_in_town_location_but_ones_own_home():
    assert move_costs(adjacency_game(), "Ezrael Jones") == FROM_SQUARE


def test_moving_from_a_deed_or_from_out_of_town_always_boots():
    game = adjacency_game()
    from_deed = move_costs(game, "Wilber Crowley")
    assert from_deed["Charlie's Place"] is True and from_deed["Town Square"] is True
    assert set(from_deed.values()) == {True}
    from_out = move_costs(game, "Clint Ramsey")
    assert from_out["Clanton Ranch"] is True       # two Out of Town deeds are not adjacent either
    assert from_out["Town Square"] is True
    assert set(from_out.values()) == {True}


@pytest.mark.parametrize("title, to, booted", [
    ("Rob Wilby", "General Store", False),
    ("Rob Wilby", "Pat's Perch", True),
    ("Ezrael Jones", "The Mayor's Office", False),
    ("Ezrael Jones", "Law Dogs", True),
    ("Ezrael Jones", "Clanton Ranch", True),
])
def test_a_move_boots_the_dude_exactly_when_it_said_it_would(title, to, booted):
    game = adjacency_game()
    uid = dude(game, title, 0).uid
    move = next(o for o in game.decision.options
                if o.data["play"] == "move" and o.data["uid"] == uid and o.data["to"] == to)
    game.choose(0, move.id)
    moved = game.state.card(uid)
    assert moved.location == to and moved.booted is booted


def test_an_out_of_town_deed_is_built_apart_from_the_street():
    game = town(dict(stash=10, hand=["Pat's Perch", "Cattle Market"], street_right=["General Store"]))
    builds = {(o.data["card"], o.data["side"]) for o in game.decision.options if o.data["play"] == "build"}
    assert builds == {("Pat's Perch", "out"), ("Cattle Market", "left"), ("Cattle Market", "right")}
    perch = next(o for o in game.decision.options if o.data["play"] == "build" and o.data["card"] == "Pat's Perch")
    game.choose(0, perch.id)
    state = game.state
    assert state.players[0].out_of_town == ("Pat's Perch",)
    assert state.players[0].street == ("Law Dogs", "General Store")
    assert state.players[0].stash == 9
    game.choose(1, "pass")
    market = next(o for o in game.decision.options if o.data["play"] == "build" and o.data["side"] == "left")
    game.choose(0, market.id)
    state = game.state
    assert state.players[0].street == ("Cattle Market", "Law Dogs", "General Store")
    assert state.players[0].stash == 6
