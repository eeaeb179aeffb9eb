"""The one real recursion of the rules, made explicit: the card-effect layer as the rules below it see it.

An ability can start a job, the job a shootout, and the shootout opens play windows and React windows in
which abilities are used again. The rule modules below the card-ability layer (play windows, shootouts,
jobs, the phases) never import it: they reach it only through ``GameState.resolution``, a ``Resolution``
whose functions ``positions.py`` wires to ``abilities`` and ``combos`` (``positions.CARD_EFFECTS``). A state built
without it is played with no card effects at all (the defaults below).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from doomtown_tui.engine.decision import Flow, Option

if TYPE_CHECKING:
    from doomtown_tui.engine.state import Event, GameState

Play = tuple[Option, Callable[[], Flow[Any]]]   # an option offered in a window and the flow that carries it out


def respond(state: GameState) -> Flow[None]:
    """Triggered traits and React windows for what just happened (``Resolution.respond``)."""
    yield from state.resolution.respond(state)


def _no_plays(state: GameState, player: int, what: Any) -> list[Play]:
    return []


def _nobody_listens(state: GameState, kind: str) -> bool:
    return False


def _nothing_answers(state: GameState) -> Flow[None]:
    return
    yield


def _no_window(state: GameState, index: int) -> Flow[None]:
    return
    yield


def _no_combo(state: GameState, player: int) -> Flow[bool]:
    return False
    yield


@dataclass(frozen=True)
class Resolution:
    """What the rules ask of the card-effect layer."""

    ability_plays: Callable[[GameState, int, str], list[Play]] = _no_plays
    """The abilities a player may use as a play in a window (Noon, Shootout, Resolution, Cheatin' Resolution)."""
    react_plays: Callable[[GameState, int, Event], list[Play]] = _no_plays
    """The Reacts a player may play to an event."""
    reacts_listen: Callable[[GameState, str], bool] = _nobody_listens
    """Could any React in play or in a hand answer events of this kind (worth opening a window)?"""
    respond: Callable[[GameState], Flow[None]] = _nothing_answers
    """Triggered traits and React windows for every event not yet answered."""
    respond_to: Callable[[GameState, int], Flow[None]] = _no_window
    """The window of one event, now (a "would" event answered before it happens)."""
    start_of_play: Callable[[GameState, int], Flow[bool]] = _no_combo
    """Before a Shootout play: attached Tao Techniques boot and may Combo; True if a Combo was the play."""

    def __deepcopy__(self, memo: dict[int, Any]) -> Resolution:
        return self   # functions only: a copied game shares them
