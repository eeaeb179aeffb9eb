"""The title screen: New game, Continue (the autosave), Load, Scores (solo games), Help, Quit."""
from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

BANNER = r"""
 ___   ___   ___  __  __ _____ _____      ___  _
|   \ / _ \ / _ \|  \/  |_   _/ _ \ \    / / \| |
| |) | (_) | (_) | |\/| | | || (_) \ \/\/ /| .` |
|___/ \___/ \___/|_|  |_| |_| \___/ \_/\_/ |_|\_|
"""


class TitleScreen(Screen[None]):
    """The menu the app opens on."""

    CSS_PATH = "title.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "app.new_game", "New game", id="new"),
        Binding("c", "app.continue_game", "Continue", id="continue"),
        Binding("l", "app.load", "Load", id="load"),
        Binding("s", "app.scores", "Scores", id="scores"),
        Binding("question_mark,h,f1", "app.help", "Help", id="help"),
        Binding("q", "app.quit", "Quit", id="quit"),
    ]

    def __init__(self, can_continue: bool, note: str = "") -> None:
        super().__init__()
        self.can_continue = can_continue
        self.note = note

    def compose(self) -> ComposeResult:
        with Vertical(id="title-box"):
            yield Static(BANNER, id="banner")
            yield Static("[b]Weird West Edition[/] \u00b7 in the terminal", id="subtitle")
            with Center():
                yield OptionList(
                    Option("[b]N[/]ew game", id="new"),
                    Option("[b]C[/]ontinue" + ("" if self.can_continue else "  [dim](no autosave)[/]"), id="continue",
                           disabled=not self.can_continue),
                    Option("[b]L[/]oad a saved game", id="load"),
                    Option("[b]S[/]cores against the Automaton", id="scores"),
                    Option("[b]H[/]elp", id="help"),
                    Option("[b]Q[/]uit", id="quit"),
                    id="menu",
                )
            yield Static(self.note, id="title-note")
        yield Footer()

    def on_mount(self) -> None:
        menu = self.query_one("#menu", OptionList)
        menu.focus()
        menu.highlighted = 1 if self.can_continue else 0   # an item is always highlighted

    def set_note(self, text: str) -> None:
        self.note = text
        self.query_one("#title-note", Static).update(text)

    @on(OptionList.OptionSelected, "#menu")
    async def _chosen(self, event: OptionList.OptionSelected) -> None:
        """Enter or a click on an item does what its letter does (``run_action`` is a coroutine)."""
        action = {"new": "new_game", "continue": "continue_game", "load": "load", "scores": "scores",
                  "help": "help", "quit": "quit"}[event.option.id or "quit"]
        await self.run_action(f"app.{action}")
