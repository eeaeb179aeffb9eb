"""Setting up the game (rulebook "Setting Up the Game"): coin toss, outfits, starting gangs, hands.

The starting gang: up to five dudes of the outfit's faction or drifters, at most one Grifter,
optionally one Core deed, Gadget dudes only where the card allows it (a card script marks that
through ``RuleSet.starting_gadgets``), all paid from the stash. Their "enters play" effects are ignored.
"""
from __future__ import annotations

from doomtown_tui.engine import actions
from doomtown_tui.engine.cards import CardDef
from doomtown_tui.engine.decision import Flow, Option, ask
from doomtown_tui.engine.state import GameState

GANG_SIZE = 5


def coin_toss(state: GameState) -> None:
    """Who deals the first turn (rulebook "Toss a Coin"): any seat alike, with three or four too."""
    actions.coin_toss(state, state.rng.randrange(len(state.players)))


def _eligible(state: GameState, player: int, card: CardDef, picked: list[CardDef], money: int) -> bool:
    """May ``card`` join the starting gang beside the cards ``picked`` so far, with ``money`` left?"""
    if card.cost is not None and card.cost > money:
        return False
    if card.type == "deed":
        return card.has("Core") and not any(c.type == "deed" for c in picked)
    if card.type != "dude" or sum(1 for c in picked if c.type == "dude") >= GANG_SIZE:
        return False
    outfit = state.cards[state.players[player].outfit].card
    if card.faction not in (outfit.faction, "Drifter"):
        return False
    if card.code in state.rules.no_starting_gang:
        return False
    if card.has("Gadget") and card.code not in state.rules.starting_gadgets:
        return False
    if card.has("Grifter") and any(c.has("Grifter") for c in picked):
        return False
    if card.unique and any(c.base_title == card.base_title for c in picked):  # noqa: SIM103 - one rule per test
        return False
    return True


def budget(state: GameState, player: int) -> int:
    """What is left of the stash after the cards picked so far for the starting gang."""
    p = state.players[player]
    return p.stash - sum(state.cards[u].card.cost or 0 for u in p.gang_pick)


def _marked_gang(state: GameState, player: int, marked: list[str]) -> list[int] | None:
    """Deck uids for the deck file's marked gang, or None if it cannot be taken as it stands."""
    p = state.players[player]
    taken: list[int] = []
    for title in marked:
        uid = next((u for u in p.deck if state.cards[u].title == title and u not in taken), None)
        if uid is None or state.cards[uid].card.code in state.rules.no_starting_gang:
            return None
        taken.append(uid)
    cost = sum(state.cards[u].card.cost or 0 for u in taken)
    return taken if cost <= budget(state, player) else None


def starting_gang(state: GameState, player: int, marked: list[str]) -> Flow[None]:
    """Ask ``player`` to pick the starting gang, one card at a time (or the deck file's marked gang)."""
    p = state.players[player]
    offered_marked = bool(marked)
    while True:
        options: list[Option] = []
        gang = _marked_gang(state, player, marked) if offered_marked and not p.gang_pick else None
        if gang:
            names = ", ".join(state.cards[u].title for u in gang)
            options.append(Option("marked", f"Take the deck's starting gang: {names}",
                                  {"play": "marked_gang", "cards": [state.cards[u].title for u in gang]}))
        seen: set[str] = set()
        picked = [state.cards[u].card for u in p.gang_pick]
        money = budget(state, player)
        cards = state.cards
        for uid in p.deck:
            card = cards[uid].card
            title = card.title
            if title in seen:
                continue
            seen.add(title)
            if not _eligible(state, player, card, picked, money):
                continue
            options.append(Option(f"add:{uid}", f"Add {title} ({card.cost} GR)",
                                  {"play": "add", "card": title, "uid": uid, "cost": card.cost}))
        options.append(Option("done", "Done: start with this gang" if p.gang_pick else "Start with no dudes",
                              {"play": "done"}))
        so_far = ", ".join(c.title for c in picked) or "nobody yet"
        answer = yield ask(player, "starting_gang",
                           f"{p.name}: choose your starting gang ({money} GR left; so far {so_far})", options)
        if answer.data["play"] == "done":
            return
        if answer.data["play"] == "marked_gang":
            for uid in gang or []:
                actions.pick_for_gang(state, player, uid)
            return
        actions.pick_for_gang(state, player, answer.data["uid"])


def place_gangs(state: GameState) -> None:
    """Put both starting gangs into play at home at once and pay for them. The costs come out of
    the stashes only now, so neither player's choice shows before both have chosen."""
    for p in state.players:
        gang = list(p.gang_pick)   # entering play takes each card out of gang_pick
        for uid in gang:
            card = state.cards[uid].card
            if card.type == "deed":
                actions.put_deed_into_play(state, uid, p.index, "right")
            else:
                actions.put_dude_into_play(state, uid, p.outfit, p.index)
        actions.pay_for_starting_gang(state, p.index, gang)
    actions.skip_reacts(state)   # a starting gang's "enters play" effects are ignored
