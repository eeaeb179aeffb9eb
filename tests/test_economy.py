"""Production and Upkeep: income from home and held deeds; debt, upkeep, discards, off-faction dudes.

Player 1 (seat 0) plays Law Dogs, Player 2 (seat 1) The Sloane Gang (Outlaws); both outfits
produce 3 GR. Dudes used are vanilla or carry text that does not touch these phases:
Clint Ramsey (Drifter, upkeep 1, influence 1), Ezrael Jones and Wilber Crowley (Drifters,
upkeep 0, influence 1), Rob Wilby (Drifter, upkeep 0, influence 0), Andreas Andregg (Law Dogs,
upkeep 1, influence 2), Pancho Castillo (Outlaws, upkeep 2, influence 2), Shi Long Peng
(Anarchists, upkeep 0, influence 1), Stevie Lyndon (Anarchists, upkeep 0, influence 0).
"""
from __future__ import annotations

import pytest

from doomtown_tui.engine import IllegalChoice, card_pool
from doomtown_tui.engine.testing import scenario


def faces(*wanted):
    """Card titles with the given (value, suit) faces, for stacking a lowball."""
    out = []
    for value, suit in wanted:
        out.append(next(c.title for c in card_pool()
                        if c.value == value and c.suit == suit and not c.has("Token")))
    return out


def option(game, **data):
    matches = [o for o in game.decision.options if all(o.data.get(k) == v for k, v in data.items())]
    assert len(matches) == 1, (data, [o.data for o in game.decision.options])
    return matches[0]


def choose(game, player, **data):
    assert game.decision.player == player
    game.choose(player, option(game, **data).id)


def titles_in_play(game, player):
    return sorted(c.title for c in game.state.in_play if c.owner == player and c.type == "dude")


def discard_titles(game, player):
    return [c.title for c in game.state.players[player].discard]


def gains(game):
    return [(e.data["player"], e.data["amount"]) for e in game.events if e.kind == "gain"]


# --- Production ---------------------------------------------------------------------------------
def test_production_is_the_outfit_plus_deeds_owned_and_controlled_dealer_first():
    game = scenario(phase="production", dealer=1, players=[
        dict(stash=2, street_left=["Circle M Ranch"], street_right=["General Store"]),   # 2 + 1
        dict(stash=0, street_right=["Charlie's Place"]),                                # 2
    ])
    assert gains(game) == [(1, 3 + 2), (0, 3 + 2 + 1)]
    state = game.state
    assert state.players[0].stash == 2 + 6 and state.players[1].stash == 0 + 5
    assert game.decision.kind == "noon" and game.decision.player == 1


def test_a_deed_held_by_the_opponent_pays_neither_its_owner_nor_its_holder():
    # Ezrael Jones (influence 1) stands alone at Player 1's Circle M Ranch: Player 2 controls it.
    game = scenario(phase="production", dealer=0, players=[
        dict(stash=0, street_left=["Circle M Ranch"], home=["Rob Wilby"]),
        dict(stash=0, at={"Circle M Ranch": ["Ezrael Jones"]}),
    ])
    assert gains(game) == [(0, 3), (1, 3)]
    assert [p.stash for p in game.state.players] == [3, 3]


def test_a_tie_at_a_deed_leaves_its_production_with_the_owner():
    game = scenario(phase="production", dealer=0, players=[
        dict(stash=0, street_left=["Circle M Ranch"], at={"Circle M Ranch": ["Wilber Crowley"]}),
        dict(stash=0, at={"Circle M Ranch": ["Ezrael Jones"]}),
    ])
    assert gains(game) == [(0, 5), (1, 3)]


def test_a_rowdy_deed_goes_to_the_bullets_and_so_does_its_production():
    # Dead Dog Tavern (Rowdy, production 2): Wilber has 1 influence and 1 bullet; Jacqueline
    # Isham has 0 influence and 2 bullets.
    game = scenario(phase="production", dealer=0, players=[
        dict(stash=0, street_left=["Dead Dog Tavern"], at={"Dead Dog Tavern": ["Wilber Crowley"]}),
        dict(stash=0, at={"Dead Dog Tavern": ["Jacqueline Isham"]}),
    ])
    assert gains(game) == [(0, 3), (1, 3)]


