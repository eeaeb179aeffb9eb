"""Whole-state invariants of a game, shared by the fuzz, save and determinism tests and ``doomtown soak``.

``check_state`` reads the engine's internal state (``game.raw``) and its piles; ``check_decision``
the pending question; ``check_every_option`` answers the pending question with each of its
options on fresh copies of the game. Each raises AssertionError naming the broken rule (engine
extension: a checker, never called by the rules themselves).
"""
from __future__ import annotations

import re
from collections import Counter
from types import MappingProxyType
from typing import Any

from doomtown_tui.engine import decision as decision_module
from doomtown_tui.engine.decision import Decision
from doomtown_tui.engine.state import (
    BOOT_HILL,
    DECK,
    DISCARD,
    DRAW_HAND,
    HAND,
    PENDING,
    PLAY,
    REMOVED,
)
from doomtown_tui.engine.trade import allowed

PILES = MappingProxyType({"deck": DECK, "hand": HAND, "discard": DISCARD, "boot_hill": BOOT_HILL,
                          "draw_hand": DRAW_HAND, "gang_pick": PENDING})
PILE_ZONES = frozenset(PILES.values())
# The decision kinds the engine documents in decision.py's module docstring.
DOCUMENTED_KINDS = frozenset(re.findall(r"``([a-z_]+)``", decision_module.__doc__ or "")) - {"Decision.kind"}


def _where(game: Any) -> str:
    raw = game.raw
    return f"(day {raw.day}, {raw.phase}, after choice {game.choice_count})"


def set_aside(game: Any) -> set[int]:
    """Cards taken out of every pile while they are being played (not a starting gang's)."""
    raw = game.raw
    gangs = {uid for p in raw.players for uid in p.gang_pick}
    return {uid for uid, inst in raw.cards.items() if inst.zone == PENDING and uid not in gangs}


