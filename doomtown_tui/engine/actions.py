"""The named game actions: the only functions that change the game state.

Each one changes the state and records an event in the log; rules and card scripts call these
and never poke the state directly (``tests/test_named_actions.py`` walks the engine's and the
scripts' source and fails on a direct write anywhere else). They are plain functions (no
decisions): anything needing a player's choice is asked by the caller first.

Some actions log nothing, because what they change is bookkeeping a player does not see as a
happening of its own, or because a new log line would change the recorded golden games:
the position of the React windows (``skip_reacts``, ``advance_react_cursor``, ``mark_answered``,
``open_react_frame``, ``close_react_frame``), the stack of resolving effects (``push_resolving``,
``pop_resolving``), abilities marked used (``mark_used``, ``mark_used_this_shootout``,
``mark_headline``), the players a Cheatin' Resolution has hit (``punish_cheater``,
``reset_cheatin_punished``), who is cheatin' and the hands on record (``set_cheatin``,
``hands_revealed``, ``clear_round_hands``), a shooter chosen (``set_shooter``, shown by the
view), casualties owed (``set_casualties``), a shootout's bookkeeping (``settle_shootout``,
``next_round``, ``close_shootout``), a Joker's declared value (``declare_joker``, shown in the
reveal), a card picked for the starting gang (``pick_for_gang``, secret until both have picked),
a Tao Technique's targets (``remember_tao_targets``, ``forget_tao_targets``), the Automaton's
pull in progress (``automaton_pull_card`` is logged by its caller, ``begin_run``,
``set_pull_step``, ``record_pull_play``, ``record_pull_ability``, ``end_pull``,
``set_revealed``, ``take_recompense``), the day count (``next_day``: the next Gamblin' phase
names the day), a game ending without a reason to give (``end_game`` without text) and a
hypothetical move undone before anyone sees it (``supposing_at``).
"""
from __future__ import annotations

import functools
import itertools
import weakref
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from doomtown_tui.engine import guards, hooks, stats
from doomtown_tui.engine.cards import find_card
from doomtown_tui.engine.decision import EventKind, event_kind
from doomtown_tui.engine.state import (
    BOOT_HILL,
    DECK,
    DISCARD,
    DRAW_HAND,
    HAND,
    PENDING,
    PLAY,
    REMOVED,
    CardInst,
    Effect,
    Event,
    GameState,
    Memo,
    PosseState,
    PullState,
    Resolving,
    ShootoutState,
)

_T = TypeVar("_T")


def blocked(state: GameState, uid: int, stat: str, amount: int = 0, set_to: Any = None) -> bool:
    """Does a "cannot" trait or a shield stop the card effect now resolving from changing card ``uid``'s
    ``stat`` (``guards.refusal``)? Every action below that changes a card in play asks this first, so no
    script can go around a protection by calling an action directly; the rules' own changes (no card
    effect resolving, or ``abilities.as_rules``) are never stopped. A refusal is logged."""
    reason = guards.refusal(state, uid, stat, amount, set_to) if state.resolving else None
    if reason is None:
        return False
    source = state.cards[state.resolving[-1].uid]
    log(state, "prevented", f"{state.cards[uid].title}: {source.title} cannot change its {stat} ({reason})",
        uid=uid, stat=stat)
    return True


def log(state: GameState, kind: EventKind | str, text: str, **data: Any) -> None:
    """Record an event; ``kind`` must be an ``EventKind`` (or its value), anything else is a ValueError."""
    # listing a decision's options changes nothing, its log included (``listing``: a check that logs a refusal
    # while it is only asked, e.g. ``blocks.out_of_reach`` in a requirement, would write a line nobody caused)
    assert state.memo is None, f"an event logged while options are listed: {text}"
    state.events.append(Event(event_kind(kind), text, data))


def pname(state: GameState, player: int) -> str:
    return state.players[player].name


# --- money -----------------------------------------------------------------------------------
def _change_stash(state: GameState, player: int, amount: int) -> None:
    """The one place a stash changes (``amount`` > 0 in, < 0 out): every action moving money calls it,
    so a future "when a player pays or gains" rule has one place to hook into."""
    state.players[player].stash += amount


def gain(state: GameState, player: int, amount: int, why: str) -> None:
    if amount <= 0:
        return
    _change_stash(state, player, amount)
    log(state, "gain", f"{pname(state, player)} gains {amount} GR ({why})", player=player, amount=amount)


def pay(state: GameState, player: int, amount: int, why: str) -> None:
    if amount <= 0:
        return
    p = state.players[player]
    if amount > p.stash:
        raise RuntimeError(f"{p.name} cannot pay {amount} GR with {p.stash}")
    _change_stash(state, player, -amount)
    log(state, "pay", f"{pname(state, player)} pays {amount} GR ({why})", player=player, amount=amount)


def funds(state: GameState, player: int, card: CardInst, purpose: str) -> int:
    """The ghost rock ``player`` can put towards a payment for ``card`` (``purpose`` "play" or "ability",
    as for ``RuleSet.payment_sources``): the stash plus what lies on cards in play that may pay for it."""
    return state.players[player].stash + sum(s.ghost_rock for s in hooks.payment_sources(state, player, card, purpose))


def spend(state: GameState, player: int, amount: int, card: CardInst, purpose: str, why: str) -> None:
    """Pay ``amount`` for ``card``: first out of the ghost rock on cards in play that may pay for it
    (``RuleSet.payment_sources``, in uid order), the rest from the stash.

    The cards say a player *may* pay this way; we always do it first instead of asking. That never
    costs the player anything: the ghost rock on such a card buys only these payments, while the stash
    buys anything, so spending the narrower money first keeps every later payment open."""
    left = amount
    for source in hooks.payment_sources(state, player, card, purpose):
        if left <= 0:
            break
        taken = min(left, source.ghost_rock)
        source.ghost_rock -= taken
        left -= taken
        log(state, "ghost_rock_spent", f"{pname(state, player)} pays {taken} GR from {source.title} ({why})",
            player=player, amount=taken, uid=source.uid)
    pay(state, player, left, why)


def ante(state: GameState, player: int) -> None:
    """``player`` puts 1 GR into the lowball pot, borrowing it from the bank when broke."""
    p = state.players[player]
    if p.stash >= 1:
        _change_stash(state, player, -1)
        log(state, "ante", f"{p.name} antes 1 GR", player=player)
    else:
        p.debt += 1
        log(state, "ante", f"{p.name} borrows 1 GR from the bank to ante (debt {p.debt})", player=player)
    state.pot += 1


def win_lowball(state: GameState, player: int) -> None:
    """``player`` takes the lowball pot and becomes the Dealer."""
    _change_stash(state, player, state.pot)
    log(state, "gamblin_win", f"{pname(state, player)} wins the lowball, takes the {state.pot} GR pot "
        f"and is the Dealer", player=player, pot=state.pot)
    state.pot = 0
    state.dealer = player


def split_lowball_pot(state: GameState, winner: int, second: int | None) -> None:
    """Multiplayer rules: the lowest hand (``winner``) takes 2 GR of the pot and deals, the second
    lowest takes 1 GR, and whatever is left of the pot leaves play."""
    take = min(2, state.pot)
    _change_stash(state, winner, take)
    state.pot -= take
    log(state, "gamblin_win", f"{pname(state, winner)} wins the lowball, takes {take} GR of the pot "
        f"and is the Dealer", player=winner, pot=take)
    if second is not None and state.pot:
        _change_stash(state, second, 1)
        state.pot -= 1
        log(state, "gamblin_second", f"{pname(state, second)} has the second lowest hand and takes 1 GR",
            player=second, pot=1)
    if state.pot:
        log(state, "pot_removed", f"The other {state.pot} GR of the pot leave play", pot=state.pot)
    state.pot = 0
    state.dealer = winner