# --- Upkeep -------------------------------------------------------------------------------------
def test_upkeep_paid_in_full_keeps_every_dude():
    game = scenario(phase="upkeep", dealer=0, players=[
        dict(stash=5, home=["Clint Ramsey", "Andreas Andregg", "Rob Wilby"]),
        dict(stash=0),
    ])
    d = game.decision
    assert d.kind == "upkeep" and d.player == 0
    assert option(game, play="pay").data["amount"] == 2
    # zero-upkeep Rob Wilby is never offered as a discard
    let_go = sorted(o.data["card"] for o in d.options if o.data["play"] == "discard")
    assert let_go == ["Andreas Andregg", "Clint Ramsey"]
    choose(game, 0, play="pay")
    assert game.state.players[0].stash == 3
    assert titles_in_play(game, 0) == ["Andreas Andregg", "Clint Ramsey", "Rob Wilby"]
    assert game.decision.kind == "noon"


def test_off_faction_dudes_cost_their_influence_extra_and_drifters_do_not():
    game = scenario(phase="upkeep", dealer=0, players=[
        dict(outfit="Law Dogs", stash=20,
             home=["Pancho Castillo", "Clint Ramsey", "Andreas Andregg", "Shi Long Peng", "Stevie Lyndon"]),
        dict(outfit="The Sloane Gang", stash=20, home=["Pancho Castillo", "Andreas Andregg"]),
    ])
    due = {o.data["card"]: o.data["upkeep"] for o in game.decision.options if o.data["play"] == "discard"}
    # Pancho (Outlaws) 2 + 2; Clint (Drifter) 1; Andreas (own faction) 1; Shi Long Peng 0 + 1.
    # Stevie Lyndon: 0 + 0 influence, so nothing is due and she cannot be let go.
    assert due == {"Pancho Castillo": 4, "Clint Ramsey": 1, "Andreas Andregg": 1, "Shi Long Peng": 1}
    assert option(game, play="pay").data["amount"] == 7
    choose(game, 0, play="pay")
    due = {o.data["card"]: o.data["upkeep"] for o in game.decision.options if o.data["play"] == "discard"}
    # for the Sloane Gang it is the other way round
    assert due == {"Pancho Castillo": 2, "Andreas Andregg": 1 + 2}
    assert option(game, play="pay").data["amount"] == 5
    choose(game, 1, play="pay")
    assert [p.stash for p in game.state.players] == [13, 15]


def test_a_player_who_cannot_pay_must_let_dudes_go_until_the_rest_is_affordable():
    game = scenario(phase="upkeep", dealer=0, players=[
        dict(stash=1, home=["Pancho Castillo", "Clint Ramsey", "Rob Wilby"]),
        dict(stash=0),
    ])
    assert [o.data["play"] for o in game.decision.options] == ["discard", "discard"]   # 5 due, 1 in hand
    with pytest.raises(IllegalChoice):
        game.choose(0, "pay")
    choose(game, 0, play="discard", card="Pancho Castillo")
    assert option(game, play="pay").data["amount"] == 1
    choose(game, 0, play="pay")
    state = game.state
    assert state.players[0].stash == 0
    assert titles_in_play(game, 0) == ["Clint Ramsey", "Rob Wilby"]
    assert discard_titles(game, 0) == ["Pancho Castillo"]


def test_letting_the_cheap_dude_go_first_can_cost_both():
    game = scenario(phase="upkeep", dealer=0, players=[
        dict(stash=1, home=["Pancho Castillo", "Clint Ramsey"]),
        dict(stash=0),
    ])
    choose(game, 0, play="discard", card="Clint Ramsey")
    # 4 still due with 1 GR: no pay option, Pancho must go too
    assert [o.data for o in game.decision.options] == [
        {"play": "discard", "card": "Pancho Castillo", "uid": option(game, card="Pancho Castillo").data["uid"],
         "upkeep": 4}]
    choose(game, 0, play="discard", card="Pancho Castillo")
    assert game.decision.kind == "noon"
    assert game.state.players[0].stash == 1
    assert titles_in_play(game, 0) == []
    assert discard_titles(game, 0) == ["Clint Ramsey", "Pancho Castillo"]