def check_state(game: Any) -> None:
    """Every card in exactly one place, piles agree with zones, the town is well formed.

    (Run after every choice of a soak: each check is a plain loop over the cards, and a message is
    only built when its check fails.)"""
    raw = game.raw
    at = _where(game)
    cards = raw.cards
    seen: dict[int, int] = {}
    # 1. piles: a card is listed in at most one pile, matching its zone
    for p in raw.players:
        owner = p.index
        for pile_name, zone in PILES.items():
            for uid in getattr(p, pile_name):
                seen[uid] = seen.get(uid, 0) + 1
                inst = cards.get(uid)
                assert inst is not None, f"{p.name}'s {pile_name} holds unknown uid {uid} {at}"
                # a draw hand may hold the other player's cards (Bottom Dealin'); other piles may not
                assert inst.owner == owner or pile_name == "draw_hand", \
                    f"{inst.title} ({uid}) is in {p.name}'s {pile_name} but owned by {inst.owner} {at}"
                assert inst.zone == zone, f"{inst.title} ({uid}) is in {pile_name} with zone {inst.zone!r} {at}"
    doubled = {uid: n for uid, n in seen.items() if n > 1}
    assert not doubled, f"cards listed in more than one pile: {doubled} {at}"
    locations = raw.locations()
    assert len(locations) == len(set(locations)), f"a location is listed twice: {locations} {at}"
    location_set = set(locations)
    trading = game.decision is not None and game.decision.kind == "trade"
    # 2. each card's own record
    pending_outside_gang = []
    in_play: list[Any] = []
    for uid, inst in cards.items():
        assert inst.uid == uid, f"card keyed {uid} thinks it is {inst.uid} {at}"
        zone = inst.zone
        if zone in PILE_ZONES:
            if zone == PENDING and uid not in seen:
                pending_outside_gang.append(uid)
                continue
            assert seen.get(uid) == 1, f"{inst.title} ({uid}) has zone {zone!r} but is in no pile {at}"
        else:
            assert zone in (PLAY, REMOVED), f"{inst.title} ({uid}) has unknown zone {zone!r} {at}"
            assert uid not in seen, f"{inst.title} ({uid}) is {zone} and also in a pile {at}"
        if zone != PLAY:
            assert inst.location is None, f"{inst.title} ({uid}) out of play has a location {at}"
            assert inst.attached_to is None and not inst.attachments, \
                f"{inst.title} ({uid}) out of play still has attachment links {at}"
            assert not inst.booted, f"{inst.title} ({uid}) is booted out of play ({zone}) {at}"
            assert inst.bounty == 0, f"{inst.title} ({uid}) keeps {inst.bounty} bounty out of play {at}"
            assert inst.controller == inst.owner, f"{inst.title} ({uid}) out of play is controlled by a non-owner {at}"
        if inst.joker_as is not None:
            assert zone == DRAW_HAND and inst.card.type == "joker", \
                f"{inst.title} ({uid}) keeps a Joker identity in zone {zone} {at}"
        if zone == PLAY:
            in_play.append(inst)
            _check_in_play(raw, inst, location_set, at, trading)
    # a card being played sits aside (in no pile) until it resolves, and never past the game's end
    # (the fuzz test checks that it does not outlast its phase)
    assert not (pending_outside_gang and game.over), f"cards {pending_outside_gang} are left set aside {at}"
    assert {c.uid for c in raw.in_play()} == {c.uid for c in in_play}, f"in_play() disagrees with the cards' zones {at}"
    # 3. players, streets and money
    for p in raw.players:
        assert p.stash >= 0, f"{p.name} has a negative stash ({p.stash}) {at}"
        assert p.debt >= 0, f"{p.name} has negative debt ({p.debt}) {at}"
        outfit = raw.cards[p.outfit]
        assert outfit.card.type == "outfit" and outfit.zone == PLAY and outfit.owner == p.index, \
            f"{p.name}'s home is not their outfit in play {at}"
        assert outfit.location == outfit.uid, f"{p.name}'s home is not at itself {at}"
        assert p.street.count(p.outfit) == 1, f"{p.name}'s street does not hold their home once {at}"
        for loc in p.street + p.out_of_town:
            card = raw.cards[loc]
            theirs = card.owner == p.index or (raw.boss is not None and card.owner == raw.boss.villain)
            assert card.zone == PLAY and theirs and card.card.type in ("deed", "outfit"), \
                f"{card.title} ({loc}) on {p.name}'s street is not a location of theirs in play {at}"
            assert card.card.has("Out of Town") == (loc in p.out_of_town), \
                f"{card.title} is in the wrong part of town {at}"
        if raw.shootout is None and raw.phase != "gamblin":
            assert not p.draw_hand, f"{p.name} holds a draw hand outside Gamblin' and shootouts {at}"
        if raw.phase != "setup":
            assert not p.gang_pick, f"{p.name}'s starting gang was never placed {at}"
    assert raw.pot >= 0, f"negative pot {at}"
    # 4. unique cards: one copy in play per owner
    unique: Counter[tuple[int, str]] = Counter((c.owner, c.card.base_title) for c in in_play if c.card.unique)
    twins = [key for key, n in unique.items() if n > 1]
    assert not twins, f"two copies of a unique card in play: {twins} {at}"
    # 5. effects on cards end when the card leaves play
    for eff in raw.effects:
        if eff.target is not None:
            assert raw.cards[eff.target].zone == PLAY, f"effect {eff.stat} outlives its target {eff.target} {at}"
    # 6. a running shootout
    so = raw.shootout
    if so is not None:
        assert set(so.posses) == {so.leader_player, so.mark_player} and so.leader_player != so.mark_player, \
            f"malformed posses {at}"
        members: Counter[int] = Counter()
        for player, posse in so.posses.items():
            for uid in posse.dudes:
                members[uid] += 1
                dude = raw.cards[uid]
                assert dude.zone == PLAY and dude.card.type == "dude", \
                    f"{dude.title} in a posse is not a dude in play {at}"
                assert dude.controller == player or so.allies.get(dude.controller) == player, \
                    f"{dude.title} rides in a posse of a player neither controlling it nor allied {at}"
            assert posse.shooter is None or posse.shooter in posse.dudes, \
                f"player {player}'s shooter left the posse {at}"
        assert all(n == 1 for n in members.values()), f"a dude is in a posse twice {at}"
        assert so.location in location_set, f"the shootout's location is gone {at}"


class _Named:
    """A card's name in a failed check's message, "title (uid)", written only if a message is."""

    __slots__ = ("inst",)

    def __init__(self, inst: Any) -> None:
        self.inst = inst

    def __str__(self) -> str:
        return f"{self.inst.title} ({self.inst.uid})"


