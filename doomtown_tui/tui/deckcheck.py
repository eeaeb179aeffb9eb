"""Deck files as the app reads them: the engine's parser and rules, plus two checks on lines the
parser would skip as section headings.

The engine's parser (``engine.deck``) skips any line of letters and spaces as a heading, so a card
named without a count (``Bobo`` instead of ``1x Bobo``) vanished silently, and a file of prose
reported only "no outfit" and "0 cards". Here such a line is a problem with its line number:

* a line that names a card but has no count: "write '1x Bobo'";
* a line the parser would take for a heading that does not look like one: a heading ends with
  ``:`` or a count in brackets (``Deeds:``, ``Dudes (13)``) or is a section name (``Dudes``,
  ``Outfit``, ``Jokers`` ...).

The problems come back with the engine's own (as one ``DeckError``), in line order.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from doomtown_tui.engine.cards import CardPool
    from doomtown_tui.engine.deck import Deck, DeckProblem

_LINE = re.compile(r"^\d+\s*[xX]?\s+\S")                 # "2x Title", "2 Title": left to the engine
_COMMENT = re.compile(r"\s#(?!\d)")                      # as the engine: "#9" stays part of a title
_SKIPPED = re.compile(r"^[A-Za-z' ]+(\(\d+\))?:?$")      # what the engine skips as a heading
_MARKED = re.compile(r"^[A-Za-z' ]+(\(\d+\)|:)$")        # a heading that says it is one
SECTIONS = frozenset({
    "outfit", "legend", "dudes", "deeds", "goods", "spells", "actions", "jokers", "joker", "events",
    "hexes", "miracles", "spirits", "techniques", "gadgets", "horses", "weapons", "sidekicks", "mystical",
    "improvements", "deck", "starting gang", "starting posse", "hand", "total",
})


def line_problems(text: str, pool: CardPool) -> list[DeckProblem]:
    """The lines the engine would skip silently that are not headings."""
    from doomtown_tui.engine.deck import DeckProblem

    problems: list[DeckProblem] = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = "" if raw.lstrip().startswith("#") else _COMMENT.split(raw, 1)[0].strip()
        if not line or _LINE.match(line) or not _SKIPPED.match(line):
            continue
        name = line.rstrip(":").strip()
        card = pool.get(name)
        if card is not None:
            problems.append(DeckProblem(line=number, message=f"{line!r} has no count: write '1x {card.title}'"))
        elif not (_MARKED.match(line) or re.sub(r"\s*(\(\d+\))?:?$", "", line).strip().lower() in SECTIONS):
            problems.append(DeckProblem(line=number, message=f"expected 'Nx Card Title' or a heading such as "
                                                             f"'Dudes (13)' or 'Deeds:', got {line!r}"))
    return problems


def load_deck(path: str | Path) -> Deck:
    """Read and validate a deck file: the engine's checks plus ``line_problems``. Raises DeckError
    (every problem with its line) or OSError."""
    from doomtown_tui.engine import DeckError
    from doomtown_tui.engine import load_deck as engine_load
    from doomtown_tui.engine.cards import card_pool
    from doomtown_tui.engine.deck import DeckProblem

    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise DeckError(str(path), [DeckProblem(line=0, message="the file is not UTF-8 text")]) from None
    name = path.stem if path.suffix == ".txt" else path.name
    mine = line_problems(text, card_pool())
    try:
        deck = engine_load(path)
    except DeckError as exc:
        raise DeckError(exc.source, mine + exc.problems) from None
    if mine:
        raise DeckError(name, mine)
    return deck