def repay_debt(state: GameState, player: int) -> None:
    """Repay the bank what the stash allows of ``player``'s debt; the rest stays owed (digest B.6)."""
    p = state.players[player]
    if p.debt:
        paid = min(p.debt, p.stash)
        _change_stash(state, player, -paid)
        p.debt -= paid
        log(state, "repay", f"{p.name} repays {paid} GR to the bank"
            + (f" and still owes {p.debt}" if p.debt else ""), player=player, amount=paid)


def pay_for_starting_gang(state: GameState, player: int, gang: list[int]) -> None:
    """``player`` pays for the starting gang ``gang`` (already in play) out of the stash."""
    p = state.players[player]
    spent = sum(state.cards[u].card.cost or 0 for u in gang)
    _change_stash(state, player, -spent)
    log(state, "starting_gang", f"{p.name} starts with {len(gang)} cards, paying {spent} GR "
        f"({p.stash} GR left)", player=player, cards=[state.cards[u].title for u in gang])


# --- decks and hands -------------------------------------------------------------------------
def shuffle_deck(state: GameState, player: int) -> None:
    state.rng.shuffle(state.players[player].deck)
    log(state, "shuffle", f"{pname(state, player)} shuffles their deck", player=player)


def _refill_deck(state: GameState, player: int, need: int = 1) -> bool:
    """A deck with fewer than ``need`` cards (an empty one, for a single card): the discard pile is
    shuffled into a new deck, under the cards still in it (they would be reached first; rulebook "Deck":
    a card needed from an empty deck). False if the deck is empty and there is nothing to turn."""
    p = state.players[player]
    if len(p.deck) >= need:
        return True
    if not p.discard:
        return bool(p.deck)
    pile = p.discard
    p.discard = []
    for uid in pile:
        state.cards[uid].zone = DECK
    log(state, "reshuffle", f"{p.name} shuffles the discard pile into a new deck", player=player)
    state.rng.shuffle(pile)
    p.deck = p.deck + pile
    return True


def take_top(state: GameState, player: int) -> int | None:
    """Take the top card of a deck (refilling it from the discard pile if empty); None if none."""
    p = state.players[player]
    if not _refill_deck(state, player):
        return None
    return p.deck.pop(0)


def _draw_into(state: GameState, player: int, count: int, pile: list[int], zone: str) -> list[int]:
    """Move up to ``count`` cards from the top of the deck onto ``pile`` (a hand) in ``zone``."""
    got: list[int] = []
    for _ in range(count):
        uid = take_top(state, player)
        if uid is None:
            break
        state.cards[uid].zone = zone
        pile.append(uid)
        got.append(uid)
    return got


def draw(state: GameState, player: int, count: int = 1) -> list[int]:
    """Draw cards into the play hand."""
    p = state.players[player]
    got = _draw_into(state, player, count, p.hand, HAND)
    if got:
        log(state, "draw", f"{p.name} draws {len(got)} card{'s' if len(got) != 1 else ''}",
            player=player, count=len(got))
    return got


def discard_top(state: GameState, player: int, count: int, why: str = "") -> list[int]:
    """Discard the top ``count`` cards of a deck (refilling it from the discard pile if it runs out)."""
    got: list[int] = []
    for _ in range(count):
        uid = take_top(state, player)
        if uid is None:
            break
        _to_pile(state, uid, DISCARD)
        got.append(uid)
    if got:
        log(state, "discard_top",
            f"{pname(state, player)} discards the top {len(got)} card{'s' if len(got) != 1 else ''} "
            f"of their deck: " + ", ".join(state.cards[u].title for u in got) + (f" ({why})" if why else ""),
            player=player, uids=got)
    return got


def look_at_top(state: GameState, player: int, count: int, why: str = "") -> list[int]:
    """The top ``count`` cards of ``player``'s deck, which the player looks at (fewer only if the deck and
    the discard pile hold fewer): a deck that runs out partway goes on into its discard pile, shuffled into
    a new deck under it, as drawing does (rulebook "Deck"; RULINGS.md, as for Arnold Stewart's five)."""
    p = state.players[player]
    _refill_deck(state, player, count)
    seen = p.deck[:max(0, count)]
    if seen:
        log(state, "look", f"{p.name} looks at the top {len(seen)} card{'s' if len(seen) != 1 else ''} of their deck"
            + (f" ({why})" if why else ""), player=player, count=len(seen))
    return seen


def deck_to_hand(state: GameState, player: int, uid: int, why: str = "") -> None:
    """Put a card from the player's own deck (e.g. one of the top cards looked at) into their play hand;
    the log does not say which card."""
    p = state.players[player]
    p.deck.remove(uid)
    state.cards[uid].zone = HAND
    p.hand.append(uid)
    log(state, "deck_to_hand", f"{p.name} puts a card from their deck into their hand" + (f" ({why})" if why else ""),
        player=player)


def replace_draw_hand(state: GameState, player: int, source: int, count: int, why: str = "") -> list[int]:
    """Discard ``player``'s draw hand and give them the top ``count`` cards of ``source``'s deck instead;
    the cards keep their owner, so they end in their owner's piles."""
    p = state.players[player]
    discard_draw_cards(state, player, list(p.draw_hand))
    got: list[int] = []
    for _ in range(count):
        uid = take_top(state, source)
        if uid is None:
            break
        state.cards[uid].zone = DRAW_HAND
        p.draw_hand.append(uid)
        got.append(uid)
    log(state, "hand_replaced", f"{p.name}'s draw hand is discarded and replaced by the top {len(got)} cards of "
        f"{pname(state, source)}'s deck" + (f" ({why})" if why else ""), player=player, source=source, uids=got)
    return got


def to_hand(state: GameState, uid: int, why: str = "") -> None:
    """Put a card from its owner's deck, discard pile, Boot Hill or draw hand into their play hand."""
    inst = state.cards[uid]
    _leave_zone(state, uid)
    inst.zone = HAND
    inst.shown_as = None             # a value and suit a card effect gave it in a draw hand stays there
    state.players[inst.owner].hand.append(uid)
    log(state, "to_hand", f"{inst.title} goes into {pname(state, inst.owner)}'s hand" + (f" ({why})" if why else ""),
        uid=uid, card=inst.title, player=inst.owner)


def shuffle_into_deck(state: GameState, player: int, uids: list[int], why: str = "") -> None:
    """Put cards of ``player``'s hand or piles into their deck, then shuffle it. The log names the cards
    that were face up; those from the hand stay secret (counted, not named)."""
    p = state.players[player]
    secret = sum(1 for uid in uids if state.cards[uid].zone == HAND)
    shown = [uid for uid in uids if state.cards[uid].zone != HAND]
    named = [state.cards[uid].title for uid in shown]
    for uid in uids:
        _leave_zone(state, uid)
        state.cards[uid].zone = DECK
        p.deck.append(uid)
    if uids:
        if secret:
            named.insert(0, "a card from their hand" if secret == 1 else f"{secret} cards from their hand")
        log(state, "to_deck", f"{p.name} shuffles " + " and ".join(named) + " into their deck"
            + (f" ({why})" if why else ""), player=player, uids=shown, from_hand=secret)
    shuffle_deck(state, player)


def draw_to_draw_hand(state: GameState, player: int, count: int) -> list[int]:
    """Draw cards into the draw hand (poker), apart from the play hand."""
    return _draw_into(state, player, count, state.players[player].draw_hand, DRAW_HAND)


