"""Extension points where card scripts plug into the rules without the engine naming any card.

- ``STAT_TRAITS``: card code -> function(state, source, target, stat) -> list of (delta, reason).
  A continuous trait of an in-play card that changes another card's (or its own) current stat.
- ``SETTERS``: card code -> function(state, source, target, stat) -> (value, reason) or None.
  A trait that sets a stat outright (e.g. "is a stud").

The card-abilities issue fills these from each card's script; the engine only calls them.
"""
from __future__ import annotations

from typing import Any, Callable

StatTrait = Callable[[Any, Any, Any, str], list[tuple[int, str]]]
StatSetter = Callable[[Any, Any, Any, str], tuple[Any, str] | None]

STAT_TRAITS: dict[str, StatTrait] = {}
SETTERS: dict[str, StatSetter] = {}

# card code -> function(state, source, card, player) -> change to the cost of playing ``card``
# (``source`` is the card itself when the trait is on the card being played, e.g. a cost reduction).
CostTrait = Callable[[Any, Any, Any, int], int]
COST_TRAITS: dict[str, CostTrait] = {}