def test_upkeep_is_paid_while_every_card_is_in_play_and_the_unpaid_ones_go_afterwards():
    """Rulebook "3. Upkeep Phase": pay for the cards you keep, then discard the unpaid ones. Andreas
    Andregg (influence 2) and Clint Ramsey (value 11) hold the Sloane Gang's Huntsmen's Society 3 to 1
    against Wilber Crowley, so Clint's upkeep is 1 - 1 = 0 there. Letting Andreas go must not hand the deed
    back (1 to 1) before Clint's 0 is paid: Clint stays, only Andreas is discarded."""
    game = scenario(phase="upkeep", dealer=0, players=[
        dict(outfit="Law Dogs", stash=0, at={"Huntsmen's Society": ["Andreas Andregg", "Clint Ramsey"]}),
        dict(outfit="The Sloane Gang", stash=0, street_left=["Huntsmen's Society"],
             at={"Huntsmen's Society": ["Wilber Crowley"]}),
    ])
    assert [(o.data["play"], o.data.get("card"), o.data.get("upkeep")) for o in game.decision.options] == [
        ("discard", "Andreas Andregg", 1)]
    choose(game, 0, play="discard", card="Andreas Andregg")
    assert game.decision.kind == "noon"
    assert titles_in_play(game, 0) == ["Clint Ramsey"]
    assert discard_titles(game, 0) == ["Andreas Andregg"]


def test_the_cards_let_go_stay_in_play_until_the_kept_ones_are_paid_for():
    game = scenario(phase="upkeep", dealer=0, players=[
        dict(stash=10, home=["Clint Ramsey", "Andreas Andregg"]),
        dict(stash=0),
    ])
    choose(game, 0, play="discard", card="Clint Ramsey")
    assert titles_in_play(game, 0) == ["Andreas Andregg", "Clint Ramsey"]     # not discarded yet
    assert "letting go: Clint Ramsey" in game.decision.prompt
    start = len(game.events)
    choose(game, 0, play="pay")
    kinds = [e.kind for e in game.events[start:] if e.kind in ("pay", "leave_play")]
    assert kinds == ["pay", "leave_play"]
    assert titles_in_play(game, 0) == ["Andreas Andregg"]


def test_a_dude_may_be_let_go_even_when_the_upkeep_is_affordable():
    game = scenario(phase="upkeep", dealer=0, players=[
        dict(stash=10, home=["Clint Ramsey", "Andreas Andregg"]),
        dict(stash=0),
    ])
    choose(game, 0, play="discard", card="Clint Ramsey")
    choose(game, 0, play="pay")
    assert game.state.players[0].stash == 9
    assert titles_in_play(game, 0) == ["Andreas Andregg"]


def test_zero_upkeep_dudes_stay_even_with_an_empty_stash():
    game = scenario(phase="upkeep", dealer=0, players=[
        dict(stash=0, home=["Rob Wilby", "Ezrael Jones", "Stevie Lyndon"]),
        dict(stash=0, home=["Rob Wilby"]),
    ])
    assert game.decision.kind == "noon"
    assert titles_in_play(game, 0) == ["Ezrael Jones", "Rob Wilby", "Stevie Lyndon"]
    assert titles_in_play(game, 1) == ["Rob Wilby"]
    assert [p.stash for p in game.state.players] == [0, 0]


def test_upkeep_starts_with_the_dealer():
    game = scenario(phase="upkeep", dealer=1, players=[
        dict(stash=5, home=["Clint Ramsey"]),
        dict(stash=5, home=["Clint Ramsey"]),
    ])
    assert game.decision.player == 1
    choose(game, 1, play="pay")
    assert game.decision.kind == "upkeep" and game.decision.player == 0
    choose(game, 0, play="pay")
    assert [p.stash for p in game.state.players] == [4, 4]