def discard_from_hand(state: GameState, player: int, uid: int, why: str = "") -> None:
    p = state.players[player]
    p.hand.remove(uid)
    _to_pile(state, uid, DISCARD)
    log(state, "discard", f"{p.name} discards {state.cards[uid].title} from hand" + (f" ({why})" if why else ""),
        player=player, uid=uid, card=state.cards[uid].title)


def swap_draw_hands(state: GameState, a: int, b: int, why: str = "") -> None:
    """Players ``a`` and ``b`` exchange draw hands; each card keeps its owner (and goes to its owner's piles)."""
    pa, pb = state.players[a], state.players[b]
    pa.draw_hand, pb.draw_hand = pb.draw_hand, pa.draw_hand
    log(state, "hands_swapped", f"{pa.name} and {pb.name} swap draw hands" + (f" ({why})" if why else ""),
        player=a, other=b)


def show_as(state: GameState, uid: int, value: int, suit: str, why: str = "") -> None:
    """A card in a draw hand counts as ``value`` of ``suit`` until it leaves the hand (a card effect)."""
    inst = state.cards[uid]
    inst.shown_as = (value, suit)
    log(state, "shown_as", f"{inst.card.card_label} ({inst.title}) now counts as {value}{suit}"
        + (f" ({why})" if why else ""), uid=uid, value=value, suit=suit)


def discard_draw_cards(state: GameState, player: int, uids: list[int], final: bool = False) -> None:
    """Discard cards of a draw hand. Jokers in a final hand are aced (digest A25)."""
    p = state.players[player]
    for uid in uids:
        p.draw_hand.remove(uid)
        inst = state.cards[uid]
        inst.joker_as = None
        _to_pile(state, uid, BOOT_HILL if (final and inst.card.type == "joker") else DISCARD)


def set_aside_draw_cards(state: GameState, player: int, uids: list[int]) -> None:
    """Take cards out of ``player``'s draw hand face down, out of every pile, until ``discard_set_aside``:
    a shootout hand's leftovers while the other players still form theirs."""
    p = state.players[player]
    for uid in uids:
        p.draw_hand.remove(uid)
        state.cards[uid].zone = PENDING


def discard_set_aside(state: GameState, uids: list[int]) -> None:
    """Cards set aside (``set_aside_draw_cards``) go to their owners' discard piles."""
    for uid in uids:
        _to_pile(state, uid, DISCARD)


def _to_pile(state: GameState, uid: int, zone: str) -> None:
    inst = state.cards[uid]
    p = state.players[inst.owner]
    inst.location = None
    inst.booted = False
    inst.shown_as = None             # a value and suit given by a card effect lasts while the card stays put
    if zone == BOOT_HILL and inst.card.type == "joker":   # read by "whenever a joker is aced" traits
        log(state, "joker_aced", f"{inst.title} is aced", uid=uid, player=inst.owner, phase=state.phase)
    if inst.card.has("Token") or zone == REMOVED:
        inst.zone = REMOVED
        return
    inst.zone = zone
    (p.discard if zone == DISCARD else p.boot_hill).append(uid)


def pull(state: GameState, player: int) -> tuple[int, str, int | None]:
    """Pull: reveal the top card and return (value, suit, uid). The card stays revealed, out of every pile,
    until the effect that pulled it has resolved (rulebook "Pulls", digest B47: then ``discard_pulled``), so a
    deck refilled meanwhile does not take it back.

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
    inst.zone = PENDING
    state.pulled.append(uid)
    log(state, "pull", f"{pname(state, player)} pulls {inst.card.card_label} ({inst.title})", player=player,
        uid=uid, value=inst.card.value, suit=inst.card.suit)
    return inst.card.value or 1, inst.card.suit or "C", uid


def discard_pulled(state: GameState, since: int = 0) -> None:
    """The effect that pulled them has resolved: the cards pulled since ``since`` (a length of
    ``state.pulled``: an effect resolving inside another discards only its own) go to the discard pile."""
    for uid in state.pulled[since:]:
        _to_pile(state, uid, DISCARD)
    del state.pulled[since:]


# --- booting and bounty ----------------------------------------------------------------------
def boot(state: GameState, uid: int) -> None:
    """Boot a card in play (one that has left play, e.g. a token removed a moment ago, stays as it is)."""
    inst = state.cards[uid]
    if inst.zone == PLAY and not inst.booted and not blocked(state, uid, "boot"):
        inst.booted = True
        log(state, "boot", f"{inst.title} boots", uid=uid)


def prevent(state: GameState, event: Event, why: str = "") -> None:
    """A React or trait prevents what a "would" event announced (e.g. a boot or a move); the code
    that raised the event reads ``event.data["prevented"]`` and does not carry it out."""
    event.data["prevented"] = True
    log(state, "prevented", f"{event.text}: prevented" + (f" ({why})" if why else ""), event=event.kind, **{
        k: v for k, v in event.data.items() if k in ("uid", "player")})


def unboot(state: GameState, uid: int) -> None:
    inst = state.cards[uid]
    if inst.booted and not blocked(state, uid, "unboot"):
        inst.booted = False
        log(state, "unboot", f"{inst.title} unboots", uid=uid)


def add_bounty(state: GameState, uid: int, amount: int, why: str = "") -> None:
    inst = state.cards[uid]
    if amount <= 0 or inst.card.type != "dude" or blocked(state, uid, "bounty", amount):
        return
    inst.bounty += amount
    log(state, "bounty", f"{inst.title} gains {amount} bounty" + (f" ({why})" if why else ""), uid=uid, amount=amount)


def remove_bounty(state: GameState, uid: int, amount: int, why: str = "") -> None:
    inst = state.cards[uid]
    amount = min(amount, inst.bounty)
    if amount <= 0 or blocked(state, uid, "bounty", -amount):
        return
    inst.bounty -= amount
    log(state, "bounty_removed", f"{inst.title} loses {amount} bounty" + (f" ({why})" if why else ""), uid=uid,
        amount=amount)


def collect_bounty(state: GameState, player: int, uid: int) -> None:
    """``player`` claims the bounty on an opposing dude they discarded or aced (digest B28)."""
    inst = state.cards[uid]
    if inst.bounty and inst.controller != player and inst.owner != player:
        amount, inst.bounty = inst.bounty, 0
        _change_stash(state, player, amount)
        log(state, "collect_bounty", f"{pname(state, player)} collects {amount} GR of bounty on {inst.title}",
            player=player, uid=uid, amount=amount)


def add_control_points(state: GameState, uid: int, amount: int, why: str = "") -> None:
    """Put ``amount`` permanent control point tokens on a card in play (they stay while it does)."""
    inst = state.cards[uid]
    if amount <= 0 or inst.zone != PLAY or blocked(state, uid, "control", amount):
        return
    inst.control_tokens += amount
    log(state, "control_points", f"{inst.title} gains {amount} permanent control point{'s' if amount != 1 else ''}"
        + (f" ({why})" if why else ""), uid=uid, amount=amount)


def remove_control_points(state: GameState, uid: int, why: str = "") -> int:
    """Take every permanent control point token off a card ("loses all its control points"); returns how many."""
    inst = state.cards[uid]
    amount = inst.control_tokens
    if amount <= 0 or blocked(state, uid, "control", -amount):
        return 0
    inst.control_tokens = 0
    log(state, "control_points_lost", f"{inst.title} loses {amount} control point{'s' if amount != 1 else ''}"
        + (f" ({why})" if why else ""), uid=uid, amount=amount)
    return amount


def put_ghost_rock(state: GameState, uid: int, amount: int, why: str = "") -> None:
    """Put ``amount`` ghost rock from the bank on a card in play (kept there, not bounty)."""
    inst = state.cards[uid]
    if amount <= 0 or inst.zone != PLAY:
        return
    inst.ghost_rock += amount
    log(state, "ghost_rock_on", f"{amount} GR is put on {inst.title} (now {inst.ghost_rock})"
        + (f" ({why})" if why else ""), uid=uid, amount=amount)


def take_ghost_rock(state: GameState, player: int, uid: int, why: str = "") -> int:
    """Move all the ghost rock kept on a card into ``player``'s stash; returns how much."""
    inst = state.cards[uid]
    if inst.ghost_rock and blocked(state, uid, "ghost_rock", -inst.ghost_rock):
        return 0
    amount, inst.ghost_rock = inst.ghost_rock, 0
    if amount > 0:
        _change_stash(state, player, amount)
        log(state, "ghost_rock_taken", f"{pname(state, player)} takes {amount} GR from {inst.title}"
            + (f" ({why})" if why else ""), uid=uid, player=player, amount=amount)
    return amount


