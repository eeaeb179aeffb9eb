"""Trading goods (rulebook "4.3 Trade Goods"): one Noon play moves any number of goods between any
number of your dudes at one location you control.

The play is offered per location (``trade:<location>``). Inside it the player gives goods one at a
time (decision ``trade``: ``give`` a goods to a dude, or ``done``): only unbooted dudes receive,
booted dudes and booted goods may be given away, no goods moves twice (in this play or by trading
earlier the same turn), and spells never trade; ``done`` once at least one goods has moved. The
one-Weapon, one-Horse, one-Attire limits hold for the arrangement the play ends in, not in between
(two dudes can swap their guns): a dude that ends it holding too many keeps the one it got last and
discards the fewest others it must, as when it buys one (digest B20).
"""
from __future__ import annotations

from collections.abc import Callable
from functools import partial
from itertools import combinations

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
    """Attachments the dude gives up to hold card ``uid``: of each limited kind the card has, the fewest that
    let the rest be held with it, the oldest among as few (``_must_go``; digest B20: the player does not choose)."""
    card = state.cards[uid].card
    out: list[int] = []
    for keyword in LIMITED:
        if card.has(keyword):
            held = [a for a in dude.attachments if a != uid and a not in out and state.cards[a].card.has(keyword)]
            out += _must_go(state, dude.uid, keyword, held, uid)
    return out


def enforce_limits(state: GameState) -> bool:
    """After a play (digest B20): a dude holding more Weapons, Horses or Attire than it may now (the card
    that let it hold two was blanked, say) gives up the fewest, oldest first, that leave it allowed, as a dude
    taking a new one does (``_must_go``, RULINGS.md). Whether anything was discarded."""
    over = [(dude, uid, keyword) for dude in state.dudes_in_play() if len(dude.attachments) > 1
            for keyword in LIMITED
            for uid in _must_go(state, dude.uid, keyword,
                                    [a for a in dude.attachments if state.cards[a].card.has(keyword)])]
    for dude, uid, keyword in over:
        actions.discard_card(state, uid, f"{dude.title} may hold only one {keyword} now")
    return bool(over)


def _must_go(state: GameState, dude_uid: int, keyword: str, held: list[int], new: int | None = None) -> list[int]:
    """The fewest of ``held`` (``keyword`` cards on the dude, oldest first) that must go for the rest, with card
    ``new`` if given, to be allowed; among as few, the oldest (``combinations`` yields them oldest first). So a
    dude with Hydro-Puncher and a Bowie Knife taking a Rapier gives up only the Knife: Hydro-Puncher and the
    Rapier may be held together."""
    extra = [] if new is None else [new]
    for count in range(len(held) + 1):
        for going in combinations(held, count):
            if allowed(state, dude_uid, keyword, [u for u in held if u not in going] + extra):
                return list(going)
    return list(held)


def tradable(state: GameState, goods: CardInst) -> bool:
    """A goods that trading may still move this turn (spells never trade; some goods say they can't)."""
    return goods.card.type == "goods" and goods.traded_day != state.day and (
        goods.card.code not in state.rules.no_trade or state.blanked(goods.uid))


class Trade:
    """One trade play in progress at a location: who holds what, and what may still move."""

    def __init__(self, state: GameState, player: int, location: int) -> None:
        self.state, self.player, self.location = state, player, location
        self.dudes = [d for d in state.dudes_in_play(player) if d.location == location]
        self.holders = {g: d.uid for d in self.dudes for g in d.attachments if state.cards[g].card.type == "goods"}
        self.movable = [g for g in self.holders if tradable(state, state.cards[g])]
        self.takers = [d.uid for d in self.dudes if not d.booted]
        self.moved = 0

    def moves(self) -> list[tuple[int, int]]:
        """(goods, dude) moves: each goods that may still move, to each other unbooted dude there."""
        return [(goods, taker) for goods in self.movable for taker in self.takers if taker != self.holders[goods]]

    def finished(self) -> bool:
        """May the play end now (at least one goods has moved)?"""
        return self.moved > 0

    def over_limits(self) -> list[tuple[CardInst, int, str]]:
        """What ending the trade now makes its dudes give up (digest B20): (dude, goods, kind) for each
        Weapon, Horse or Attire a dude must drop to be allowed the rest (the fewest, the oldest among as few:
        ``_must_go``); the goods it got last stays."""
        state = self.state
        return [(dude, uid, keyword) for dude in self.dudes for keyword in LIMITED
                for uid in _must_go(state, dude.uid, keyword,
                                        [a for a in dude.attachments if state.cards[a].card.has(keyword)])]


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
            dropped = "; ".join(f"{dude.title} discards {state.cards[uid].title}"
                                for dude, uid, _ in deal.over_limits())
            options.append(Option("done", "Done trading" + (f" ({dropped})" if dropped else ""), {"play": "done"}))
        answer = (yield ask(player, "trade", f"{name}: trade goods at {state.location_name(location)} (each goods "
                            "moves once; a dude left with two Weapons, Horses or Attires keeps the one it got last)",
                            options)) if options else None
        if answer is None or answer.data["play"] == "done":
            for dude, uid, keyword in deal.over_limits():   # digest B20: the new one stays, an old one goes
                actions.discard_card(state, uid, f"{dude.title} can hold only one {keyword}")
            return
        goods, taker = answer.data["uid"], answer.data["target"]
        actions.attach(state, goods, taker, player, booted=state.cards[goods].booted)
        actions.mark_traded(state, goods)
        deal.holders[goods] = taker
        deal.movable.remove(goods)
        deal.moved += 1
