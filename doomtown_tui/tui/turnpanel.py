"""The Automaton's turn at a glance: a short-lived panel above the prompt with the card it pulled,
the row of the pull chart that card runs, what it did since and the reasons it gave.

``latest_pull`` finds the pull to show and ``turn_markup`` turns the log from that pull on into
the panel's text (pure functions of the events and the session's notes); ``TurnPanel`` only shows
that text. When it appears and goes away is the table's business (``table.GameScreen``).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from doomtown_tui.tui import render
from doomtown_tui.tui.eventlog import event_markup, suit_colours
from doomtown_tui.tui.solo import ROWS
from doomtown_tui.tui.text import MarkupText

PULL = "automaton_pull"
RUN = "automaton_run"
PULL_SEPARATOR = "makes an Automaton pull: "
MAX_LINES = 6       # lines of what it did (on a 36-row screen); older ones are left to the log


def latest_pull(events: Sequence[Any], since: int = 0) -> int | None:
    """The index of the last Automaton pull at or after ``since``, or None."""
    for index in range(len(events) - 1, max(since, 0) - 1, -1):
        if events[index].kind == PULL:
            return index
    return None


def row_markup(suit: str) -> str:
    """``♥ invade``: a suit and its row of the pull chart."""
    return f"{render.suit_markup(suit)} {ROWS.get(suit, '')}".strip()


def pull_markup(event: Any) -> str:
    """The pulled card and the row it runs: ``Pulled 7♥ (Mustang) → ♥ invade``."""
    label = event.text.split(PULL_SEPARATOR, 1)[-1]
    suit = event.data.get("suit")
    value = event.data.get("value")
    if suit == "joker":
        runs = ", ".join(row_markup(s) for s in ("H", "S", "D", "C"))
        return f"Pulled [b $warning]a Joker[/] \u2192 every row in turn: {runs}"
    if event.data.get("uid") is None or value is None:
        return f"Pulled {render.esc(label)} \u2192 {row_markup(suit or 'C')}"
    rest = label.partition(" ")[2]
    face = render.face_markup(value, suit)
    return f"Pulled {face} {render.esc(rest)} \u2192 {row_markup(suit or 'C')}".replace("  ", " ")


def turn_lines(events: Sequence[Any], notes: Sequence[Any], start: int) -> list[tuple[bool, str]]:
    """What happened after the pull at ``start``, in order: (key, markup) per line. Key lines are
    the reasons (``▸``), the Joker's runs and the first event after each reason (its effect)."""
    lines: list[tuple[bool, str]] = []
    pending = [n for n in notes if n.at > start]
    k = 0
    effect = False
    for index in range(start + 1, len(events)):
        while k < len(pending) and pending[k].at <= index:
            lines.append((True, f"[b i]\u25b8 {suit_colours(event_markup(pending[k].text))}[/]"))
            k += 1
            effect = True
        event = events[index]
        if event.kind == PULL:
            break
        if event.kind == RUN:
            lines.append((True, f"[b]Joker as {row_markup(event.data.get('run', ''))}[/]"))
        else:
            lines.append((effect, f"  {event_markup(event.text)}"))
        effect = False
    else:
        lines += [(True, f"[b i]\u25b8 {suit_colours(event_markup(n.text))}[/]") for n in pending[k:]]
    return lines


def fit(lines: list[tuple[bool, str]], room: int = MAX_LINES) -> list[str]:
    """At most ``room`` lines: when there are more, the other events go first (oldest first), then
    the oldest lines, and the first line says how many the log has besides."""
    if len(lines) <= room:
        return [markup for _, markup in lines]
    keep = [True] * len(lines)
    extra = len(lines) - (room - 1)
    for only_other in (True, False):
        for index, (key, _) in enumerate(lines):
            if extra and keep[index] and not (only_other and key):
                keep[index] = False
                extra -= 1
    dropped = keep.count(False)
    head = f"[dim]\u2026 {dropped} more line{'s' if dropped != 1 else ''} in the log (l)[/]"
    return [head, *(markup for (_, markup), kept in zip(lines, keep, strict=True) if kept)]


def turn_markup(events: Sequence[Any], notes: Sequence[Any], start: int, room: int = MAX_LINES) -> str:
    """The panel's text for the pull at ``start``, in at most ``room`` lines below the card."""
    return "\n".join([pull_markup(events[start]), *fit(turn_lines(events, notes, start), room)])


class TurnPanel(MarkupText):
    """The latest Automaton turn; hidden unless the table shows it. Any key closes it.

    Its height is fixed while it is up (the card line, ``room`` lines and the border), so a turn
    that grows answer by answer does not make the whole screen lay itself out again each time.
    """

    def on_mount(self) -> None:
        self.border_title = "The Automaton's turn"
        self.border_subtitle = "any key closes this"

    def show_turn(self, markup: str, room: int) -> None:
        height = room + 3
        if self.styles.height is None or self.styles.height.value != height:
            self.styles.height = height
        self.show(markup)
        if not self.display:
            self.display = True