def test_debt_is_repaid_before_any_upkeep():
    game = scenario(phase="upkeep", dealer=0, players=[
        dict(stash=3, debt=2, home=["Clint Ramsey"]),
        dict(stash=0),
    ])
    state = game.state
    assert state.players[0].stash == 1 and state.players[0].debt == 0
    assert option(game, play="pay").data["amount"] == 1
    choose(game, 0, play="pay")
    assert game.state.players[0].stash == 0
    repaid = [e for e in game.events if e.kind == "repay"]
    assert [(e.data["player"], e.data["amount"]) for e in repaid] == [(0, 2)]


def test_debt_that_cannot_be_repaid_persists_into_the_next_day():
    # Day 1: 2 GR against a 3 GR debt. Clint's upkeep can then not be paid.
    filler0 = ["Shotgun", "Bowie Knife", "Roan", "Pinto", "Mustang"]                 # Nightfall draw
    filler1 = ["Ragged Mule", "Tusk", "LeMat Revolver", "Fancy New Hat", "Rapier"]
    lowball0 = faces((2, "S"), (4, "H"), (6, "D"), (8, "C"), (13, "S"))   # high card
    lowball1 = faces((3, "S"), (3, "H"), (3, "D"), (4, "C"), (10, "S"))   # three of a kind
    game = scenario(phase="upkeep", dealer=0, players=[
        dict(stash=2, debt=3, home=["Clint Ramsey"], deck=filler0 + lowball0),
        dict(stash=0, deck=filler1 + lowball1),
    ])
    state = game.state
    assert state.players[0].stash == 0 and state.players[0].debt == 1
    # nothing left to pay with: only letting Clint go is offered
    assert [o.data["play"] for o in game.decision.options] == ["discard"]
    choose(game, 0, play="discard", card="Clint Ramsey")
    # High Noon: both pass; Sundown: nobody wins; Nightfall: empty hands draw five.
    choose(game, 0, play="pass")
    choose(game, 1, play="pass")
    assert game.decision.kind == "noon" and game.state.day == 2
    state = game.state
    # Day 2: Player 1 borrows the ante (debt 2), wins the lowball pot of 2, produces 3 = 5,
    # then repays the whole 2 before anything else.
    assert state.dealer == 0
    assert state.players[0].debt == 0 and state.players[0].stash == 3
    # Player 2 antes from nothing too, loses, produces 3 and repays 1
    repaid = [(e.data["player"], e.data["amount"]) for e in game.events if e.kind == "repay"]
    assert repaid == [(0, 2), (0, 2), (1, 1)]
    assert state.players[1].debt == 0 and state.players[1].stash == 2


def test_the_off_faction_surcharge_is_summed_with_the_other_modifiers_before_the_minimum():
    """Hattie DeLorre (Law Dogs, upkeep 0, influence 1) works for the Sloane Gang beside Huntsmen's Society,
    whose "-1 upkeep" takes her own upkeep to -1, shown as 0: the surcharge of her influence is one more
    modifier, so -1 + 1 = 0 is due, not 0 + 1 (RULINGS.md; rulebook Maximums & Minimums)."""
    game = scenario(phase="upkeep", dealer=0, players=[
        dict(outfit="The Sloane Gang", stash=5, home=["Hattie DeLorre", "Pancho Castillo"],
             street_right=["Huntsmen's Society"]),
        dict(outfit="Law Dogs", stash=5),
    ])
    hattie = next(c for c in game.state.in_play if c.title == "Hattie DeLorre")
    assert (hattie.upkeep, hattie.influence) == (0, 1)
    due = {o.data["card"]: o.data["upkeep"] for o in game.decision.options if o.data["play"] == "discard"}
    assert due == {"Pancho Castillo": 2}           # an Outlaw at an Outlaw home (value 5: no discount)
    assert option(game, play="pay").data["amount"] == 2