def _check_in_play(raw: Any, inst: Any, location_set: set[int], at: str, trading: bool = False) -> None:
    """One card in play; ``trading``: a trade play is under way, whose arrangement may hold two Weapons
    (Horses, Attires) on a dude until it ends."""
    kind = inst.card.type
    name = _Named(inst)
    assert len(inst.attachments) == len(set(inst.attachments)), f"{name} lists an attachment twice {at}"
    for att in inst.attachments:
        other = raw.cards[att]
        assert other.zone == PLAY and other.attached_to == inst.uid, \
            f"{name} lists {other.title} ({att}) as attached, but it points to {other.attached_to} {at}"
    if kind != "dude":
        assert inst.bounty == 0, f"{kind} {name} carries bounty {at}"
    if kind == "dude":
        assert inst.attached_to is None, f"dude {name} is attached to something {at}"
        for limited in ("Weapon", "Horse", "Attire"):
            held = [a for a in inst.attachments if raw.cards[a].card.has(limited)]
            assert trading or allowed(raw, inst.uid, limited, held), \
                f"dude {name} holds more {limited}s than it may: {[raw.cards[a].title for a in held]} {at}"
        assert inst.location in location_set and raw.is_location(inst.location), \
            f"dude {name} is at {inst.location}, which is not a location in play {at}"
    elif kind in ("deed", "outfit"):
        assert inst.attached_to is None and inst.location == inst.uid, f"location {name} is not at itself {at}"
        homes = [p.index for p in raw.players if inst.uid in p.street or inst.uid in p.out_of_town]
        # on one street, its owner's (a Boss Battle scenario builds the Villain's deeds beside other homes too)
        assert len(homes) == 1 and (homes == [inst.owner] or raw.boss is not None), \
            f"location {name} is on streets {homes}, owner {inst.owner} {at}"
    else:
        assert inst.attached_to is not None, f"{kind} {name} is in play but attached to nothing {at}"
        host = raw.cards[inst.attached_to]
        assert host.zone == PLAY and inst.uid in host.attachments, \
            f"{name} points to {host.title} ({host.uid}), which does not list it {at}"
        assert inst.location is None, f"attachment {name} has its own location {at}"
        if host.card.type == "dude":
            # goods, spells, and Tao Techniques that stay with the dude who performed them
            tao = kind == "action" and any(k.startswith("Tao of") for k in inst.card.keywords)
            assert kind in ("goods", "spell") or tao, f"{kind} {name} is attached to a dude {at}"
        else:
            assert host.card.type in ("deed", "outfit"), \
                f"{name} is attached to a {host.card.type} {at}"


# Where each kind of question may be asked.
KIND_PHASES = MappingProxyType({
    "starting_gang": frozenset({"setup"}), "upkeep": frozenset({"upkeep"}),
    "nightfall_discard": frozenset({"nightfall"}), "hand_limit": frozenset({"nightfall"}),
    "cheatin_resolution": frozenset({"gamblin"}), "noon": frozenset({"high_noon"}),
    "callout_response": frozenset({"high_noon"}),
})
# Kinds a card's effect may ask in another phase too, while it resolves (California Tax Office: a dude's upkeep
# at High Noon).
CARD_ASKED = frozenset({"upkeep"})
SHOOTOUT_KINDS = frozenset({"join_posse", "oppose_job", "shootout", "shooter", "draw", "draw_hand", "resolution",
                            "casualty", "flee"})
# Shootout questions asked once the posses have formed.
POSSE_FORMED_KINDS = frozenset({"shootout", "shooter", "draw", "draw_hand", "resolution", "casualty", "flee"})


def check_decision(game: Any) -> None:
    """The pending decision is well formed (or there is none because the game is over)."""
    d: Decision | None = game.decision
    at = _where(game)
    if game.over:
        assert d is None, f"the game is over but asks a {d.kind if d else ''} question {at}"
        return
    assert d is not None, f"the game is not over and asks nothing {at}"
    assert d.player in range(len(game.raw.players)), f"decision for player {d.player} {at}"
    assert d.kind in DOCUMENTED_KINDS, f"decision kind {d.kind!r} is not documented in decision.py {at}"
    assert d.prompt, f"{d.kind} decision without a prompt {at}"
    assert d.options, f"{d.kind} decision without options {at}"
    ids = [o.id for o in d.options]
    assert len(ids) == len(set(ids)), \
        f"{d.kind} decision repeats option ids: {sorted(i for i in ids if ids.count(i) > 1)} {at}"
    if d.multi:
        assert 0 <= d.min <= d.max <= len(ids), f"{d.kind} pick bounds {d.min}..{d.max} of {len(ids)} {at}"
    else:
        assert d.min == d.max == 1, f"single {d.kind} decision with bounds {d.min}..{d.max} {at}"
    raw = game.raw
    automaton = raw.automaton is not None and d.player == raw.automaton.seat
    if d.kind in KIND_PHASES and not (automaton and d.kind == "hand_limit"):   # it trims its hand after each pull
        assert raw.phase in KIND_PHASES[d.kind] or (d.kind in CARD_ASKED and raw.resolving), \
            f"{d.kind} decision in phase {raw.phase} {at}"
    if d.kind.startswith("automaton_"):
        assert automaton and raw.automaton.pull is not None, f"{d.kind} asked outside an Automaton pull {at}"
        assert d.kind != "automaton_move" or (raw.phase == "high_noon" and raw.shootout is None), \
            f"an Automaton move is offered outside High Noon plays {at}"
    if automaton:
        assert d.kind not in ("noon", "shootout", "resolution"), f"the Automaton is asked a {d.kind} window {at}"
    if d.kind == "noon":
        assert raw.shootout is None, f"a Noon play is offered during a shootout {at}"
    if d.kind in SHOOTOUT_KINDS:
        assert raw.shootout is not None, f"{d.kind} decision outside a shootout {at}"
    if d.kind in POSSE_FORMED_KINDS:
        # posses fight where the shootout is (a card such as Buffalo Rifle lets a dude next door join)
        so = raw.shootout
        for posse in so.posses.values():
            for uid in posse.dudes:
                assert raw.nearby(raw.cards[uid].location, so.location), \
                    f"{raw.cards[uid].title} in a posse is away from the shootout {at}"
    if d.kind in ("joker", "resolution", "casualty", "flee", "cheatin_resolution"):
        # a Joker is declared once its owner has kept five; the other player may still be choosing
        for p in raw.players if d.kind != "joker" else [raw.players[d.player]]:
            assert len(p.draw_hand) <= 5, f"{p.name} holds {len(p.draw_hand)} cards in a final draw hand {at}"
    if d.kind == "noon":
        _check_noon_options(raw, d, at)
    for opt in d.options:
        assert opt.label, f"option {opt.id} of {d.kind} has no label {at}"
        assert "play" in opt.data, f"option {opt.id} of {d.kind} has no data['play'] {at}"
        uid = opt.data.get("uid")
        if uid is not None:
            assert uid in game.raw.cards, f"option {opt.id} of {d.kind} names unknown uid {uid} {at}"
            if "card" in opt.data:
                assert opt.data["card"] == game.raw.cards[uid].title, \
                    f"option {opt.id} of {d.kind}: card {opt.data['card']!r} is not uid {uid}'s title {at}"