def move_ghost_rock(state: GameState, src: int, dst: int, why: str = "") -> int:
    """Move all the ghost rock kept on card ``src`` onto card ``dst``; returns how much."""
    source, target = state.cards[src], state.cards[dst]
    if source.ghost_rock and blocked(state, src, "ghost_rock", -source.ghost_rock):
        return 0
    amount, source.ghost_rock = source.ghost_rock, 0
    if amount > 0:
        target.ghost_rock += amount
        log(state, "ghost_rock_moved", f"{amount} GR moves from {source.title} to {target.title}"
            + (f" ({why})" if why else ""), uid=dst, src=src, amount=amount)
    return amount


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
    from_zone = inst.zone            # hand, discard, pending (being invented) ...: "played from your hand" traits
    inst.zone, inst.location, inst.booted, inst.controller = PLAY, location, booted, controller
    inst.used.clear()
    log(state, "enter_play", f"{inst.title} enters play at {state.location_name(location)}", uid=uid,
        card=inst.title, player=controller, to=state.location_name(location), from_zone=from_zone)
    a = state.automaton
    if a is not None and a.seat == controller:   # the twists Shooty Dudes and Influential Dudes
        for twist, stat in (("shooty_dudes", "bullets"), ("influential_dudes", "influence")):
            if a.has(twist):
                add_effect(state, stat, target=uid, amount=1, until="permanent", reason=twist.replace("_", " "))


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


def create_token(state: GameState, player: int, title: str, location: int, booted: bool = False) -> int:
    """A token dude (Gunslinger, Ancestor Spirit) enters play at ``location``, owned and controlled by
    ``player`` (digest B18); when it leaves play it is removed from the game. Returns its uid."""
    inst = add_card(state, player, title, REMOVED)
    put_dude_into_play(state, inst.uid, location, player, booted=booted)
    return inst.uid


def unace(state: GameState, uid: int, why: str = "") -> None:
    """Put a card from its owner's Boot Hill into their discard pile."""
    inst = state.cards[uid]
    _leave_zone(state, uid)
    _to_pile(state, uid, DISCARD)
    log(state, "unace", f"{inst.title} goes from Boot Hill to the discard pile" + (f" ({why})" if why else ""),
        uid=uid, card=inst.title, player=inst.owner)


def attach(state: GameState, uid: int, host: int, controller: int, booted: bool = False) -> None:
    inst, target = state.cards[uid], state.cards[host]
    entering = inst.zone != PLAY     # brought into play now, not moved between hosts (trading)
    if not entering and inst.attached_to != host and blocked(state, uid, "attach"):
        return
    _leave_zone(state, uid)
    if inst.attached_to is not None:
        state.cards[inst.attached_to].attachments.remove(uid)
    inst.zone, inst.attached_to, inst.location = PLAY, host, None
    inst.controller, inst.booted = controller, booted
    target.attachments.append(uid)
    log(state, "attach", f"{inst.title} is attached to {target.title}", uid=uid, card=inst.title, host=host,
        entering=entering)


def move(state: GameState, uid: int, to: int, boot_it: bool = False, why: str = "") -> None:
    inst = state.cards[uid]
    src = inst.location
    if src != to and (blocked(state, uid, "move") or _leaving_replaced(state, uid)):
        return
    if boot_it:
        inst.booted = True
    inst.location = to
    log(state, "move", f"{inst.title} moves from {state.location_name(src)} to {state.location_name(to)}"
        + (" (booting)" if boot_it else ""), uid=uid, card=inst.title, src=state.location_name(src),
        to=state.location_name(to), to_uid=to)
    if src != to:
        _left_location(state, uid)
    so = state.shootout
    if so is not None and to != so.location:
        leave_posse(state, uid)


def _leaving_replaced(state: GameState, uid: int) -> bool:
    """A card's own trait may replace its leaving its location (``RuleSet.leaving_location``)."""

    inst = state.cards[uid]
    rule = state.rules.leaving_location.get(inst.card.code) if state.rules.leaving_location else None
    return rule is not None and inst.zone == PLAY and bool(rule(state, inst))


def send_home_booted(state: GameState, uid: int) -> None:
    """Boot the dude, move it home if elsewhere, and take it out of any posse (digest B33)."""
    inst = state.cards[uid]
    home = state.home_of(inst.controller)
    src = inst.location              # where the dude was sent home from (read by "from this location" reacts)
    if blocked(state, uid, "go_home_booted") or (src != home and _leaving_replaced(state, uid)):
        return
    inst.booted = True
    if inst.location != home:
        inst.location = home
    log(state, "send_home", f"{inst.title} goes home booted", uid=uid, card=inst.title, src_uid=src)
    if src != home:
        _left_location(state, uid)
    leave_posse(state, uid)


def _left_location(state: GameState, uid: int) -> None:
    """Card ``uid`` has just left a location: the effects on it that last only while it stays at one
    (``Effect.while_at``) and it is no longer at, end now, whatever became of the card that made them."""
    effects = state.effects
    if not effects:
        return
    where = state.cards[uid].location
    ended = [e for e in effects if e.target == uid and e.while_at is not None and e.while_at != where]
    if not ended:
        return
    gone = {e.uid for e in ended}
    state.effects = [e for e in effects if e.uid not in gone]
    reasons = ", ".join(dict.fromkeys(e.reason or e.stat for e in ended))
    log(state, "modify", f"{state.cards[uid].title} has left {state.location_name(ended[0].while_at)}: "
        f"{reasons} ends", uid=uid)


def leave_posse(state: GameState, uid: int) -> None:
    """Take the dude out of its posse. A third party left without a dude in the posse it joined takes no
    more part in the shootout (multiplayer rules: its plays come from its third-party dudes)."""
    so = state.shootout
    if so is None:
        return
    for side, posse in so.posses.items():
        if uid in posse.dudes:
            posse.dudes.remove(uid)
            if posse.shooter == uid:
                posse.shooter = None
            for ally in so.allies_of(side):
                if not any(state.cards[u].controller == ally for u in posse.dudes):
                    del so.allies[ally]
                    log(state, EventKind.THIRD_PARTY_GONE, f"{pname(state, ally)} has no dude left in "
                        f"{pname(state, side)}'s posse and takes no more part in the shootout",
                        player=ally, side=side)


# --- leaving play ----------------------------------------------------------------------------
def discard_card(state: GameState, uid: int, why: str = "") -> None:
    """Discard a card in play (attachments go too; a deed's dudes go home booted)."""
    if not blocked(state, uid, "discard"):
        _leave_play(state, uid, DISCARD, why)


def remove_from_game(state: GameState, uid: int, why: str = "") -> None:
    """Remove a card in play from the game (it leaves play and goes to no pile), e.g. a token."""
    if not blocked(state, uid, "discard"):
        _leave_play(state, uid, REMOVED, why)


