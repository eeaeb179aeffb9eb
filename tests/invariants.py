"""The starter decks for the tests, and the shared invariant checks (``doomtown_tui.engine.invariants``)."""
from __future__ import annotations

from itertools import permutations
from pathlib import Path

from doomtown_tui.engine.deck import Deck, load_deck
from doomtown_tui.engine.invariants import (  # noqa: F401  (re-exported for the tests)
    DOCUMENTED_KINDS,
    PILES,
    answers_to_try,
    check_decision,
    check_every_option,
    check_state,
    set_aside,
)

DECK_DIR = Path(__file__).resolve().parent.parent / "decks"


def starter_decks() -> list[Deck]:
    return [load_deck(path) for path in sorted(DECK_DIR.glob("*.txt"))]


def deck_pairs(decks: list[Deck]) -> list[list[Deck]]:
    """Every ordered pair of two different starter decks (30 for six decks)."""
    return [list(pair) for pair in permutations(decks, 2)]
