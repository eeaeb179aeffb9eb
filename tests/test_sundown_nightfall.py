"""Sundown (who controls the town, ties) and Nightfall (discard, refill, unboot, clean-up).

Control points come from deeds: The Mayor's Office and 2nd Bank of Gomorra have 2 each; Circle M
Ranch, General Store and Charlie's Place have 1 each. Influence comes from dudes: Ezrael Jones and
Wilber Crowley have 1 (upkeep 0), Andreas Andregg 2, Clint Ramsey 1, Rob Wilby 0.
"""
from __future__ import annotations

import pytest

from doomtown_tui.engine import IllegalChoice, actions
from doomtown_tui.engine.testing import scenario

HAND = ["Shotgun", "Bowie Knife"]


def option(game, **data):
    matches = [o for o in game.decision.options if all(o.data.get(k) == v for k, v in data.items())]
    assert len(matches) == 1, (data, [o.data for o in game.decision.options])
    return matches[0]


def choose(game, player, **data):
    assert game.decision.player == player
    game.choose(player, option(game, **data).id)


def sundown(p0: dict, p1: dict, dealer: int = 0):
    p0 = {"hand": list(HAND), **p0}
    p1 = {"hand": list(HAND), **p1}
    return scenario(phase="sundown", dealer=dealer, players=[p0, p1])


def standings(game):
    return [(p.control, p.influence) for p in game.state.players]


def hand_titles(game, player):
    return [c.title for c in game.state.players[player].hand]


def in_play(game, title, owner):
    return next(c for c in game.state.in_play if c.title == title and c.owner == owner)


# --- Sundown ------------------------------------------------------------------------------------
def test_more_control_than_the_opponents_influence_wins():
    game = sundown(dict(street_right=["The Mayor's Office"]), dict(home=["Ezrael Jones"]))
    assert standings(game) == [(2, 0), (0, 1)]
    assert game.over and game.winner == 0
    assert game.decision is None
    assert [e.data["player"] for e in game.events if e.kind == "game_over"] == [0]


def test_control_only_equal_to_the_opponents_influence_is_not_enough():
    game = sundown(dict(street_right=["The Mayor's Office"]), dict(home=["Andreas Andregg"]))
    assert standings(game) == [(2, 0), (0, 2)]
    assert not game.over and game.winner is None
    assert game.decision.kind == "nightfall_discard" and game.decision.player == 0
    assert not any(e.kind == "game_over" for e in game.events)


def test_a_deed_counts_for_whoever_controls_it_not_its_owner():
    # Ezrael takes Player 1's Mayor's Office: its 2 control points are Player 2's.
    game = sundown(dict(street_right=["The Mayor's Office"]),
                   dict(at={"The Mayor's Office": ["Ezrael Jones"]}))
    assert standings(game) == [(0, 0), (2, 1)]
    assert game.over and game.winner == 1


def test_when_both_players_qualify_the_one_with_more_control_wins():
    game = sundown(
        dict(street_right=["The Mayor's Office", "2nd Bank of Gomorra"], home=["Ezrael Jones"]),
        dict(street_right=["Circle M Ranch", "General Store", "Charlie's Place"], home=["Wilber Crowley"]),
        dealer=1,
    )
    assert standings(game) == [(4, 1), (3, 1)]
    assert game.over and game.winner == 0


def test_when_both_qualify_with_equal_control_nobody_wins_and_the_day_goes_on():
    game = sundown(
        dict(street_right=["The Mayor's Office"], home=["Ezrael Jones"]),
        dict(street_right=["2nd Bank of Gomorra"], home=["Wilber Crowley"]),
        dealer=1,
    )
    assert standings(game) == [(2, 1), (2, 1)]
    assert not game.over and game.winner is None
    assert game.state.phase == "nightfall"
    assert game.decision.kind == "nightfall_discard" and game.decision.player == 1


def test_nobody_with_control_means_play_goes_on():
    game = sundown(dict(home=["Clint Ramsey"]), dict(home=["Rob Wilby"]))
    assert standings(game) == [(0, 1), (0, 0)]
    assert not game.over
    assert game.decision.kind == "nightfall_discard"


# --- Nightfall ----------------------------------------------------------------------------------
def nightfall(dealer=0, p0=None, p1=None):
    return scenario(phase="nightfall", dealer=dealer, players=[
        {"hand": list(HAND), "deck_top": ["Roan", "Pinto", "Mustang", "Tusk"], **(p0 or {})},
        {"hand": ["Ragged Mule"], "deck_top": ["Rapier", "Fancy New Hat", "LeMat Revolver", "Tin Star", "Pinto"],
         **(p1 or {})},
    ])