def ace_becomes_discard(state: GameState, uid: int, as_casualty: bool = False) -> bool:
    """Would acing card ``uid`` discard it instead? So for a Harrowed dude aced other than as a casualty
    (its keyword's own replacement, digest B3)."""
    inst = state.cards[uid]
    return not as_casualty and inst.card.type == "dude" and stats.has_keyword(state, inst, "Harrowed")


def ace_card(state: GameState, uid: int, why: str = "", as_casualty: bool = False) -> None:
    """Ace a card in play. A Harrowed dude aced other than as a casualty is discarded instead."""
    inst = state.cards[uid]
    if blocked(state, uid, "ace"):
        return
    if ace_becomes_discard(state, uid, as_casualty):
        log(state, "harrowed", f"{inst.title} is Harrowed: discarded instead of aced", uid=uid)
        _leave_play(state, uid, DISCARD, why)
        return
    _leave_play(state, uid, BOOT_HILL, why)


def _leave_play(state: GameState, uid: int, zone: str, why: str) -> None:
    inst = state.cards[uid]
    if inst.zone != PLAY:
        return
    if state.boss is not None:       # a Boss Battle scenario may send a card elsewhere ("instead")
        variant = state.variant
        if variant is not None and variant.leaving_to is not None:
            zone = variant.leaving_to(state, inst, zone)
        clear_victory_points(state, uid)
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
    verb = {BOOT_HILL: "aced", REMOVED: "removed from the game"}.get(zone, "discarded")
    log(state, "ace" if zone == BOOT_HILL else "leave_play",
        f"{inst.title} is {verb}" + (f" ({why})" if why else ""), uid=uid, card=inst.title, zone=zone)
    inst.bounty = 0
    inst.control_tokens = 0
    inst.ghost_rock = 0              # ghost rock kept on it goes back to the bank
    inst.used.clear()
    inst.extra_uses = 0
    inst.traded_day = 0              # back in play, it is a new card: it may be traded again
    inst.controller = inst.owner
    state.effects = [e for e in state.effects if e.target != uid]
    _to_pile(state, uid, zone)


# --- effects ---------------------------------------------------------------------------------
def add_effect(state: GameState, stat: str, *, target: int | None = None, player: int | None = None,
               amount: int = 0, set_to: Any = None, until: str = "turn", source: int | None = None,
               reason: str = "", while_at: int | None = None) -> Effect | None:
    """Add a modifier; one on a card in play that a "cannot" trait keeps the resolving effect from making
    is not added (None). ``while_at``: it also ends when ``target`` leaves that location (``Effect.while_at``)."""
    if target is not None and blocked(state, target, stat, amount, set_to):
        return None
    eff = Effect(uid=state.new_uid(), source=source, stat=stat, amount=amount, set_to=set_to, target=target,
                 player=player, until=until, reason=reason, while_at=while_at)
    state.effects.append(eff)
    return eff


def end_effects(state: GameState, until: str) -> None:
    state.effects = [e for e in state.effects if e.until != until]


def grant_another_play(state: GameState, player: int, why: str = "") -> None:
    """``player`` makes another play right after the current one ("make another play")."""
    add_effect(state, "another_play", player=player, until="turn", reason=why)
    log(state, "another_play", f"{pname(state, player)} makes another play" + (f" ({why})" if why else ""),
        player=player)


def take_another_play(state: GameState, player: int) -> bool:
    """Called by a play window after each play: consume a granted extra play of ``player``."""
    granted = [e for e in state.effects if e.stat == "another_play" and e.player == player]
    if granted:
        state.effects = [e for e in state.effects if e not in granted]
    return bool(granted)


def tie_to_location(state: GameState, uid: int, source: int) -> None:
    """The effects card ``source`` has given card ``uid`` so far also end as soon as ``uid`` leaves the
    location it is at now (``Effect.while_at``; ended by ``_left_location``)."""
    where = state.cards[uid].location
    for eff in state.effects:
        if eff.target == uid and eff.source == source and eff.while_at is None:
            eff.while_at = where


def end_effect(state: GameState, effect_uid: int) -> None:
    """End one effect early (e.g. one lasting "until the dude leaves that deed")."""
    state.effects = [e for e in state.effects if e.uid != effect_uid]


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


def ace_unplayed(state: GameState, uid: int, why: str = "") -> None:
    """Ace a card that is not in play (an action card being played, a card of a draw hand)."""
    inst = state.cards[uid]
    _leave_zone(state, uid)
    inst.joker_as = None
    _to_pile(state, uid, BOOT_HILL)
    log(state, "ace", f"{inst.title} is aced" + (f" ({why})" if why else ""), uid=uid, card=inst.title, zone=BOOT_HILL)


def replace_version(state: GameState, player: int, new_uid: int, old_uid: int) -> None:
    """Experienced replacement: the card in play becomes the new version, keeping its place,
    attachments, tokens and effects; the version it was goes to the discard pile."""
    old, new = state.cards[old_uid], state.cards[new_uid]
    _leave_zone(state, new_uid)
    was = old.title
    old.card, new.card = new.card, old.card
    state.play_index.touch()
    _to_pile(state, new_uid, DISCARD)
    old.replaced_day = state.day
    log(state, "experienced", f"{pname(state, player)} replaces {was} with {old.title}", uid=old_uid, card=old.title)


def mark_traded(state: GameState, uid: int) -> None:
    """Record that a goods moved by the trade play today (it may be traded once a turn)."""
    state.cards[uid].traded_day = state.day


STAYS_BOOTED = "stays_booted"   # an effect on a card: it does not unboot at Nightfall while the effect lasts


def unboot_all(state: GameState, player: int) -> None:
    """Nightfall: every card the player controls in play stands up again, but for those under a
    ``STAYS_BOOTED`` effect."""
    held = {e.target: e.reason for e in state.effects if e.stat == STAYS_BOOTED}
    for card in state.in_play():
        if card.controller == player and card.uid not in held:
            card.booted = False
    log(state, "unboot_all", f"{pname(state, player)} unboots their cards", player=player)
    for card in state.in_play():
        if card.controller == player and card.uid in held and card.booted:
            log(state, "stays_booted", f"{card.title} stays booted ({held[card.uid]})", uid=card.uid)


def grant_extra_use(state: GameState, uid: int, why: str = "") -> None:
    """One of the card's abilities may be used one more time this turn (until the next refresh)."""
    inst = state.cards[uid]
    inst.extra_uses += 1
    log(state, "extra_use", f"{inst.title} may use an ability an additional time this turn"
        + (f" ({why})" if why else ""), uid=uid, card=inst.title)


def refresh_abilities(state: GameState) -> None:
    """Nightfall: every ability may be used again."""
    for card in state.cards.values():
        card.used.clear()
        card.extra_uses = 0


# --- the turn and the game -------------------------------------------------------------------
def begin_phase(state: GameState, phase: str, text: str) -> None:
    """A phase of the day starts; ``text`` is its heading in the log."""
    state.phase = phase
    log(state, "phase", text, phase=phase, day=state.day)
    if state.boss is not None:       # a Boss Battle scenario's rule acting as a phase begins
        variant = state.variant
        if variant is not None and variant.phase_begun is not None:
            variant.phase_begun(state, phase)


def next_day(state: GameState) -> None:
    """Nightfall is over: a new day begins (the Gamblin' phase that follows names it)."""
    state.day += 1


def score_victory_points(state: GameState, player: int, points: int) -> None:
    """Multiplayer rules: ``player`` scores ``points`` victory points at this Sundown (kept for good;
    ``scored_today`` holds today's, for the tie-break)."""
    p = state.players[player]
    p.scored_today = points
    if points:
        p.victory_points += points
        log(state, "victory_points", f"{p.name} scores {points} victory point{'s' if points != 1 else ''} "
            f"({p.victory_points} in all)", player=player, amount=points, total=p.victory_points)


