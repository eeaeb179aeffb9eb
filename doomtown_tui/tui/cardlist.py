"""CardList: several cards drawn by one focusable widget, with a cursor on one of them.

A location (its header and the dudes and attachments there), a hand or a posse is one widget,
not one widget per card: when cards come and go only its text changes, which keeps redraws
cheap. Items are laid out one per line (``vertical``) or side by side, wrapping into rows.

Keys: Tab/Shift+Tab and Up/Down (and Left/Right, side by side) move the cursor card by card,
past the ends to the neighbouring widget (entering a list from below puts the cursor on its last
card); Enter picks the card under the cursor. A line too long for the width wraps, its
continuation indented (nothing is cut). A click moves the cursor there, a double click
picks. The cursor's card is announced with ``CardFocused``; a pick with ``CardPicked``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from textual import events
from textual.binding import Binding, BindingType
from textual.content import Content
from textual.geometry import Size
from textual.screen import Screen
from textual.widget import Widget

from doomtown_tui.tui.messages import CardFocused, CardPicked

GAP = 2      # cells between items side by side
HANG = 4     # indent of a wrapped line's continuation


@dataclass(frozen=True)
class Item:
    """One card in a list: its uid (0 is the Town Square), title, markup, and whether it is dimmed."""

    uid: int
    title: str
    markup: str
    dim: bool = False
    indent: int = 0


class CardList(Widget, can_focus=True):
    """Cards in one widget; see the module docstring."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "pick", "Options for this card", show=True),
        Binding("tab", "move(1)", "Next card", show=False),
        Binding("shift+tab", "move(-1)", "Previous card", show=False),
        Binding("up", "move(-1)", "Previous card", show=False),
        Binding("down", "move(1)", "Next card", show=False),
        Binding("left", "side(-1)", "Previous card", show=False),
        Binding("right", "side(1)", "Next card", show=False),
    ]

    def __init__(self, items: list[Item] | None = None, *, vertical: bool = True, id: str | None = None,
                 classes: str | None = None, empty: str = "") -> None:
        super().__init__(id=id, classes=classes)
        self.vertical = vertical
        self.items: list[Item] = list(items or [])
        self.cursor = 0
        self.empty = empty
        self._contents: list[Content] = []
        self._rows_cache: tuple[int, list[list[int]]] | None = None
        self._build()

    # --- content ----------------------------------------------------------------------------------
    def set_items(self, items: list[Item]) -> None:
        """Show these items; the cursor stays on the same card when it is still there."""
        if items == self.items:
            return
        current = self.items[self.cursor].uid if self.items and self.cursor < len(self.items) else None
        old_height = self._height_for(self.size.width) if self.size.width else None
        self.items = list(items)
        self._build()
        uids = [item.uid for item in self.items]
        self.cursor = uids.index(current) if current in uids else min(self.cursor, max(0, len(uids) - 1))
        new_height = self._height_for(self.size.width) if self.size.width else None
        self.refresh(layout=old_height != new_height or old_height is None)

    def _build(self) -> None:
        self._contents = []
        for item in self.items:
            content = Content.from_markup(item.markup)
            if item.indent:
                content = Content(" " * item.indent) + content
            if item.dim:
                content = content.stylize_before("$booted")
            self._contents.append(content)
        self._rows_cache = None

    @property
    def current(self) -> Item | None:
        return self.items[self.cursor] if self.items and self.cursor < len(self.items) else None

    def uids(self) -> list[int]:
        return [item.uid for item in self.items]

    def select_uid(self, uid: int) -> bool:
        """Put the cursor on ``uid`` if it is here."""
        if uid not in self.uids():
            return False
        self.cursor = self.uids().index(uid)
        self.refresh()
        return True

    # --- layout -----------------------------------------------------------------------------------
    def _rows(self, width: int) -> list[list[int]]:
        """Item indexes per screen row (side by side: as many as fit the width)."""
        if self._rows_cache is not None and self._rows_cache[0] == width:
            return self._rows_cache[1]
        rows: list[list[int]] = []
        if self.vertical:
            for index, content in enumerate(self._contents):
                rows.extend([[index]] * len(wrapped(content, width)))
        else:
            line: list[int] = []
            used = 0
            for index, content in enumerate(self._contents):
                size = content.cell_length
                if line and used + GAP + size > width:
                    rows.append(line)
                    line, used = [], 0
                used += size + (GAP if line else 0)
                line.append(index)
            if line:
                rows.append(line)
        self._rows_cache = (width, rows)
        return rows

    def _height_for(self, width: int) -> int:
        return max(1, len(self._rows(max(1, width))))

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self._height_for(width)

    def render(self) -> Content:
        if not self.items:
            return Content.from_markup(f"[dim]{self.empty}[/]") if self.empty else Content("")
        width = self.content_region.width or self.size.width or 80
        pieces = []
        for index, content in enumerate(self._contents):
            if index == self.cursor and self.has_focus:
                content = content.stylize("reverse")
            pieces.append(content)
        if self.vertical:
            return Content("\n").join(line for piece in pieces for line in wrapped(piece, width))
        lines = [Content(" " * GAP).join(pieces[i] for i in row) for row in self._rows(width)]
        return Content("\n").join(lines)

    def _index_at(self, x: int, y: int) -> int | None:
        rows = self._rows(self.content_region.width or self.size.width or 80)
        if not 0 <= y < len(rows):
            return None
        row = rows[y]
        if self.vertical:
            return row[0]
        used = 0
        for index in row:
            size = self._contents[index].cell_length
            if x < used + size + GAP:
                return index
            used += size + GAP
        return row[-1]

    # --- focus, keys, mouse -----------------------------------------------------------------------
    def _announce(self) -> None:
        item = self.current
        if item is not None:
            self.post_message(CardFocused(item.uid))

    def on_focus(self, _: events.Focus) -> None:
        self.refresh()
        self._announce()

    def on_blur(self, _: events.Blur) -> None:
        self.refresh()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "side":   # Left/Right only move within side-by-side lists
            return not self.vertical
        if action == "pick":   # an app with no options to narrow (the replay viewer) shows no Enter for it
            return bool(getattr(self.app, "CARDS_HAVE_OPTIONS", True))
        return True

    def action_side(self, step: int) -> None:
        self.action_move(step)

    def action_move(self, step: int) -> None:
        target = self.cursor + step
        if not self.items or not 0 <= target < len(self.items):
            focus_step(self.screen, step)
            return
        self.cursor = target
        self.refresh()
        self._announce()

    def action_pick(self) -> None:
        item = self.current
        if item is not None:
            self.post_message(CardPicked(item.uid, item.title))

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        index = self._index_at(offset.x, offset.y)
        if index is None:
            return
        self.cursor = index
        self.focus()
        self.refresh()
        self._announce()
        if event.chain >= 2:
            self.action_pick()


def focus_step(screen: Screen, step: int) -> Widget | None:
    """Focus the next (``step`` > 0) or previous widget, passing over empty card lists; a card list
    entered forwards starts at its first card, backwards at its last."""
    first: Widget | None = None
    while True:
        widget = screen.focus_next() if step > 0 else screen.focus_previous()
        if widget is None or widget is first:
            return widget
        first = first or widget
        if isinstance(widget, CardList):
            if not widget.items:
                continue          # nothing to show there: not a Tab stop
            widget.cursor = 0 if step > 0 else len(widget.items) - 1
            widget.refresh()
        return widget


def wrapped(content: Content, width: int) -> list[Content]:
    """The screen lines of one item: as it is when it fits, else wrapped with its continuation
    lines indented by ``HANG`` cells (an item with line breaks of its own just wraps)."""
    if "\n" in content.plain:
        return content.wrap(max(1, width))
    if content.cell_length <= width or width <= HANG * 2:
        return [content] if content.cell_length <= width else content.wrap(max(1, width))
    lines = content.wrap(width)
    if len(lines) == 1:
        return lines
    first, rest = lines[0], Content(" ").join(lines[1:])
    return [first] + [Content(" " * HANG) + line for line in rest.wrap(width - HANG)]