def test_nightfall_offers_one_optional_discard_then_refills_to_five_dealer_first():
    game = nightfall(dealer=1)
    d = game.decision
    assert d.kind == "nightfall_discard" and d.player == 1
    assert sorted(o.data["play"] for o in d.options) == ["discard", "keep"]
    choose(game, 1, play="discard", card="Ragged Mule")
    assert hand_titles(game, 1) == ["Rapier", "Fancy New Hat", "LeMat Revolver", "Tin Star", "Pinto"]
    assert [c.title for c in game.state.players[1].discard] == ["Ragged Mule"]
    d = game.decision
    assert d.kind == "nightfall_discard" and d.player == 0
    assert sorted(o.data["card"] for o in d.options if o.data["play"] == "discard") == sorted(HAND)
    choose(game, 0, play="keep")
    assert hand_titles(game, 0) == [*HAND, "Roan", "Pinto", "Mustang"]
    # (the next day's lowball has since used the deck; neither kept card went to the discard pile)
    assert not {"Shotgun", "Bowie Knife"} & {c.title for c in game.state.players[0].discard}


def test_only_one_card_may_be_discarded_at_nightfall():
    game = nightfall(dealer=0)
    ids = [o.id for o in game.decision.options if o.data["play"] == "discard"]
    with pytest.raises(IllegalChoice):
        game.choose(0, ids)
    assert hand_titles(game, 0) == HAND
    choose(game, 0, play="discard", card="Shotgun")
    assert hand_titles(game, 0) == ["Bowie Knife", "Roan", "Pinto", "Mustang", "Tusk"]
    assert [c.title for c in game.state.players[0].discard] == ["Shotgun"]


def test_a_hand_over_the_limit_is_cut_down_to_five():
    seven = ["Shotgun", "Bowie Knife", "Roan", "Pinto", "Mustang", "Tusk", "Rapier"]
    game = nightfall(dealer=0, p0={"hand": seven})
    choose(game, 0, play="keep")
    for _ in range(2):
        assert game.decision.kind == "hand_limit" and game.decision.player == 0
        choose(game, 0, play="discard", card=hand_titles(game, 0)[-1])
    assert hand_titles(game, 0) == seven[:5]
    assert [c.title for c in game.state.players[0].discard] == ["Rapier", "Tusk"]
    assert game.decision.kind == "nightfall_discard" and game.decision.player == 1


def test_everything_in_play_unboots():
    game = nightfall(
        dealer=0,
        p0=dict(home=["Clint Ramsey"], street_right=["General Store"], attach={"Clint Ramsey": ["Shotgun"]},
                booted=["Clint Ramsey", "General Store", "Shotgun"], hand=["Bowie Knife"]),
        p1=dict(town_square=["Rob Wilby"], booted=["Rob Wilby"]),
    )
    assert sorted(c.title for c in game.state.in_play if c.booted) == ["Clint Ramsey", "General Store", "Rob Wilby",
                                                                        "Shotgun"]
    choose(game, 0, play="keep")
    choose(game, 1, play="keep")
    assert [c.title for c in game.state.in_play if c.booted] == []


def test_turn_long_effects_end_and_abilities_refresh_at_nightfall():
    # whole decks given, so the next day's lowball is known: a pair of 4s against Q high
    game = nightfall(dealer=0,
                     p0=dict(home=["Clint Ramsey", "Ezrael Jones"],
                             deck=["Rob Wilby", "Hustings", "Ambush", "Pancho Castillo"]),
                     p1=dict(stash=0, deck=["Ezrael Jones", "General Store", "Pistol Whip", "Avie Cline"]))
    raw = game.raw
    clint = in_play(game, "Clint Ramsey", 0).uid
    ezrael = in_play(game, "Ezrael Jones", 0).uid
    # No card script makes a day-long effect or marks an ability used yet, so both are planted
    # through the engine's own effect action and the card's used-ability record (not in the view).
    actions.add_effect(raw, "influence", target=clint, amount=2, until="turn", reason="test: today only")
    actions.add_effect(raw, "influence", target=ezrael, amount=1, until="permanent", reason="test: lasting")
    raw.cards[clint].used.add("noon")
    assert game.state.card(clint).influence == 3 and game.state.card(ezrael).influence == 2
    choose(game, 0, play="keep")
    choose(game, 1, play="keep")
    # the new day has begun (Clint's 1 GR upkeep is the first question)
    state = game.state
    assert state.day == 2 and game.decision.kind == "upkeep"
    assert state.card(clint).influence == 1
    assert state.card(ezrael).influence == 2
    assert raw.cards[clint].used == set()
