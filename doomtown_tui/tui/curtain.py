"""The privacy curtain: hides the table while the keyboard passes to the next player to decide."""
from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Footer, Static

from doomtown_tui.tui import render


class CurtainScreen(Screen[None]):
    """A full screen that shows no cards at all, only whose turn it is. Enter lifts it."""

    CSS_PATH = "curtain.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "lift", "Take the seat", id="lift")]

    def __init__(self, player: str, when: str, players: int = 2) -> None:
        super().__init__()
        self.player = player
        self.when = when
        self.players = players

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static(
                f"[dim]{render.esc(self.when)}[/]\n\n"
                f"Pass the keyboard to\n\n[b $accent]{render.esc(self.player)}[/]\n\n"
                f"[dim]{'The other player looks' if self.players == 2 else 'Everyone else looks'} away.[/]\n"
                f"{render.esc(self.player)}: press [b]Enter[/] to see your cards.",
                id="curtain-text")
        yield Footer()

    def action_lift(self) -> None:
        self.dismiss(None)