def coin_toss(state: GameState, winner: int) -> None:
    """``winner`` won the coin toss: the first Dealer."""
    state.dealer = state.first_dealer = winner
    log(state, "coin_toss", f"{pname(state, winner)} wins the coin toss and deals first", player=winner)


def end_game(state: GameState, winner: int | None = None, text: str = "") -> None:
    """The game is over, won by ``winner`` (None: no winner named here); ``text`` says why in the log (a flow that
    simply runs out, e.g. a test scenario's, ends without a word)."""
    state.over = True
    if winner is not None:
        state.winner = winner
    if text:
        log(state, "game_over", text, **({} if winner is None else {"player": winner}))


def pick_for_gang(state: GameState, player: int, uid: int) -> None:
    """Set a card of ``player``'s deck aside for the starting gang (in play once both have chosen)."""
    p = state.players[player]
    p.deck.remove(uid)
    p.gang_pick.append(uid)
    state.cards[uid].zone = PENDING


def show_lowball(state: GameState, shown: bool) -> None:
    """The lowball's draw hands are face up on the table (from their reveal until they are thrown in or
    discarded): every player's view shows them (``view.snapshot``)."""
    state.lowball_shown = shown


def set_cheatin(state: GameState, players: Iterable[int]) -> None:
    """The players whose revealed hand is cheatin' now (read by Cheatin' Resolutions)."""
    state.cheatin = set(players)


def punish_cheater(state: GameState, player: int) -> None:
    """A Cheatin' Resolution has been used against ``player`` in this hand."""
    if state.shootout is not None:
        state.shootout.cheatin_punished.add(player)
    else:
        state.gamblin_punished.add(player)


def reset_cheatin_punished(state: GameState) -> None:
    """A new hand (a lowball or a shootout round): no Cheatin' Resolution has been used in it yet."""
    if state.shootout is not None:
        state.shootout.cheatin_punished = set()
    else:
        state.gamblin_punished = set()


def declare_joker(state: GameState, uid: int, value: int, suit: str) -> None:
    """The Joker ``uid`` in a draw hand stands for ``value`` of ``suit``."""
    state.cards[uid].joker_as = (value, suit)


@contextmanager
def supposing_at(state: GameState, uid: int, to: int) -> Iterator[None]:
    """While the ``with`` block runs, dude ``uid`` stands at ``to`` (a hypothetical, e.g. the
    Automaton weighing a move); it is back where it was afterwards and nothing is logged."""
    dude = state.cards[uid]
    was = dude.location
    dude.location = to
    try:
        yield
    finally:
        dude.location = was


@contextmanager
def supposing_sundown(state: GameState) -> Iterator[None]:
    """While the ``with`` block runs, the game reads as it will in the Sundown phase (a hypothetical:
    traits bound to a phase count as then, e.g. Enapay's High Noon influence is gone and Hawley's Rose's
    Sundown influence is there); the phase is back afterwards and nothing is logged."""
    phase, memo = state.phase, state.memo
    state.phase, state.memo = "sundown", None     # (the listing's memo holds values read in the real phase)
    try:
        yield
    finally:
        state.phase, state.memo = phase, memo


@contextmanager
def supposing_shootout_over(state: GameState) -> Iterator[None]:
    """While the ``with`` block runs, the game reads as it will once the shootout under way has ended (a
    hypothetical: effects lasting the round or the shootout are gone, and no shootout is on, so e.g. a stud
    Sun in Yer Eyes made a draw reads as a stud); all is back afterwards and nothing is logged."""
    shootout, effects, memo = state.shootout, state.effects, state.memo
    if shootout is None:
        yield
        return
    state.shootout, state.memo = None, None
    state.effects = [e for e in effects if e.until not in ("shootout", "round")]
    try:
        yield
    finally:
        state.shootout, state.effects, state.memo = shootout, effects, memo


# --- abilities and React windows (bookkeeping) -----------------------------------------------
def push_resolving(state: GameState, entry: Resolving) -> None:
    """An effect starts resolving (innermost last on ``state.resolving``)."""
    state.resolving.append(entry)


def pop_resolving(state: GameState, entry: Resolving) -> None:
    """The effect ``entry`` has resolved: take it off the stack if it is still on top."""
    stack = state.resolving
    if stack and stack[-1] is entry:
        stack.pop()


def attach_recorder(state: GameState, recorder: Any) -> None:
    """The Game keeps checkpoints at the rules' restart points (``GameState.checkpoint``; not game data)."""
    state.checkpoint = recorder


def listing(fn: Callable[..., _T]) -> Callable[..., _T]:
    """Run ``fn(state, ...)``, a function that lists options and changes nothing, with ``state.memo`` open
    (``state.Memo``), so the stats and control it reads again and again are computed once. Nested
    listings share the outermost one's memo; it is dropped when that one returns."""
    @functools.wraps(fn)
    def run(state: GameState, *args: Any) -> _T:
        if state.memo is not None:
            return fn(state, *args)
        state.memo = Memo(state.acting)
        try:
            return fn(state, *args)
        finally:
            state.memo = None

    return run


def read_listing(state: GameState, memo: Memo, source: Iterator[_T], count: int | None = None) -> list[_T]:
    """The next ``count`` items (all that are left with None) of ``source``, a listing that changes nothing
    read bit by bit (``windows.Listed``), with its own ``memo`` open as ``listing`` opens one: the values
    it reads again and again are computed once however many bits it is read in."""
    if state.memo is not None:
        return list(source if count is None else itertools.islice(source, count))
    state.memo = memo
    try:
        return list(source if count is None else itertools.islice(source, count))
    finally:
        state.memo = None


def list_lazily(state: GameState, lazily: bool) -> None:
    """The Game replays answers it already has (loading a save, a fork, an undo): a play window then lists
    its plays only as far as the answer given needs (``GameState.listing_lazily``; not game data)."""
    state.listing_lazily = lazily


def begin_acting(state: GameState, player: int) -> None:
    """``player``'s card effect is being checked or run now (``abilities.acting_player``), until ``end_acting``."""
    state.acting.append(player)


def end_acting(state: GameState) -> None:
    state.acting.pop()


@contextmanager
def working_out(state: GameState, code: str) -> Iterator[None]:
    """While the ``with`` block runs, card ``code``'s trait is being worked out (``GameState.computing``):
    a trait that reads what it changes checks this to keep from re-entering itself. The values read
    meanwhile count without that trait, so the listings' memo (``state.Memo``) is set aside for the
    block: it neither serves values counted with the trait nor keeps those counted without it."""
    state.computing.add(code)
    memo, state.memo = state.memo, None
    try:
        yield
    finally:
        state.computing.discard(code)
        state.memo = memo


def mark_used(state: GameState, uid: int, key: str, repeat: bool) -> None:
    """Card ``uid`` used its ability ``key`` this turn; using it again (not a Repeat ability) spends
    an additional use granted this turn."""
    inst = state.cards[uid]
    if not repeat and key in inst.used:
        inst.extra_uses -= 1
    inst.used.add(key)


def mark_used_this_shootout(state: GameState, key: str) -> None:
    """An ability limited to once per shootout has been used in the current one."""
    assert state.shootout is not None
    state.shootout.used.add(key)


def mark_headline(state: GameState) -> None:
    """A Headline has been played in the current shootout (one per shootout)."""
    assert state.shootout is not None
    state.shootout.headline_used = True


