"""Trading goods (rulebook "4.3 Trade Goods"): one Noon play moves any number of goods between any
number of your dudes at one location you control.

The play is offered per location (``trade:<location>``). Inside it the player gives goods one at a
time (decision ``trade``: ``give`` a goods to a dude, or ``done``): only unbooted dudes receive,
booted dudes and booted goods may be given away, no goods moves twice (in this play or by trading
earlier the same turn), and spells never trade. The one-Weapon, one-Horse, one-Attire limits hold
for the arrangement the play ends in, not in between — so two dudes can swap their guns — and a
move is offered only if a legal arrangement can still be reached after it; ``done`` only once the
arrangement is legal and at least one goods has moved.
"""
from __future__ import annotations

from collections.abc import Callable
from functools import partial

from doomtown_tui.engine import actions
from doomtown_tui.engine.decision import Flow, Option, ask
from doomtown_tui.engine.state import CardInst, GameState

Play = tuple[Option, Callable[[], Flow[None]]]
LIMITED = ("Weapon", "Horse", "Attire")


def allowed(state: GameState, dude_uid: int, keyword: str, held: list[int]) -> bool:
    """May the dude hold all of ``held`` (cards with the limited ``keyword``) at once? One by default;
    more where the dude or one of those cards says so (``RuleSet.hold_limits``, blanked cards excepted)."""
    if len(held) <= 1:
        return True
    if not state.rules.hold_limits:
        return False
    dude = state.cards[dude_uid]
    cards = [state.cards[u] for u in held]
    for source in state.unblanked([dude, *cards]):
        rule = state.rules.hold_limits.get(source.card.code)
        if rule is not None and rule(state, source, dude, keyword, cards):
            return True
    return False


def limit_conflict(state: GameState, dude: CardInst, uid: int) -> list[int]:
    """Attachments the dude gives up to hold card ``uid``: of each limited kind the card has, the
    oldest ones go until what is left may be held with it (digest B20; the player does not choose)."""
    card = state.cards[uid].card
    out: list[int] = []
    for keyword in LIMITED:
        if card.has(keyword):
            held = [a for a in dude.attachments if a != uid and a not in out and state.cards[a].card.has(keyword)]
            out += _oldest_over(state, dude.uid, keyword, held, uid)
    return out


def enforce_limits(state: GameState) -> bool:
    """After a play (digest B20): a dude holding more Weapons, Horses or Attire than it may now (the card
    that let it hold two was blanked, say) gives up the oldest until what is left is allowed, as a dude
    taking a new one does (RULINGS.md). Whether anything was discarded."""
    over = [(dude, uid, keyword) for dude in state.dudes_in_play() if len(dude.attachments) > 1
            for keyword in LIMITED
            for uid in _oldest_over(state, dude.uid, keyword,
                                    [a for a in dude.attachments if state.cards[a].card.has(keyword)])]
    for dude, uid, keyword in over:
        actions.discard_card(state, uid, f"{dude.title} may hold only one {keyword} now")
    return bool(over)


def _oldest_over(state: GameState, dude_uid: int, keyword: str, held: list[int], new: int | None = None) -> list[int]:
    """The oldest of ``held`` (``keyword`` cards on the dude, oldest first) that must go for the rest, with
    card ``new`` if given, to be allowed."""
    rest = list(held)
    out: list[int] = []
    while rest and not allowed(state, dude_uid, keyword, rest if new is None else [*rest, new]):
        out.append(rest.pop(0))
    return out


def tradable(state: GameState, goods: CardInst) -> bool:
    """A goods that trading may still move this turn (spells never trade; some goods say they can't)."""
    return goods.card.type == "goods" and goods.traded_day != state.day and (
        goods.card.code not in state.rules.no_trade or state.blanked(goods.uid))


def _groups(state: GameState, holders: dict[int, int]) -> dict[tuple[int, str], list[int]]:
    """The limited goods each dude would hold in this arrangement (goods -> holder), by keyword."""
    held: dict[tuple[int, str], list[int]] = {}
    for goods, holder in holders.items():
        for keyword in LIMITED:
            if state.cards[goods].card.has(keyword):
                held.setdefault((holder, keyword), []).append(goods)
    return held


