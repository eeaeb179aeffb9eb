"""The Scores screen: every finished solo game from ``scores.jsonl``, newest first, with the best
score of each pairing (same decks, same twists) marked. Escape goes back to the title screen.

It only reads the file (``scores.read_scores``): lines it cannot read are counted and reported,
the others are listed.
"""
from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Static

from doomtown_tui.tui import render
from doomtown_tui.tui.scores import ScoreBook, ScoreRecord, read_scores
from doomtown_tui.tui.solo import twists_text

COLUMNS = ("Date", "Your deck", "Automaton's deck", "Twists", "Days", "Result", "Score")
BEST = "\u2605"


def pretty_deck(name: str) -> str:
    """``law-dogs`` as ``Law Dogs``; other names as they are."""
    return name.replace("-", " ").title() if name.islower() and " " not in name else name


def row_cells(record: ScoreRecord, best: bool, highlight: str) -> list[Text]:
    style = f"bold {highlight}" if best else ""
    date = record.date.replace("T", " ")[:16]
    score = Text(f"{record.score}{' ' + BEST if best else ''}", style=style, justify="right")
    cells = [Text(date), Text(pretty_deck(record.player_deck)), Text(pretty_deck(record.automaton_deck)),
             Text(twists_text(record.twists)), Text(str(record.days), justify="right"), Text(record.result), score]
    if best:
        for cell in cells[:-1]:
            cell.stylize(highlight)
    return cells


def header_text(book: ScoreBook, path: Path) -> str:
    """The lines above the table: what it shows, and what could not be read."""
    lines = ["[b u]Scores[/] [dim]against the Automaton[/]"]
    if book.error:
        lines.append(f"[b $error]{render.esc(book.error)}[/]")
    elif not book.records:
        lines.append("No scores yet: finish a solo game against the Automaton and its Bragging Rights land here.")
    else:
        lines.append(f"[dim]Scores compare only between games with the same decks and twists; "
                     f"{BEST} marks the best of each such pairing.[/]")
    if book.unreadable:
        lines.append(f"[b $warning]{book.unreadable} line{'s' if book.unreadable != 1 else ''} of "
                     f"{render.esc(str(path))} could not be read and {'were' if book.unreadable != 1 else 'was'} "
                     f"skipped (the file is left as it is).[/]")
    return "\n".join(lines)


class ScoresScreen(Screen[None]):
    """The scores table; Escape (or q) goes back."""

    CSS_PATH = "scoreboard.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q", "back", "Back", id="back")]

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = Path(path)
        self.book = read_scores(self.path)

    def compose(self) -> ComposeResult:
        with Vertical(id="scores-box"):
            yield Static(header_text(self.book, self.path), id="scores-head")
            yield DataTable(id="scores-table", cursor_type="row", zebra_stripes=True)
        yield Footer()

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_columns(*COLUMNS)
        highlight = self.app.theme_variables.get("warning", "yellow")
        best = self.book.best()
        for index in self.book.newest_first():
            table.add_row(*row_cells(self.book.records[index], index in best, highlight), key=str(index))
        table.display = bool(self.book.records)
        table.focus()

    def action_back(self) -> None:
        self.dismiss(None)
