"""The named game actions: the only functions that change cards, stashes and locations.

Each one changes the state and records an event in the log; rules and card scripts call these
and never poke the state directly. They are plain functions (no decisions): anything needing a
player's choice is asked by the caller first.
"""
from __future__ import annotations

from typing import Any

from doomtown_tui.engine import stats
from doomtown_tui.engine.state import (
    BOOT_HILL, DECK, DISCARD, DRAW_HAND, HAND, PLAY, REMOVED, Effect, Event, GameState,
)


def log(state: GameState, kind: str, text: str, **data: Any) -> None:
    state.events.append(Event(kind, text, data))


def pname(state: GameState, player: int) -> str:
    return state.players[player].name


# --- money -----------------------------------------------------------------------------------
def gain(state: GameState, player: int, amount: int, why: str) -> None:
    if amount <= 0:
        return
    state.players[player].stash += amount
    log(state, "gain", f"{pname(state, player)} gains {amount} GR ({why})", player=player, amount=amount)


def pay(state: GameState, player: int, amount: int, why: str) -> None:
    if amount <= 0:
        return
    p = state.players[player]
    if amount > p.stash:
        raise RuntimeError(f"{p.name} cannot pay {amount} GR with {p.stash}")
    p.stash -= amount
    log(state, "pay", f"{pname(state, player)} pays {amount} GR ({why})", player=player, amount=amount)


# --- decks and hands -------------------------------------------------------------------------
def shuffle_deck(state: GameState, player: int) -> None:
    state.rng.shuffle(state.players[player].deck)
    log(state, "shuffle", f"{pname(state, player)} shuffles their deck", player=player)


def _refill_deck(state: GameState, player: int) -> bool:
    """Turn an empty deck's discard pile into a new deck. False if there is nothing to turn."""
    p = state.players[player]
    if p.deck:
        return True
    if not p.discard:
        return False
    p.deck = p.discard
    p.discard = []
    for uid in p.deck:
        state.cards[uid].zone = DECK
    log(state, "reshuffle", f"{p.name} shuffles the discard pile into a new deck", player=player)
    state.rng.shuffle(p.deck)
    return True


def take_top(state: GameState, player: int) -> int | None:
    """Take the top card of a deck (refilling it from the discard pile if empty); None if none."""
    p = state.players[player]
    if not _refill_deck(state, player):
        return None
    return p.deck.pop(0)


def draw(state: GameState, player: int, count: int = 1) -> list[int]:
    """Draw cards into the play hand."""
    p = state.players[player]
    got: list[int] = []
    for _ in range(count):
        uid = take_top(state, player)
        if uid is None:
            break
        state.cards[uid].zone = HAND
        p.hand.append(uid)
        got.append(uid)
    if got:
        log(state, "draw", f"{p.name} draws {len(got)} card{'s' if len(got) != 1 else ''}", player=player, count=len(got))
    return got


def draw_to_draw_hand(state: GameState, player: int, count: int) -> list[int]:
    p = state.players[player]
    got: list[int] = []
    for _ in range(count):
        uid = take_top(state, player)
        if uid is None:
            break
        state.cards[uid].zone = DRAW_HAND
        p.draw_hand.append(uid)
        got.append(uid)
    return got


def discard_from_hand(state: GameState, player: int, uid: int, why: str = "") -> None:
    p = state.players[player]
    p.hand.remove(uid)
    _to_pile(state, uid, DISCARD)
    log(state, "discard", f"{p.name} discards {state.cards[uid].title} from hand" + (f" ({why})" if why else ""),
        player=player, uid=uid, card=state.cards[uid].title)


def discard_draw_cards(state: GameState, player: int, uids: list[int], final: bool = False) -> None:
    """Discard cards of a draw hand. Jokers in a final hand are aced (digest A25)."""
    p = state.players[player]
    for uid in uids:
        p.draw_hand.remove(uid)
        inst = state.cards[uid]
        inst.joker_as = None
        _to_pile(state, uid, BOOT_HILL if (final and inst.card.type == "joker") else DISCARD)


def _to_pile(state: GameState, uid: int, zone: str) -> None:
    inst = state.cards[uid]
    p = state.players[inst.owner]
    if inst.card.has("Token"):
        inst.zone = REMOVED
        return
    inst.zone = zone
    inst.location = None
    inst.booted = False
    (p.discard if zone == DISCARD else p.boot_hill).append(uid)


def pull(state: GameState, player: int) -> tuple[int, str, int | None]:
    """Pull: reveal the top card, return (value, suit, uid) and discard it.

    A pulled Joker is aced and returned as value 0 with no suit: the caller (``rules.pull``) asks
    its owner what it stands for. With no card in deck or discard pile the pull counts as the Ace
    of Clubs (digest B15).
    """
    uid = take_top(state, player)
    if uid is None:
        log(state, "pull", f"{pname(state, player)} has no cards to pull: counts as A\u2663", player=player)
        return 1, "C", None
    inst = state.cards[uid]
    if inst.card.type == "joker":
        _to_pile(state, uid, BOOT_HILL)
        log(state, "pull", f"{pname(state, player)} pulls a Joker", player=player, uid=uid, joker=True)
        return 0, "", uid
    _to_pile(state, uid, DISCARD)
    log(state, "pull", f"{pname(state, player)} pulls {inst.card.card_label} ({inst.title})", player=player,
        uid=uid, value=inst.card.value, suit=inst.card.suit)
    return inst.card.value or 1, inst.card.suit or "C", uid


