"""The event log: the engine's events in order, card names highlighted; an agent's reasons
(``session.Note``) are interleaved where their answers' effects begin, and the Automaton's pulls
stand out."""
from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from rich.text import Text
from textual.widgets import RichLog

from doomtown_tui.tui import render
from doomtown_tui.tui.text import FixedScroll
from doomtown_tui.tui.wording import tidy


@lru_cache(maxsize=1)
def _title_pattern() -> re.Pattern[str] | None:
    """One pattern matching every card title of the pool, longest first."""
    from doomtown_tui.engine import card_pool

    titles = sorted({c.title for c in card_pool().cards if len(c.title) > 2}, key=len, reverse=True)
    if not titles:
        return None
    return re.compile("|".join(re.escape(t) for t in titles))


def event_markup(text: str) -> str:
    """Event text as markup with card titles in the card-name colour (worded plainly: ``tidy``)."""
    text = tidy(text)
    pattern = _title_pattern()
    if pattern is None:
        return render.esc(text)
    out, last = [], 0
    for match in pattern.finditer(text):
        out.append(render.esc(text[last:match.start()]))
        out.append(f"[b $card-name]{render.esc(match.group())}[/]")
        last = match.end()
    out.append(render.esc(text[last:]))
    markup = "".join(out)
    if "cheatin'!" in markup:
        markup = markup.replace("cheatin'!", "[b $error]cheatin'![/]")
    return markup


_SUITS = re.compile("[\u2660\u2665\u2666\u2663]")
_SUIT_OF = {"\u2660": "S", "\u2665": "H", "\u2666": "D", "\u2663": "C"}
AUTOMATON_KINDS = ("automaton_pull", "automaton_run")


def suit_colours(markup: str) -> str:
    """Suit symbols in the suits' colours."""
    return _SUITS.sub(lambda m: render.suit_markup(_SUIT_OF[m.group()]), markup)


def note_line(text: str) -> str:
    """An agent's reason: dim italic, after a marker."""
    return f"[dim i]\u25b8 {suit_colours(event_markup(text))}[/]"


def event_line(kind: str, text: str) -> str:
    """One log line; phase changes and the Automaton's pulls stand out."""
    if kind == "phase":
        return f"[b reverse] {render.esc(text)} [/]"
    if kind in AUTOMATON_KINDS:
        return f"[b]{suit_colours(event_markup(text))}[/]"
    if kind in ("game_over", "gamblin_win", "shootout", "shootout_end", "round_result", "round_tie"):
        return f"[b]{event_markup(text)}[/]"
    return event_markup(text)


_VARIABLE = re.compile(r"\$([a-z][a-z0-9-]*)")


def with_colours(markup: str, colours: dict[str, str]) -> str:
    """Swap theme variables (``$card-name``) for the theme's colours, for Rich markup."""
    return _VARIABLE.sub(lambda m: colours.get(m.group(1), "default"), markup)


def log_lines(events: Sequence, notes: Sequence[Any] = (), start: int = 0, notes_from: int = 0) -> list[str]:
    """Markup lines for ``events[start:]`` with the notes (``.at``, ``.text``) from ``notes_from``
    on: a note goes just before the event it points at (after the one before it)."""
    lines: list[str] = []
    n = notes_from
    for index in range(start, len(events)):
        while n < len(notes) and notes[n].at <= index:
            lines.append(note_line(notes[n].text))
            n += 1
        lines.append(event_line(events[index].kind, events[index].text))
    while n < len(notes) and notes[n].at <= len(events):
        lines.append(note_line(notes[n].text))
        n += 1
    return lines


SIDE_LINES = 300   # lines the log beside the table keeps (the log dialog, ``l``, has them all)


class EventLog(FixedScroll, RichLog):
    """Appends the events (and notes) it has not shown yet. ``max_lines`` caps what it holds
    (the oldest lines go; on a fresh start only the newest events are drawn): a log that keeps
    every line of a long game makes every collection and resize slower. Its size is set by the
    CSS, so a new line repaints it without a layout pass (``FixedScroll``)."""

    def __init__(self, *, id: str | None = None, max_lines: int | None = None) -> None:
        super().__init__(id=id, wrap=True, markup=False, highlight=False, auto_scroll=True, min_width=16,
                         max_lines=max_lines)
        self.shown = 0
        self.notes_shown = 0

    def show(self, events: Sequence, notes: Sequence[Any] = ()) -> None:
        if len(events) < self.shown or len(notes) < self.notes_shown:   # undo or load: start again
            self.clear()
            self.shown = self.notes_shown = 0
        if self.max_lines is not None and len(events) - self.shown > self.max_lines:
            self.shown = len(events) - self.max_lines   # older events would scroll out at once
            self.notes_shown = sum(1 for note in notes if note.at < self.shown)
        colours = self.app.theme_variables
        for line in log_lines(events, notes, self.shown, self.notes_shown):
            self.write(Text.from_markup(with_colours(line, colours)))
        self.shown = len(events)
        self.notes_shown = sum(1 for note in notes if note.at <= len(events))
