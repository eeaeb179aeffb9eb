"""The save digest: a hash over structured data only, so that rewording the log breaks no save.

A save's digest (format version 2) hashes three things: the game's setup, the chain of its choices
(``chain``: one step per choice, so keeping it up to date costs the same at choice 10 and choice
10,000) and a fingerprint of the state the choices lead to (``fingerprint``: stashes, zones, cards'
places and markers, effects, the RNG and the count of log entries, never their text).
Loading replays the choices and compares; a mismatch means tampering or an engine that now plays
the same choices differently.

``v1_digest`` is the old digest (version 1 saves), which hashed the log's text.
"""
from __future__ import annotations

import hashlib
import json
import struct
from collections.abc import Sequence
from typing import Any

from doomtown_tui.engine.state import GameState

CHAIN_START = hashlib.sha256(b"doomtown-tui choices").digest()


def chain(previous: bytes, choice: str | Sequence[str]) -> bytes:
    """The next link of the choices' hash chain (over the choice's compact JSON)."""
    if type(choice) is str and choice.isascii() and choice.isprintable() and '"' not in choice and "\\" not in choice:
        encoded = b'"' + choice.encode() + b'"'     # what ``json.dumps`` writes for such a string, made faster
    else:
        encoded = json.dumps(choice, separators=(",", ":")).encode()
    return hashlib.sha256(previous + encoded).digest()


def setup_hash(setup: Any) -> bytes:
    """A hash of a ``GameSetup`` (its canonical JSON)."""
    return hashlib.sha256(json.dumps(setup.model_dump(mode="json"), sort_keys=True).encode()).digest()


def fingerprint(state: GameState) -> bytes:
    """A hash of the game's state as structured values (no log text)."""
    players = [(p.stash, p.debt, p.hand_size, p.outfit, p.deck, p.hand, p.discard, p.boot_hill, p.draw_hand,
                p.street, p.out_of_town) for p in state.players]
    cards = [(c.uid, c.card.code, c.zone, c.owner, c.controller, c.location, c.booted, c.bounty, c.attached_to,
              c.attachments, c.control_tokens, c.ghost_rock, c.joker_as) for c in state.cards.values()]
    effects = [(e.uid, e.source, e.stat, e.amount, repr(e.set_to), e.target, e.player, e.until) for e in state.effects]
    rows: tuple[Any, ...] = (state.day, state.phase, state.dealer, state.over, state.winner, state.next_uid,
                             state.pot, len(state.events), players, cards, effects)
    if len(players) > 2:          # victory points (multiplayer rules): two-seat fingerprints stay as they were
        rows += ([(p.victory_points, p.scored_today) for p in state.players],)
    boss = state.boss
    if boss is not None:   # a Boss Battle's own state (absent from other games, so their digests stay as they were)
        rows += ((boss.scenario, boss.villain, boss.heroes, sorted(boss.boss_vp.items()), sorted(boss.hero_vp.items()),
                  boss.event_deck, boss.active_event, sorted(boss.stud_bonus.items()), boss.bonus_day, boss.result),)
    return hashlib.sha256(repr(rows).encode() + _rng_bytes(state)).digest()


def _rng_bytes(state: GameState) -> bytes:
    """The RNG's state packed as bytes (its 625 words of 32 bits, then any cached Gaussian)."""
    _, words, gauss = state.rng.getstate()
    return struct.pack(f"<{len(words)}I", *words) + repr(gauss).encode()


def save_digest(setup: bytes, choices: bytes, state: GameState) -> str:
    """The digest written in a version 2 save."""
    return hashlib.sha256(setup + choices + fingerprint(state)).hexdigest()


def v1_digest(state: GameState) -> str:
    """The digest of a version 1 save: the log's text and each player's stash, debt, deck and hand."""
    h = hashlib.sha256()
    for event in state.events:
        h.update(event.text.encode())
        h.update(b"\n")
    h.update(repr([(p.stash, p.debt, len(p.deck), len(p.hand)) for p in state.players]).encode())
    return h.hexdigest()