# --- booting and bounty ----------------------------------------------------------------------
def boot(state: GameState, uid: int) -> None:
    inst = state.cards[uid]
    if not inst.booted:
        inst.booted = True
        log(state, "boot", f"{inst.title} boots", uid=uid)


def unboot(state: GameState, uid: int) -> None:
    inst = state.cards[uid]
    if inst.booted:
        inst.booted = False
        log(state, "unboot", f"{inst.title} unboots", uid=uid)


def add_bounty(state: GameState, uid: int, amount: int, why: str = "") -> None:
    inst = state.cards[uid]
    if amount <= 0 or inst.card.type != "dude":
        return
    inst.bounty += amount
    log(state, "bounty", f"{inst.title} gains {amount} bounty" + (f" ({why})" if why else ""), uid=uid, amount=amount)


def remove_bounty(state: GameState, uid: int, amount: int, why: str = "") -> None:
    inst = state.cards[uid]
    amount = min(amount, inst.bounty)
    if amount <= 0:
        return
    inst.bounty -= amount
    log(state, "bounty_removed", f"{inst.title} loses {amount} bounty" + (f" ({why})" if why else ""), uid=uid,
        amount=amount)


def collect_bounty(state: GameState, player: int, uid: int) -> None:
    """``player`` claims the bounty on an opposing dude they discarded or aced (digest B28)."""
    inst = state.cards[uid]
    if inst.bounty and inst.controller != player and inst.owner != player:
        amount, inst.bounty = inst.bounty, 0
        state.players[player].stash += amount
        log(state, "collect_bounty", f"{pname(state, player)} collects {amount} GR of bounty on {inst.title}",
            player=player, uid=uid, amount=amount)


# --- entering play, moving, attaching --------------------------------------------------------
def _leave_zone(state: GameState, uid: int) -> None:
    inst = state.cards[uid]
    p = state.players[inst.owner]
    for pile in (p.hand, p.deck, p.discard, p.boot_hill, p.draw_hand, p.gang_pick):
        if uid in pile:
            pile.remove(uid)
            return


def put_dude_into_play(state: GameState, uid: int, location: int, controller: int, booted: bool = False) -> None:
    _leave_zone(state, uid)
    inst = state.cards[uid]
    inst.zone, inst.location, inst.booted, inst.controller = PLAY, location, booted, controller
    inst.used.clear()
    log(state, "enter_play", f"{inst.title} enters play at {state.location_name(location)}", uid=uid,
        card=inst.title, player=controller, to=state.location_name(location))


def put_deed_into_play(state: GameState, uid: int, controller: int, side: str) -> None:
    """Build a deed at one end of its owner's street, or apart if it is Out of Town."""
    _leave_zone(state, uid)
    inst = state.cards[uid]
    inst.zone, inst.location, inst.booted, inst.controller = PLAY, uid, False, controller
    p = state.players[inst.owner]
    if inst.card.has("Out of Town"):
        p.out_of_town.append(uid)
        where = "out of town"
    elif side == "left":
        p.street.insert(0, uid)
        where = "at the left end of the street"
    else:
        p.street.append(uid)
        where = "at the right end of the street"
    log(state, "enter_play", f"{inst.title} is built {where}", uid=uid, card=inst.title, player=inst.owner, side=side)


def attach(state: GameState, uid: int, host: int, controller: int, booted: bool = False) -> None:
    _leave_zone(state, uid)
    inst, target = state.cards[uid], state.cards[host]
    if inst.attached_to is not None:
        state.cards[inst.attached_to].attachments.remove(uid)
    inst.zone, inst.attached_to, inst.location = PLAY, host, None
    inst.controller, inst.booted = controller, booted
    target.attachments.append(uid)
    log(state, "attach", f"{inst.title} is attached to {target.title}", uid=uid, card=inst.title, host=host)


def move(state: GameState, uid: int, to: int, boot_it: bool = False, why: str = "") -> None:
    inst = state.cards[uid]
    src = inst.location
    if boot_it:
        inst.booted = True
    inst.location = to
    log(state, "move", f"{inst.title} moves from {state.location_name(src)} to {state.location_name(to)}"
        + (" (booting)" if boot_it else ""), uid=uid, card=inst.title, src=state.location_name(src),
        to=state.location_name(to))
    so = state.shootout
    if so is not None and to != so.location:
        leave_posse(state, uid)


