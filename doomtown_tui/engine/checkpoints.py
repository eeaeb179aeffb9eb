"""Checkpoints: fast copies of a game's state at points where the rules can be restarted.

The rules run as a generator whose locals cannot be copied, so a game cannot be cloned as it
stands. At a *restart point* everything the flow needs lives in ``GameState``: the start of a
phase (``flow.game_flow(state, start=phase)``), and the top of the High Noon play window's loop,
where the window's own turn (whose play it is, the passes in a row, the Automaton's last pull)
is handed back through ``turn``. ``Game`` keeps a copy of the state at some of these points; to
fork or undo it copies the nearest one, restarts the flow there and replays the few choices made
since (see ``Game.fork``).

``copy_state`` is a dedicated copy, several times faster than ``copy.deepcopy``: card
definitions, frozen values and the log's events are shared (the log is append-only), everything
mutable is copied, and derived caches start empty.
"""
from __future__ import annotations

import copy
import dataclasses
import operator
import random
import weakref
from dataclasses import dataclass
from typing import Any

from doomtown_tui.engine.state import CardInst, GameState, PlayerState, PlayIndex

# A High Noon window turn: the player to play, passes in a row, whether One More Thing's pull was made.
Turn = tuple[int, int, bool]

_SHARED = (int, str, bool, float, type(None), frozenset, tuple, bytes)


@dataclass(frozen=True, eq=False)
class Checkpoint:
    """The state after ``choices`` choices, at the start of ``phase`` (or, with ``turn``, at that
    turn of the High Noon window). ``state`` is never changed: each restart copies it again.
    ``state.events`` is empty here; the log is the first ``events`` entries of ``log``."""

    choices: int
    phase: str
    turn: Turn | None
    state: GameState   # without its cards: they are ``cards``
    log: list[Any]
    events: int
    cards: tuple[tuple[Any, ...], ...] = ()   # each card's fields as a row of values (``_freeze_card``)


def take(state: GameState, choices: int, phase: str, turn: Turn | None) -> Checkpoint:
    """A checkpoint of ``state`` as it is now (the live log is shared, not copied). The cards are kept as
    rows of plain values, not objects: a checkpoint is cheap to take and gives the garbage collector
    almost nothing to walk."""
    frozen = copy_state(state, with_events=False, with_cards=False)
    rows = tuple(_freeze_card(inst) for inst in state.cards.values())
    return Checkpoint(choices, phase, turn, frozen, state.events, len(state.events), rows)


def restore(point: Checkpoint) -> GameState:
    """A fresh, independent state equal to the one the checkpoint was taken from."""
    state = copy_state(point.state, with_events=False, with_cards=False)
    index = state.play_index
    state.cards = {row[0][0]: _thaw_card(row, index) for row in point.cards}
    state.events = point.log[:point.events]
    return state


def copy_state(state: GameState, with_events: bool = True, with_cards: bool = True) -> GameState:
    """An independent copy of ``state`` (without the Game's checkpoint recorder; without its cards if
    ``with_cards`` is false, for a checkpoint, which keeps them as rows)."""
    fields = dict(state.__dict__)
    index = PlayIndex()
    index.update(state.play_index)
    fields["play_index"] = index
    fields["cards"] = {uid: _copy_card(inst, index) for uid, inst in state.cards.items()} if with_cards else {}
    fields["players"] = [_copy_player(p) for p in state.players]
    fields["effects"] = [copy.copy(e) for e in state.effects]
    rng = random.Random()
    rng.setstate(state.rng.getstate())
    fields["rng"] = rng
    fields["events"] = list(state.events) if with_events else []
    fields["checkpoint"] = None
    fields["listing_lazily"] = False
    for name in ("shootout", "automaton"):
        if fields.get(name) is not None:
            fields[name] = copy.deepcopy(fields[name])
    done = {"play_index", "cards", "players", "effects", "rng", "events", "checkpoint", "listing_lazily", "shootout",
            "automaton"}
    for name, value in fields.items():
        if name not in done:
            fields[name] = _copy_value(value)
    new = object.__new__(GameState)
    new.__dict__.update(fields)
    return new


def _copy_card(inst: CardInst, index: PlayIndex) -> CardInst:
    new = object.__new__(CardInst)
    fields = inst.__dict__.copy()
    for name in _CARD_CONTAINERS:
        value = fields[name]
        if value:                 # an empty container still needs its own object: fields are changed in place
            fields[name] = value.copy()
        elif value is not None:
            fields[name] = type(value)()
    fields["registry"] = weakref.ref(index)
    new.__dict__ = fields
    return new


# A card as a row of values: its plain fields in this order ("registry", the live index of cards in play, is left
# out and given back on restore; "uid" first), then its list and set fields as a tuple and a frozenset.
_PLAIN_KEYS = ("uid", *(f.name for f in dataclasses.fields(CardInst)
                        if f.name not in ("uid", "registry", "zone", "attachments", "used")), "_zone")
_PLAIN = operator.itemgetter(*_PLAIN_KEYS)
_NO_USES: frozenset[str] = frozenset()


def _freeze_card(inst: CardInst) -> tuple[Any, ...]:
    fields = inst.__dict__
    attachments, used = fields["attachments"], fields["used"]
    return (_PLAIN(fields), tuple(attachments) if attachments else (), frozenset(used) if used else _NO_USES)


def _thaw_card(row: tuple[Any, ...], index: PlayIndex) -> CardInst:
    plain, attachments, used = row
    fields = dict(zip(_PLAIN_KEYS, plain, strict=True))
    fields["attachments"] = list(attachments)
    fields["used"] = set(used)
    fields["registry"] = weakref.ref(index)
    new = object.__new__(CardInst)
    new.__dict__ = fields
    return new


def _copy_player(player: PlayerState) -> PlayerState:
    new = object.__new__(PlayerState)
    fields = new.__dict__
    fields.update(player.__dict__)
    for name in _PLAYER_CONTAINERS:
        value = fields[name]
        if value is not None:
            fields[name] = value.copy()
    return new


def _containers(cls: type) -> tuple[str, ...]:
    """The fields of dataclass ``cls`` declared as lists, sets or dicts."""
    return tuple(f.name for f in dataclasses.fields(cls)
                 if str(f.type).startswith(("list[", "set[", "dict[")) and f.name != "registry")


_CARD_CONTAINERS = _containers(CardInst)
# a new kind of container field on a card needs its own freezing here
assert set(_CARD_CONTAINERS) == {"attachments", "used"}
_PLAYER_CONTAINERS = _containers(PlayerState)


def _copy_value(value: Any) -> Any:
    kind = type(value)
    if kind in _SHARED:
        return value
    if kind is list:
        return [_copy_value(v) for v in value]
    if kind is set:
        return set(value)
    if kind is dict:
        return {k: _copy_value(v) for k, v in value.items()}
    params = getattr(kind, "__dataclass_params__", None)
    if params is not None and params.frozen:     # a frozen dataclass is a value
        return value
    return copy.deepcopy(value)
