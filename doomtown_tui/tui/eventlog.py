"""The event log: the engine's events in order, card names highlighted."""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Sequence

from rich.text import Text
from textual.widgets import RichLog

from doomtown_tui.tui import render


@lru_cache(maxsize=1)
def _title_pattern() -> re.Pattern[str] | None:
    """One pattern matching every card title of the pool, longest first."""
    from doomtown_tui.engine import card_pool

    titles = sorted({c.title for c in card_pool().cards if len(c.title) > 2}, key=len, reverse=True)
    if not titles:
        return None
    return re.compile("|".join(re.escape(t) for t in titles))


def event_markup(text: str) -> str:
    """Event text as markup with card titles in the card-name colour."""
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


def event_line(kind: str, text: str) -> str:
    """One log line; phase changes stand out."""
    if kind == "phase":
        return f"[b reverse] {render.esc(text)} [/]"
    if kind in ("game_over", "gamblin_win", "shootout", "shootout_end", "round_result", "round_tie"):
        return f"[b]{event_markup(text)}[/]"
    return event_markup(text)


_VARIABLE = re.compile(r"\$([a-z][a-z0-9-]*)")


def with_colours(markup: str, colours: dict[str, str]) -> str:
    """Swap theme variables (``$card-name``) for the theme's colours, for Rich markup."""
    return _VARIABLE.sub(lambda m: colours.get(m.group(1), "default"), markup)


class EventLog(RichLog):
    """Appends the events it has not shown yet."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, markup=False, highlight=False, auto_scroll=True, min_width=16)
        self.shown = 0

    def show(self, events: Sequence) -> None:
        if len(events) < self.shown:   # undo or load: start again
            self.clear()
            self.shown = 0
        colours = self.app.theme_variables
        for event in events[self.shown:]:
            self.write(Text.from_markup(with_colours(event_line(event.kind, event.text), colours)))
        self.shown = len(events)