def remember_tao_targets(state: GameState, uid: int, targets: dict[str, int]) -> None:
    """The Tao Technique ``uid``, attached, keeps the targets it was performed on."""
    state.tao_targets[uid] = dict(targets)


def forget_tao_targets(state: GameState, uid: int) -> None:
    state.tao_targets.pop(uid, None)


def skip_reacts(state: GameState) -> None:
    """Every event logged so far has had its chance to be answered (none will be)."""
    state.react_cursor = len(state.events)


def advance_react_cursor(state: GameState) -> bool:
    """Move past the next event waiting for its window; True if it still needs one (False: a nested
    window has answered it already)."""
    index = state.react_cursor
    state.react_cursor += 1
    if index in state.reacted:
        state.reacted.discard(index)
        return False
    return True


def mark_answered(state: GameState, index: int) -> None:
    """Event ``index``, past the cursor, is being answered in a nested window."""
    state.reacted.add(index)


def open_react_frame(state: GameState) -> None:
    """A React window opens: the events logged from now on are answered inside it."""
    state.react_frames.append(len(state.events))


def close_react_frame(state: GameState) -> None:
    state.react_frames.pop()


# --- shootouts -------------------------------------------------------------------------------
def open_shootout(state: GameState, location: int, leader: int, mark: int | None, leader_player: int,
                  mark_player: int, job: bool = False) -> ShootoutState:
    """Open the posses for a shootout (or a job) at ``location``: empty, led by ``leader``."""
    so = ShootoutState(location=location, leader=leader, mark=mark, leader_player=leader_player,
                       mark_player=mark_player, job=job,
                       posses={leader_player: PosseState(leader_player), mark_player: PosseState(mark_player)})
    state.shootout = so
    return so


def set_mark_player(state: GameState, player: int) -> None:
    """A job's opposing posse is ``player``'s (multiplayer rules: not the mark's controller, a player
    clockwise from the leader's chose to oppose): the still empty opposing posse becomes theirs."""
    so = state.shootout
    assert so is not None and not so.posses[so.mark_player].dudes
    del so.posses[so.mark_player]
    so.mark_player = player
    so.posses[player] = PosseState(player)


def shootout_starts(state: GameState) -> None:
    """The posses will fight (a callout, or an opposed job)."""
    so = state.shootout
    assert so is not None
    so.fought = True
    log(state, "shootout", f"A shootout starts at {state.location_name(so.location)}",
        to=state.location_name(so.location))


def join_posse(state: GameState, player: int, uid: int, how: str, **data: Any) -> None:
    """Dude ``uid`` joins ``player``'s posse, where it already stands; ``how`` completes the log line
    after the dude's name (e.g. "joins the job")."""
    so = state.shootout
    assert so is not None
    so.posses[player].dudes.append(uid)
    log(state, "join_posse", f"{state.cards[uid].title} {how}", uid=uid, player=player, **data)


def add_ally(state: GameState, player: int, side: int) -> None:
    """Multiplayer rules: ``player`` sends third-party dudes into ``side``'s posse (``side`` is that posse's
    owner, the Leader's or the Mark's player)."""
    so = state.shootout
    assert so is not None and player not in so.posses and player not in so.allies
    so.allies[player] = side
    log(state, "third_party", f"{pname(state, player)} joins {pname(state, side)}'s side of the shootout",
        player=player, side=side)


def posses_are_formed(state: GameState) -> None:
    """The posses are formed (breakin' and enterin' bounty is given now with three or more seats)."""
    so = state.shootout
    assert so is not None
    so.formed = True


def split_bounty(state: GameState, uid: int, shares: dict[int, int]) -> None:
    """Multiplayer rules: the bounty on dude ``uid`` (a casualty) is shared out, ``shares`` GR to each player."""
    inst = state.cards[uid]
    assert sum(shares.values()) == inst.bounty
    inst.bounty = 0
    for player, amount in shares.items():
        if amount:
            _change_stash(state, player, amount)
            log(state, "collect_bounty", f"{pname(state, player)} collects {amount} GR of bounty on {inst.title}",
                player=player, uid=uid, amount=amount)


def set_shooter(state: GameState, player: int, uid: int) -> None:
    assert state.shootout is not None
    state.shootout.posses[player].shooter = uid


def reveal_hand(state: GameState, player: int, hand: Any, shown: str) -> None:
    """``player`` reveals the shootout hand ``hand`` (a ``poker.Hand``); ``shown`` lists its cards."""
    assert state.shootout is not None
    state.shootout.hands[player] = hand
    log(state, "reveal", f"{pname(state, player)} reveals {shown}: {hand.describe()}", player=player,
        rank=hand.rank, cheatin=hand.cheatin)


def hands_revealed(state: GameState) -> None:
    """Both shootout hands are on the table: who is cheatin' follows them."""
    so = state.shootout
    assert so is not None
    so.revealed = True
    set_cheatin(state, [p for p, h in so.hands.items() if h.cheatin])


def show_new_hand(state: GameState, player: int, hand: Any, shown: str) -> None:
    """A draw hand replaced after the reveal is shown and counted again (``hand``, listing ``shown``):
    the hand on record and whether ``player`` is cheatin' follow it."""
    if state.shootout is not None:
        state.shootout.hands[player] = hand
    set_cheatin(state, (state.cheatin | {player}) if hand.cheatin else (state.cheatin - {player}))
    log(state, "hand_shown", f"{pname(state, player)}'s new hand: {shown}: {hand.describe()}", player=player,
        rank=hand.rank, cheatin=hand.cheatin)


def round_tied(state: GameState) -> None:
    """Identical shootout hands: nobody wins the round."""
    so = state.shootout
    assert so is not None
    so.winner = so.loser = None
    log(state, "round_tie", "Identical hands: nobody wins the round; 1 casualty each")


def round_won(state: GameState, winner: int, loser: int, counts: dict[int, int]) -> None:
    """``winner``'s hand wins the round; ``counts``: the casualties each player takes, as announced."""
    so = state.shootout
    assert so is not None
    so.winner, so.loser = winner, loser
    log(state, "round_result", f"{pname(state, winner)} wins the round; "
        f"{pname(state, loser)} takes {counts[loser]} casualt{'y' if counts[loser] == 1 else 'ies'}"
        + (", and 1 back (same rank)" if counts[winner] else ""), winner=winner, loser=loser,
        casualties=counts[loser])


def set_casualties(state: GameState, counts: dict[int, int]) -> None:
    """The casualties each player owes this round, after the effects that change them."""
    assert state.shootout is not None
    state.shootout.casualties = dict(counts)


def clear_round_hands(state: GameState) -> None:
    """A shootout round is over: its hands and who was cheatin' in them are gone."""
    so = state.shootout
    assert so is not None
    state.cheatin = set()
    so.hands = {}
    so.revealed = False


def next_round(state: GameState) -> None:
    assert state.shootout is not None
    state.shootout.round += 1


def settle_shootout(state: GameState, victor: int | None) -> None:
    """A posse has emptied: ``victor``'s posse (None: nobody) wins the shootout."""
    so = state.shootout
    assert so is not None
    so.settled, so.victor = True, victor


def shootout_ends(state: GameState) -> None:
    """The shootout's winner is the posse left when the first one emptied (before any flight)."""
    so = state.shootout
    assert so is not None
    so.winner = so.victor if so.settled else None
    if so.fought:
        log(state, "shootout_end", "The shootout ends" + (
            f": {pname(state, so.winner)}'s posse wins" if so.winner is not None else " with no winner"),
            winner=so.winner)


def close_shootout(state: GameState) -> None:
    """The shootout is gone (its end was logged by ``shootout_ends``)."""
    state.shootout = None
    state.cheatin = set()


