"""The town: who controls each location, and each player's influence and control points.

Rulebook "Deeds", "Controller & Owner" and the Rowdy keyword: the player with the most influence
among their dudes at a deed controls it (bullets instead of influence at a Rowdy deed); a tie,
zero included, leaves it with its owner. A home is always its owner's; nobody controls the town
square. Control points count for the deed's controller; a dude's points for the dude's controller.
"""
from __future__ import annotations

from doomtown_tui.engine import actions, hooks, stats
from doomtown_tui.engine.state import TOWN_SQUARE, CardInst, GameState


def location_controller(state: GameState, loc: int) -> int | None:
    """Who controls location ``loc`` now (None: the town square); computed once per location while
    options are listed (``state.memo``). One location at a time: a trait may ask who controls one deed
    while the influence of dudes elsewhere is being counted."""
    memo = state.memo
    if memo is None:
        return _location_controller(state, loc)
    table = memo.table()
    key = ("controller", loc)
    if key not in table:
        table[key] = _location_controller(state, loc)
    return table[key]


def _location_controller(state: GameState, loc: int) -> int | None:
    if loc == TOWN_SQUARE:
        variant = state.variant if state.boss is not None else None   # a Boss Battle scenario's rule
        return variant.town_square(state) if variant is not None and variant.town_square is not None else None
    card = state.cards[loc]
    dudes = state.dudes_at(loc)
    if card.card.type == "outfit" or not dudes:   # nobody there: a tie at zero
        return card.owner
    rowdy = stats.has_keyword(state, card, "Rowdy")
    seats = len(state.players)
    totals = [0] * seats
    influence = [0] * seats
    for dude in dudes:
        if rowdy or _by_bullets(state, dude):
            totals[dude.controller] += stats.bullets(state, dude)
        else:
            influence[dude.controller] += stats.influence(state, dude)
    cap = _cap(state)     # e.g. "influence at each location is limited to 5"
    for who in range(seats):
        totals[who] += influence[who] if cap is None else min(cap, influence[who])
    top = max(totals)
    leaders = [who for who in range(seats) if totals[who] == top]
    return leaders[0] if len(leaders) == 1 else card.owner


def _cap(state: GameState) -> int | None:
    """``hooks.influence_cap``, asked once while options are listed (``state.memo``)."""
    memo = state.memo
    if memo is None:
        return hooks.influence_cap(state)
    table = memo.table()
    if "cap" not in table:
        table["cap"] = hooks.influence_cap(state)
    return table["cap"]  # type: ignore[no-any-return]


def _by_bullets(state: GameState, dude: CardInst) -> bool:
    """A dude whose own trait makes its bullets, not its influence, count for deed control."""
    check = state.rules.bullets_for_control.get(dude.card.code) if state.rules.bullets_for_control else None
    return check is not None and check(state, dude)


def controls(state: GameState, player: int, loc: int) -> bool:
    return location_controller(state, loc) == player


def player_influence(state: GameState, player: int) -> int:
    cap = _cap(state)
    if cap is None:
        return sum(stats.influence(state, d) for d in state.dudes_in_play(player))
    at: dict[int | None, int] = {}
    for dude in state.dudes_in_play(player):
        at[dude.location] = at.get(dude.location, 0) + stats.influence(state, dude)
    return sum(min(cap, total) for total in at.values())


def influence_at(state: GameState, player: int, loc: int) -> int:
    """``player``'s influence at one location (the town square too): their dudes' there, within any limit."""
    total = sum(stats.influence(state, d) for d in state.dudes_at(loc, player))
    cap = _cap(state)
    return total if cap is None else min(cap, total)


def player_control(state: GameState, player: int) -> int:
    """Control points as they count at Sundown: controlled deeds plus points on own dudes etc."""
    total = 0
    for card in state.in_play():
        if card.card.type == "deed":
            if location_controller(state, card.uid) == player:
                total += stats.control(state, card)
        elif card.controller == player and card.card.type != "outfit" and card.attached_to is None:
            total += stats.control(state, card)
    return total


def player_production(state: GameState, player: int) -> int:
    """Production collected in the Production phase: home, and deeds the player owns and controls."""
    total = 0
    taken = {e.target: e.set_to for e in state.effects if e.stat == "production_to"}   # "you gain its production"
    for card in state.in_play():
        if card.card.type == "outfit" and card.owner == player:
            total += stats.production(state, card)
        elif card.card.type == "deed" and card.uid in taken:
            if taken[card.uid] == player:
                total += stats.production(state, card)
        elif card.card.type == "deed":
            if card.owner == player and location_controller(state, card.uid) == player:
                total += stats.production(state, card)
        elif card.controller == player and card.card.type not in ("deed", "outfit"):
            total += stats.production(state, card)
    return total


def upkeep_due(state: GameState, dude: CardInst) -> int:
    """Upkeep for a card, raised by its influence when its faction differs from the outfit's (an
    "upkeep_due" effect with ``set_to`` sets the whole amount, e.g. "its upkeep is 0 until ...")."""
    for eff in state.effects:
        if eff.target == dude.uid and eff.stat == "upkeep_due" and eff.set_to is not None:
            return int(eff.set_to)
    due = stats.upkeep(state, dude)
    if dude.card.type == "dude":
        outfit_faction = state.cards[state.players[dude.controller].outfit].card.faction
        faction = dude.card.faction
        if faction not in (None, "Drifter") and faction != outfit_faction:
            # the surcharge is one more modifier: all of them are summed, then the minimum of 0 applies
            # (RULINGS.md), so a "-1 upkeep" that took the card's own upkeep below 0 still counts here
            if due == 0:
                printed, changes, set_to = stats.explain(state, dude, "upkeep")
                due = set_to if isinstance(set_to, int) else printed + sum(delta for _, delta in changes)
            due = max(0, due + stats.influence(state, dude))
    return due


def at_sundown(state: GameState) -> tuple[list[int], list[int]]:
    """(influence, control) of each player as they will count at Sundown if nobody moves meanwhile: read
    as in the Sundown phase (``actions.supposing_sundown``: Enapay's High Noon influence does not count)."""
    with actions.supposing_sundown(state):
        seats = range(len(state.players))
        return ([player_influence(state, p) for p in seats], [player_control(state, p) for p in seats])


def preview_move(state: GameState, uid: int, to: int) -> tuple[list[int], list[int]]:
    """(influence, control) of each player as they would count at Sundown if dude ``uid`` stood at
    ``to`` — the Automaton's check rule for a move. Nothing changes and nothing is logged."""
    with actions.supposing_at(state, uid, to):
        return at_sundown(state)


def in_check(state: GameState, player: int, standing: tuple[list[int], list[int]] | None = None) -> bool:
    """Would ``player`` lose if Sundown came now (the opponent has more control than their influence)?
    With three or more seats (victory points): would an opponent score a point against ``player``?
    ``standing``: ``at_sundown``'s figures, when already worked out."""
    influence, control = standing if standing is not None else at_sundown(state)
    if len(state.players) > 2:
        return any(control[opp] > influence[player] for opp in state.opponents(player))
    opp = state.opponent(player)
    return control[opp] > influence[player] and not (control[player] > influence[opp]
                                                     and control[player] >= control[opp])