def send_home_booted(state: GameState, uid: int) -> None:
    """Boot the dude, move it home if elsewhere, and take it out of any posse (digest B33)."""
    inst = state.cards[uid]
    home = state.home_of(inst.controller)
    inst.booted = True
    if inst.location != home:
        inst.location = home
    log(state, "send_home", f"{inst.title} goes home booted", uid=uid, card=inst.title)
    leave_posse(state, uid)


def leave_posse(state: GameState, uid: int) -> None:
    so = state.shootout
    if so is None:
        return
    for posse in so.posses.values():
        if uid in posse.dudes:
            posse.dudes.remove(uid)
            if posse.shooter == uid:
                posse.shooter = None


# --- leaving play ----------------------------------------------------------------------------
def discard_card(state: GameState, uid: int, why: str = "") -> None:
    """Discard a card in play (attachments go too; a deed's dudes go home booted)."""
    _leave_play(state, uid, DISCARD, why)


def ace_card(state: GameState, uid: int, why: str = "", as_casualty: bool = False) -> None:
    """Ace a card in play. A Harrowed dude aced other than as a casualty is discarded instead."""
    inst = state.cards[uid]
    if not as_casualty and inst.card.type == "dude" and stats.has_keyword(state, inst, "Harrowed"):
        log(state, "harrowed", f"{inst.title} is Harrowed: discarded instead of aced", uid=uid)
        _leave_play(state, uid, DISCARD, why)
        return
    _leave_play(state, uid, BOOT_HILL, why)


def _leave_play(state: GameState, uid: int, zone: str, why: str) -> None:
    inst = state.cards[uid]
    if inst.zone != PLAY:
        return
    for att in list(inst.attachments):
        _leave_play(state, att, DISCARD, f"{inst.title} left play")
    if inst.attached_to is not None:
        host = state.cards[inst.attached_to]
        if uid in host.attachments:
            host.attachments.remove(uid)
        inst.attached_to = None
    if inst.card.type == "deed":
        for dude in state.dudes_at(uid):
            send_home_booted(state, dude.uid)
        for p in state.players:
            if uid in p.street:
                p.street.remove(uid)
            if uid in p.out_of_town:
                p.out_of_town.remove(uid)
    leave_posse(state, uid)
    verb = "aced" if zone == BOOT_HILL else "discarded"
    log(state, "ace" if zone == BOOT_HILL else "leave_play",
        f"{inst.title} is {verb}" + (f" ({why})" if why else ""), uid=uid, card=inst.title, zone=zone)
    inst.bounty = 0
    inst.control_tokens = 0
    inst.used.clear()
    inst.controller = inst.owner
    state.effects = [e for e in state.effects if e.target != uid]
    _to_pile(state, uid, zone)


# --- effects ---------------------------------------------------------------------------------
def add_effect(state: GameState, stat: str, *, target: int | None = None, player: int | None = None,
               amount: int = 0, set_to: Any = None, until: str = "turn", source: int | None = None,
               reason: str = "") -> Effect:
    eff = Effect(uid=state.new_uid(), source=source, stat=stat, amount=amount, set_to=set_to, target=target,
                 player=player, until=until, reason=reason)
    state.effects.append(eff)
    return eff


def end_effects(state: GameState, until: str) -> None:
    state.effects = [e for e in state.effects if e.until != until]


def set_aside(state: GameState, uid: int) -> None:
    """Take a card out of its pile while it is being played (e.g. a Gadget being invented)."""
    _leave_zone(state, uid)
    state.cards[uid].zone = "pending"


def discard_unplayed(state: GameState, uid: int, why: str = "") -> None:
    """Discard a card that is not in play (from hand, set aside, or a deck search)."""
    inst = state.cards[uid]
    _leave_zone(state, uid)
    _to_pile(state, uid, DISCARD)
    log(state, "discard", f"{inst.title} is discarded" + (f" ({why})" if why else ""), uid=uid, card=inst.title)


def replace_version(state: GameState, player: int, new_uid: int, old_uid: int) -> None:
    """Experienced replacement: the card in play becomes the new version, keeping its place,
    attachments, tokens and effects; the version it was goes to the discard pile."""
    old, new = state.cards[old_uid], state.cards[new_uid]
    _leave_zone(state, new_uid)
    was = old.title
    old.card, new.card = new.card, old.card
    _to_pile(state, new_uid, DISCARD)
    old.replaced_day = state.day
    log(state, "experienced", f"{pname(state, player)} replaces {was} with {old.title}", uid=old_uid, card=old.title)


def mark_traded(state: GameState, uid: int) -> None:
    """Record that a goods moved by the trade play today (it may be traded once a turn)."""
    state.cards[uid].traded_day = state.day


def unboot_all(state: GameState, player: int) -> None:
    """Nightfall: every card the player controls in play stands up again."""
    for card in state.in_play():
        if card.controller == player:
            card.booted = False
    log(state, "unboot_all", f"{pname(state, player)} unboots their cards", player=player)


def refresh_abilities(state: GameState) -> None:
    """Nightfall: every ability may be used again."""
    for card in state.cards.values():
        card.used.clear()