def _conflict(state: GameState, holders: dict[int, int]) -> tuple[int, list[int]] | None:
    """The first dude holding more of a limited kind than it may, with those goods (None: legal)."""
    for (holder, keyword), cards in _groups(state, holders).items():
        if not allowed(state, holder, keyword, cards):
            return holder, cards
    return None


def legal(state: GameState, holders: dict[int, int]) -> bool:
    """May every dude hold what it holds in this arrangement (goods -> holder)? See ``allowed``."""
    return _conflict(state, holders) is None


def reachable(state: GameState, holders: dict[int, int], movable: list[int], takers: list[int]) -> bool:
    """Can moving some of ``movable`` (each once, to one of ``takers``) make the arrangement legal?
    Each step resolves the first conflict: one of its goods still movable goes to another taker (a
    goods that is in no conflict never needs to move, so the search stays small however many dudes
    and goods stand at the location)."""
    conflict = _conflict(state, holders)
    if conflict is None:
        return True
    holder, cards = conflict
    for goods in (g for g in cards if g in movable):
        rest = [g for g in movable if g != goods]
        for taker in takers:
            if taker != holder and reachable(state, holders | {goods: taker}, rest, takers):
                return True
    return False


class Trade:
    """One trade play in progress at a location: who holds what, and what may still move."""

    def __init__(self, state: GameState, player: int, location: int) -> None:
        self.state, self.player, self.location = state, player, location
        dudes = [d for d in state.dudes_in_play(player) if d.location == location]
        self.holders = {g: d.uid for d in dudes for g in d.attachments if state.cards[g].card.type == "goods"}
        self.movable = [g for g in self.holders if tradable(state, state.cards[g])]
        self.takers = [d.uid for d in dudes if not d.booted]
        self.moved = 0

    def moves(self) -> list[tuple[int, int]]:
        """(goods, dude) moves after which a legal arrangement is still reachable."""
        out = []
        for goods in self.movable:
            rest = [g for g in self.movable if g != goods]
            for taker in self.takers:
                if taker != self.holders[goods] and reachable(self.state, self.holders | {goods: taker}, rest,
                                                              self.takers):
                    out.append((goods, taker))
        return out

    def finished(self) -> bool:
        return self.moved > 0 and legal(self.state, self.holders)


def trade_plays(state: GameState, player: int, dudes: list[CardInst], controlled: dict[int, bool]) -> list[Play]:
    """A trade play for each location you control where goods can change hands."""
    out: list[Play] = []
    for loc in dict.fromkeys(d.location for d in dudes if d.location is not None):
        if not controlled.get(loc, False):
            continue
        if Trade(state, player, loc).moves():
            name = state.location_name(loc)
            out.append((Option(f"trade:{loc}", f"Trade goods at {name}", {"play": "trade", "to": name, "to_uid": loc}),
                        partial(trade, state, player, loc)))
    return out


def trade(state: GameState, player: int, location: int) -> Flow[None]:
    """Give goods one at a time until the player is done and the arrangement is legal."""
    deal = Trade(state, player, location)
    name = state.players[player].name
    while True:
        options = []
        for goods, taker in deal.moves():
            g, t = state.cards[goods], state.cards[taker]
            giver = state.cards[deal.holders[goods]]
            options.append(Option(f"give:{goods}:{taker}", f"{giver.title} gives {g.title} to {t.title}",
                                  {"play": "give", "uid": goods, "card": g.title, "target": taker,
                                   "target_card": t.title}))
        if deal.finished():
            options.append(Option("done", "Done trading", {"play": "done"}))
        if not options:
            return
        answer = yield ask(player, "trade", f"{name}: trade goods at {state.location_name(location)} "
                           "(each goods moves once; no dude may end with two Weapons, Horses or Attires)", options)
        if answer.data["play"] == "done":
            return
        goods, taker = answer.data["uid"], answer.data["target"]
        actions.attach(state, goods, taker, player, booted=state.cards[goods].booted)
        actions.mark_traded(state, goods)
        deal.holders[goods] = taker
        deal.movable.remove(goods)
        deal.moved += 1