def _check_noon_options(raw: Any, d: Decision, at: str) -> None:
    """The basic Noon plays are offered only when the rulebook allows them."""
    me = raw.players[d.player]
    for opt in d.options:
        play, uid = opt.data["play"], opt.data.get("uid")
        if play in ("recruit", "build", "buy", "learn", "plant", "invent"):
            card = raw.cards[uid]
            # (what it costs may be changed by cards; check_state sees that no stash goes below zero)
            assert uid in me.hand, f"{play} offers {card.title}, which is not in {me.name}'s hand {at}"
        if play in ("buy", "learn", "plant", "invent"):
            dude = raw.cards[opt.data["target"]]
            assert dude.zone == PLAY and dude.controller == d.player and not dude.booted, \
                f"{play} {opt.id}: {dude.title} must be {me.name}'s unbooted dude {at}"
        if play == "move":
            dude = raw.cards[uid]
            assert dude.controller == d.player and not dude.booted, f"move {opt.id}: booted or not {me.name}'s {at}"
            assert opt.data["to_uid"] != dude.location and raw.is_location(opt.data["to_uid"]), \
                f"move {opt.id} goes nowhere new {at}"
        if play == "callout":
            leader, mark = raw.cards[uid], raw.cards[opt.data["target"]]
            assert leader.controller == d.player and not leader.booted, f"callout {opt.id}: bad leader {at}"
            assert mark.controller != d.player and mark.location == leader.location, f"callout {opt.id}: bad mark {at}"


def answers_to_try(d: Decision) -> list[str | list[str]]:
    """One answer per option: the id itself, or for a pick a legal-sized set that holds it."""
    ids = [o.id for o in d.options]
    if not d.multi:
        return list(ids)
    out: list[str | list[str]] = []
    if d.min == 0:
        out.append([])
    if d.max == 0:
        return out
    size = max(d.min, 1)
    for i, option_id in enumerate(ids):
        rest = ids[i + 1:] + ids[:i]
        out.append([option_id, *rest[:size - 1]])
    return out


def check_every_option(game: Any) -> int:
    """Answer the pending decision with each option, each on a fresh replay of the game. Returns
    how many answers were tried. The copy must equal the game before anything is chosen."""
    d = game.decision
    if d is None:
        return 0
    saved = game.to_json()
    tried = 0
    for answer in answers_to_try(d):
        copy = game.replay(len(game.choices))
        assert copy.to_json() == saved, "a replay to the current choice differs from the game"
        assert copy.decision is not None and [o.id for o in copy.decision.options] == [o.id for o in d.options]
        # a pick with extra rules: the engine's own check says whether this set is legal
        if d.check is not None and isinstance(answer, list) and d.check(answer):
            continue
        copy.choose(d.player, answer)
        check_state(copy)
        check_decision(copy)
        tried += 1
    return tried
