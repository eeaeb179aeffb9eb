"""The resolving stack (``GameState.resolving``): which card effect is resolving now, innermost last.

Read by the guards (may this effect change that card?), by the choosers and by the views. ``framed`` runs
a flow with an entry on the stack; ``as_rules`` runs one as the rules themselves, even inside an
ability (a job's posses and shootout), so guards against card effects do not stop what it does.
"""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager

from doomtown_tui.engine import actions
from doomtown_tui.engine.ability_model import RULES
from doomtown_tui.engine.decision import Flow, T
from doomtown_tui.engine.state import GameState, Resolving


def as_rules(state: GameState, flow: Flow[T]) -> Flow[T]:
    """Run ``flow`` as the rules, not as any card's effect (see the module's docstring)."""
    return (yield from framed(state, Resolving(-1, -1, -1, RULES, frozenset()), flow))


def framed(state: GameState, entry: Resolving, flow: Flow[T]) -> Flow[T]:
    """Run ``flow`` with ``entry`` on top of ``state.resolving``."""
    with acting(state, entry):
        return (yield from flow)


@contextmanager
def acting(state: GameState, entry: Resolving) -> Iterator[None]:
    """A ``with`` block with ``entry`` on top of ``state.resolving`` (``framed`` for plain actions and
    questions to the guards rather than a flow)."""
    actions.push_resolving(state, entry)
    try:
        yield
    finally:
        actions.pop_resolving(state, entry)


def by_the_rules(state: GameState) -> AbstractContextManager[None]:
    """A ``with`` block in which the rules act, not the card effect resolving around it (``as_rules`` for
    plain actions): e.g. a mark refusing a card's callout goes home by the rules."""
    return acting(state, Resolving(-1, -1, -1, RULES, frozenset()))