# --- the Automaton ---------------------------------------------------------------------------
def automaton_pull_card(state: GameState) -> int | None:
    """The Automaton pulls: the top card of its deck goes into its hand (None: no card to pull).
    The caller logs the pull once it knows what the card stands for."""
    a = state.automaton
    assert a is not None
    uid = take_top(state, a.seat)
    a.pulls += 1
    if uid is not None:
        state.cards[uid].zone = HAND
        state.players[a.seat].hand.append(uid)     # the leftmost position
    return uid


def begin_run(state: GameState, uid: int | None, label: str, suit: str, run: str) -> None:
    """The Automaton resolves the pulled card (``suit``, or ``joker``) as a ``run`` run."""
    a = state.automaton
    assert a is not None
    a.pull = PullState(uid=uid, label=label, suit=suit, run=run)


# The three below take the run's ``PullState`` itself: a shootout started by one of its steps may have
# pulls of its own, which leave ``state.automaton.pull`` empty when they end.
def set_pull_step(state: GameState, pull: PullState, step: int) -> None:
    """The Automaton's run ``pull`` is at step ``step`` (1 to 4)."""
    pull.step = step


def record_pull_play(state: GameState, pull: PullState, played: bool) -> None:
    """Did step 2 of the run ``pull`` play a card?"""
    pull.played = played


def record_pull_ability(state: GameState, pull: PullState, used: bool) -> None:
    """Did step 3 of the run ``pull`` use an ability?"""
    pull.used = used


def end_pull(state: GameState) -> None:
    a = state.automaton
    assert a is not None
    a.pull = None


def set_revealed(state: GameState, uids: Iterable[int]) -> None:
    """The Automaton's draw-bonus cards revealed this round (empty once its hand is kept)."""
    a = state.automaton
    assert a is not None
    a.revealed = set(uids)


def put_recompense(state: GameState, loc: int) -> None:
    """Delayed Recompense: 1 GR waits on location ``loc``."""
    a = state.automaton
    assert a is not None
    a.recompense[loc] = a.recompense.get(loc, 0) + 1
    log(state, "recompense", f"1 GR of recompense waits on {state.location_name(loc)} "
        f"(now {a.recompense[loc]})", player=a.seat, to_uid=loc)


def take_recompense(state: GameState) -> dict[int, int]:
    """Take every GR of recompense waiting on locations (location -> amount) to be collected or lost."""
    a = state.automaton
    assert a is not None
    waiting, a.recompense = a.recompense, {}
    return waiting


# --- building a game ---------------------------------------------------------------------------------
def add_card(state: GameState, player: int, title: str, zone: str) -> CardInst:
    """A new card instance of ``title`` owned by ``player`` in ``zone`` (building a game, or a token)."""
    card = find_card(title)
    inst = CardInst(uid=state.new_uid(), card=card, owner=player, controller=player,
                    registry=weakref.ref(state.play_index), zone=zone)
    state.cards[inst.uid] = inst
    if zone == DECK:
        state.players[player].deck.append(inst.uid)
    return inst


def place_outfit(state: GameState, player: int, title: str) -> CardInst:
    """``player``'s outfit enters play as their home, the first place of their street; its wealth is the stash."""
    inst = add_card(state, player, title, PLAY)
    if inst.card.type != "outfit":
        raise ValueError(f"{title} is not an outfit")
    inst.location = inst.uid
    p = state.players[player]
    p.outfit = inst.uid
    p.street = [inst.uid]
    _change_stash(state, player, (inst.card.wealth or 0) - p.stash)   # the outfit's wealth is the starting stash
    return inst


# --- the Boss Battle variant (``GameState.boss``) --------------------------------------------------------
def add_victory_points(state: GameState, uid: int, amount: int, why: str = "") -> None:
    """Put ``amount`` victory points on the Boss's card ``uid`` (negative: take them off, not below 0)."""
    boss = state.boss
    assert boss is not None
    before = boss.boss_vp.get(uid, 0)
    after = max(0, before + amount)
    boss.boss_vp[uid] = after
    inst = state.cards[uid]
    log(state, "victory_points", f"{inst.title} {'gains' if after >= before else 'loses'} {abs(after - before)} "
        f"victory point{'s' if abs(after - before) != 1 else ''} (now {after})" + (f": {why}" if why else ""),
        uid=uid, player=inst.controller, amount=after - before, total=after)


def clear_victory_points(state: GameState, uid: int) -> None:
    """The Boss's card left play: the victory points on it go with it (tokens on a card leave with it)."""
    boss = state.boss
    if boss is not None and boss.boss_vp.pop(uid, 0):
        log(state, "victory_points", f"The victory points on {state.cards[uid].title} are lost", uid=uid,
            amount=0, total=0)


def add_hero_victory_points(state: GameState, player: int, amount: int, why: str = "") -> None:
    """Hero ``player`` gains (or, negative, spends) victory points of their own."""
    boss = state.boss
    assert boss is not None
    total = max(0, boss.hero_vp.get(player, 0) + amount)
    boss.hero_vp[player] = total
    log(state, "victory_points", f"{pname(state, player)} {'gains' if amount >= 0 else 'spends'} {abs(amount)} "
        f"victory point{'s' if abs(amount) != 1 else ''} (now {total})" + (f": {why}" if why else ""),
        player=player, amount=amount, total=total)


def shuffle_event_deck(state: GameState) -> None:
    boss = state.boss
    assert boss is not None
    state.rng.shuffle(boss.event_deck)
    log(state, "event_deck", f"The event deck is shuffled ({len(boss.event_deck)} cards)", cards=len(boss.event_deck))


def flip_event(state: GameState) -> int | None:
    """The active event is removed from the game and the next one is flipped (None: the deck is empty)."""
    boss = state.boss
    assert boss is not None
    if boss.active_event is not None:
        old = boss.event_cards[boss.active_event]
        log(state, "event_over", f"The event {old.title} is removed from the game", event=old.title)
        boss.active_event = None
    if not boss.event_deck:
        return None
    index = boss.event_deck.pop(0)
    boss.active_event = index
    card = boss.event_cards[index]
    log(state, "event", f"Event: {card.title} ({card.side}) is active this turn", event=card.title, side=card.side)
    return index


def give_stud_bonus(state: GameState, players: Iterable[int], day: int) -> None:
    """``players`` would have won at the victory check: +1 stud bonus for their posses on ``day``."""
    boss = state.boss
    assert boss is not None
    winners = sorted(players)
    boss.stud_bonus = dict.fromkeys(winners, 1)
    boss.bonus_day = day
    for player in winners:
        log(state, "stud_bonus", f"{pname(state, player)} would have won: +1 stud bonus to their posses tomorrow",
            player=player, day=day)


def end_boss_battle(state: GameState, winner: int, result: str, text: str) -> None:
    """The Boss Battle is over: ``winner`` wins for ``result`` (a ``boss_battle.RESULTS`` key)."""
    boss = state.boss
    assert boss is not None
    boss.result = result
    end_game(state, winner, text)


def build_beside_home(state: GameState, uid: int, player: int, side: str) -> None:
    """A scenario's deed enters play right beside ``player``'s home, on ``side`` of it, on that player's
    street, whoever owns it (the Showstopper's "Open Wound" beside every home)."""
    _leave_zone(state, uid)
    inst = state.cards[uid]
    inst.zone, inst.location, inst.booted, inst.controller = PLAY, uid, False, inst.owner
    street = state.players[player].street
    home = street.index(state.home_of(player))
    street.insert(home if side == "left" else home + 1, uid)
    log(state, "enter_play", f"{inst.title} is built on the {side} of {state.location_name(state.home_of(player))}",
        uid=uid, card=inst.title, player=inst.owner, side=side)
