"""Small modal dialogs: confirm, save as, load, a card in full, the whole log, the piles.

Each is a typed ``ModalScreen[T]``: it dismisses with its result (``bool``, a name, a path or
``None``) and Escape always cancels.
"""
from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Footer, Input, OptionList, Static
from textual.widgets.option_list import Option

from doomtown_tui.tui import render

if TYPE_CHECKING:
    from doomtown_tui.engine.view import StateView
    from doomtown_tui.tui.saves import SaveStore


class Dialog(ModalScreen):
    """Shared look and the Escape key."""

    CSS_PATH = "dialogs.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Close", id="close")]

    def action_cancel(self) -> None:
        self.dismiss(None)


class ConfirmDialog(Dialog):
    """Yes or no. Dismisses with True for yes (Enter or y), False for no (Escape or n)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "Yes", show=False), Binding("n", "answer(False)", "No", show=False),
    ]

    def __init__(self, question: str, yes: str = "Yes", no: str = "No") -> None:
        super().__init__()
        self.question = question
        self.yes_label = yes
        self.no_label = no

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(render.esc(self.question), classes="question")
            with Horizontal(classes="buttons"):
                yield Button(self.yes_label, id="yes", variant="primary")
                yield Button(self.no_label, id="no")

    def on_mount(self) -> None:
        self.query_one("#yes", Button).focus()

    def action_answer(self, value: bool) -> None:
        self.dismiss(value)

    def action_cancel(self) -> None:
        self.dismiss(False)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")


class MessageDialog(Dialog):
    """A message to read and close."""

    def __init__(self, title: str, text: str) -> None:
        super().__init__()
        self.title_text = title
        self.text = text

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(f"[b]{render.esc(self.title_text)}[/]", classes="dialog-title")
            yield Static(render.esc(self.text), classes="question")
            with Horizontal(classes="buttons"):
                yield Button("OK", id="ok", variant="primary")

    def on_mount(self) -> None:
        self.query_one("#ok", Button).focus()

    @on(Button.Pressed)
    def _pressed(self) -> None:
        self.dismiss(None)


class SaveDialog(Dialog):
    """Asks for a save name (or a path). Dismisses with the text, or None."""

    def __init__(self, default: str) -> None:
        super().__init__()
        self.default = default

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static("[b]Save as[/]\nA name (kept in the saves folder) or a file path. Enter saves.",
                         classes="question")
            yield Input(self.default, id="name")
            with Horizontal(classes="buttons"):
                yield Button("Save", id="save", variant="primary")
                yield Button("Cancel", id="cancel")

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        self.dismiss(event.value.strip() or None)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "save":
            self.dismiss(self.query_one("#name", Input).value.strip() or None)
        else:
            self.dismiss(None)


class LoadDialog(Dialog):
    """Pick a save from the list, or type a path. Dismisses with a Path, or None."""

    def __init__(self, saves: Sequence[Path], store: SaveStore | None = None) -> None:
        super().__init__()
        self.saves = list(saves)
        self.store = store

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide"):
            yield Static("[b]Load a game[/]\nChoose a save with the arrows and Enter, or type a path below.",
                         classes="question")
            options = [Option(render.esc(self._line(p)), id=str(i)) for i, p in enumerate(self.saves)]
            if not options:
                options = [Option("[dim]no saves yet[/]", disabled=True)]
            yield OptionList(*options, id="saves")
            yield Input(placeholder="or a path to a save file, then Enter", id="path")

    def _line(self, path: Path) -> str:
        """The save's name (the autosaves by what they are), its day and when it was written."""
        if self.store is None:
            return f"{path.stem}  ({path.parent})"
        return self.store.describe(path).line()

    @on(OptionList.OptionSelected, "#saves")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:
            self.dismiss(self.saves[int(event.option.id)])

    @on(Input.Submitted, "#path")
    def _typed(self, event: Input.Submitted) -> None:
        if event.value.strip():
            self.dismiss(Path(event.value.strip()).expanduser())


class CardDialog(Dialog):
    """One card in full (the same text as the detail panel)."""

    def __init__(self, content: str) -> None:
        super().__init__()
        self.content = content

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog wide"):
            yield Static(self.content)
        yield Footer()


class LogDialog(Dialog):
    """The whole event log, scrollable, with the agents' reasons (``notes``) where they belong."""

    def __init__(self, events: Sequence, notes: Sequence = ()) -> None:
        super().__init__()
        self.events = events
        self.notes = notes

    def compose(self) -> ComposeResult:
        from doomtown_tui.tui.eventlog import EventLog

        with Vertical(classes="dialog full"):
            yield Static("[b]Event log[/]  [dim]arrows / Page Up / Page Down scroll; Escape closes[/]")
            yield EventLog(id="full-log")
        yield Footer()

    def on_mount(self) -> None:
        from doomtown_tui.tui.eventlog import EventLog

        log = self.query_one(EventLog)
        log.show(self.events, self.notes)
        log.focus()


class PileDialog(Dialog):
    """Both players' discard piles and Boot Hills; the highlighted card is shown in full."""

    def __init__(self, view: StateView, names: dict[int, str]) -> None:
        super().__init__()
        self.view = view
        self.names = names

    def compose(self) -> ComposeResult:
        rows: list[Option] = []
        for seat, player in enumerate(self.view.players):
            for label, pile in (("discard pile", player.discard), ("Boot Hill", player.boot_hill)):
                rows.append(Option(f"[b]{render.esc(self.names.get(seat, player.name))}: {label} ({len(pile)})[/]",
                                   disabled=True))
                for card in reversed(pile):   # the top of the pile first
                    rows.append(Option(f"  {render.card_face(card)} {render.esc(card.title)}", id=str(card.uid)))
        with Horizontal(classes="dialog full"):
            yield OptionList(*rows, id="pile-list")
            with VerticalScroll(id="pile-detail"):
                yield Static("[dim]Highlight a card to read it.[/]", id="pile-card")
        yield Footer()

    @on(OptionList.OptionHighlighted, "#pile-list")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option.id is None:
            return
        uid = int(event.option.id)
        try:
            card = self.view.card(uid)
        except KeyError:
            return
        titles = {c.uid: c.title for c in self.view.in_play}
        detail = self.query_one("#pile-card", Static)
        detail.update(render.card_detail(card, self.names, titles))
        # the list highlights its first card as the dialog opens, before the first layout: size the text again
        # once laid out, or it keeps the one line the placeholder had
        self.call_after_refresh(detail.refresh, layout=True)
