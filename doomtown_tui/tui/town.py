"""The town: every player's street (homes and deeds in order), the Town Square, Out of Town.

``TownView.show(view, names)`` lays the locations out from a StateView. Every location is one
header line (title, then its numbers in short form: see ``render.location_short``) and one line
per dude there (``render.dude_line``), each attachment on its own line under its host. Each
location is one focusable ``CardList`` (a cursor picks a card in it): when cards come, go or
change, only its text changes; a new or lost location rebuilds the town.

Wide terminals show the whole town at once in one column per player (with two, the one at the
top of the screen on the left; with three or four, seat order): each street top to bottom in
street order, then the Town Square with that player's dudes in it, then that player's Out of
Town deeds; every home is next to the Town Square, so the streets meet in the square's row.
Narrow terminals (the ``-compact`` class) stack everything in one column (the first street, the
Town Square, then the other streets) and keep the deciding player's home and the
locations the highlighted option names scrolled into view (``keep_in_view``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widget import Widget
from textual.widgets import Static

from doomtown_tui.tui import render
from doomtown_tui.tui.cardlist import CardList, Item
from doomtown_tui.tui.text import MarkupText

if TYPE_CHECKING:
    from doomtown_tui.engine.view import CardView, StateView

TOWN_SQUARE = 0


def town_seats(count: int) -> tuple[int, ...]:
    """The order of the streets: with two, the player shown at the top of the screen first (left
    column when wide); with more, seat order."""
    return (1, 0) if count == 2 else tuple(range(count))


@dataclass
class LocationPlan:
    key: str
    uid: int
    chips: list[Item] = field(default_factory=list)
    empty: str = ""


@dataclass
class ColumnPlan:
    label: str
    seat: int | None
    locations: list[LocationPlan] = field(default_factory=list)


@dataclass
class RowPlan:
    key: str
    label: str
    columns: list[ColumnPlan] = field(default_factory=list)


def _seat_mark(seat: int) -> str:
    return f"[$seat-{seat}]\u258c[/]"


def square_control(view: StateView, names: dict[int, str]) -> str:
    """``ctrl NAME`` (or ``ctrl nobody``) for the Town Square."""
    controller = view.controllers.get(TOWN_SQUARE)
    who = names.get(controller, "nobody") if controller is not None else "nobody"
    return f"ctrl {render.esc(who)}"


def plan_town(view: StateView, names: dict[int, str], compact: bool) -> list[RowPlan]:
    """The rows of the town as data: what every line shows, in order."""
    seats = town_seats(len(view.players))
    by_uid = {c.uid: c for c in view.in_play}
    location_uid: dict[str, int] = {}
    for uid, name in view.locations:
        location_uid.setdefault(name, uid)
    dudes_at: dict[int, list[CardView]] = {}
    for card in view.in_play:
        if card.type == "dude" and card.location is not None and card.attached_to is None:
            where = card.location_uid if card.location_uid is not None else location_uid.get(card.location,
                                                                                              TOWN_SQUARE)
            dudes_at.setdefault(where, []).append(card)

    def attachments(card: CardView) -> list[Item]:
        out = []
        for att_uid in card.attachments:
            att = by_uid.get(att_uid)
            if att is not None:
                out.append(Item(att.uid, att.title, "[dim]" + render.attachment_short(att) + "[/]", indent=3))
        return out

    def dudes(uid: int, seat: int | None) -> list[Item]:
        out: list[Item] = []
        for dude in sorted(dudes_at.get(uid, []), key=lambda d: (d.controller != seats[0], d.uid)):
            if seat is not None and dude.controller != seat:
                continue
            out.append(Item(dude.uid, dude.title, " " + _seat_mark(dude.controller) + render.dude_line(dude)))
            out.extend(attachments(dude))
        return out

    def location(uid: int) -> LocationPlan:
        plan = LocationPlan(str(uid), uid)
        deed = by_uid.get(uid)
        if deed is None:
            return plan
        controller = view.controllers.get(uid)
        numbers = render.location_short(deed, names.get(controller) if controller is not None else None,
                                        deed.owner, controller)
        head = f"{_seat_mark(deed.owner)}[b u]{render.esc(deed.title)}[/] [dim]{numbers}[/]"
        plan.chips.append(Item(uid, deed.title, head))
        plan.chips.extend(attachments(deed))
        plan.chips.extend(dudes(uid, None))
        return plan

    def street(seat: int) -> list[LocationPlan]:
        return [location(uid) for uid in view.players[seat].street_uids]

    def out_of_town(seat: int) -> list[LocationPlan]:
        return [location(uid) for uid in view.players[seat].out_of_town_uids]

    control = square_control(view, names)
    if compact:
        rows = []
        for seat in seats:
            rows.append(RowPlan(f"street-{seat}", "", [ColumnPlan(f"{view.players[seat].name}'s street", seat,
                                                                  street(seat))]))
            if seat == seats[0]:
                plan = LocationPlan(str(TOWN_SQUARE), TOWN_SQUARE,
                                    [Item(TOWN_SQUARE, "Town Square", f"[b u]Town Square[/] [dim]{control}[/]")])
                plan.chips.extend(dudes(TOWN_SQUARE, None))
                rows.append(RowPlan("square", "", [ColumnPlan("", None, [plan])]))
        away = [loc for seat in seats for loc in out_of_town(seat)]
        if away:
            rows.append(RowPlan("out", "", [ColumnPlan("Out of Town", None, away)]))
        return rows
    rows = [RowPlan("streets", "", [ColumnPlan(f"{view.players[seat].name}'s street", seat, street(seat))
                                    for seat in seats])]
    rows.append(RowPlan("square", f"Town Square \u00b7 {control}", [
        ColumnPlan("", seat, [LocationPlan(f"square-{seat}", TOWN_SQUARE, dudes(TOWN_SQUARE, seat),
                                           empty=f"none of {render.esc(view.players[seat].name)}'s dudes")])
        for seat in seats]))
    if any(view.players[seat].out_of_town_uids for seat in seats):
        rows.append(RowPlan("out", "Out of Town", [ColumnPlan("", seat, out_of_town(seat)) for seat in seats]))
    return rows


def _frame(rows: list[RowPlan]) -> tuple:
    """Rows and columns, without the locations in them (nor the rows' label texts)."""
    return tuple((row.key, bool(row.label), tuple(col.label for col in row.columns)) for row in rows)


def _skeleton(rows: list[RowPlan]) -> tuple:
    """Rows, columns and their locations, without the cards at them."""
    return tuple((row.key, row.label, tuple((col.label, tuple(loc.key for loc in col.locations))
                                            for col in row.columns)) for row in rows)


class LocationBox(CardList):
    """One location and everything at it, in one widget."""

    def __init__(self, uid: int, items: list[Item], key: str = "", empty: str = "") -> None:
        super().__init__(items, classes="location" + (" square" if uid == TOWN_SQUARE else ""), empty=empty)
        self.uid = uid
        self.key = key or str(uid)


class Street(Horizontal):
    """A row of the town: its columns side by side (one column when compact)."""


class TownColumn(Vertical):
    """One player's side of a row (or the whole row when compact)."""


class TownView(VerticalScroll, can_focus=False):
    """The whole town, redrawn from each new view: the locations' texts change in place, and
    only a location that appears or goes away rebuilds the town."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._skeleton: tuple | None = None
        self._frame: tuple | None = None
        self._boxes: dict[str, LocationBox] = {}
        self._labels: dict[str, MarkupText] = {}
        self._columns: dict[tuple[str, int], TownColumn] = {}
        self.compact = False
        self._unplaced: list[int] | None = None   # asked to keep in view before the town was laid out

    def show(self, view: StateView, names: dict[int, str], compact: bool | None = None) -> None:
        """Draw the town of ``view``."""
        if compact is not None and compact != self.compact:
            self.compact = compact
            self.set_class(compact, "-compact")
        rows = plan_town(view, names, self.compact)
        skeleton = _skeleton(rows)
        if skeleton != self._skeleton:
            if self._skeleton is None or _frame(rows) != self._frame or not self._relocate(rows):
                self._rebuild(rows)
            self._skeleton = skeleton
            self._frame = _frame(rows)
            return
        for row in rows:
            if row.label:
                self._labels[row.key].show(row.label)
            for col in row.columns:
                for loc in col.locations:
                    self._boxes[loc.key].set_items(loc.chips)

    def _relocate(self, rows: list[RowPlan]) -> bool:
        """The same rows and columns with locations come or gone: mount and remove only those
        location boxes (rebuilding the town mounts and styles every widget in it again). False
        when a column cannot be updated that way (its locations changed order)."""
        plans = [(self._columns[row.key, index], col) for row in rows for index, col in enumerate(row.columns)]
        for column, col in plans:
            keys = [loc.key for loc in col.locations]
            boxes = [child for child in column.children if isinstance(child, LocationBox)]
            staying = [box.key for box in boxes if box.key in keys]
            if staying != [key for key in keys if key in staying]:
                return False
        for row in rows:
            if row.label:
                self._labels[row.key].show(row.label)
        for column, col in plans:   # first every location gone from its column, then the new ones
            wanted = {loc.key for loc in col.locations}
            for box in [child for child in column.children if isinstance(child, LocationBox)]:
                if box.key not in wanted:
                    if self._boxes.get(box.key) is box:
                        del self._boxes[box.key]
                    box.remove()
        for column, col in plans:
            previous: Widget | None = next((c for c in column.children if not isinstance(c, LocationBox)), None)
            for loc in col.locations:
                found = self._boxes.get(loc.key)
                if found is not None and found.parent is column:
                    found.set_items(loc.chips)
                    box = found
                else:
                    box = LocationBox(loc.uid, loc.chips, loc.key, loc.empty)
                    self._boxes[loc.key] = box
                    if previous is None:
                        column.mount(box, before=0)
                    else:
                        column.mount(box, after=previous)
                previous = box
        self._boxes = {loc.key: self._boxes[loc.key] for row in rows for col in row.columns for loc in col.locations}
        return True

    def _rebuild(self, rows: list[RowPlan]) -> None:
        focused = self.app.focused
        refocus = (focused.key, focused.current.uid if focused.current else None) \
            if isinstance(focused, LocationBox) and focused in self._boxes.values() else None
        self._boxes = {}
        self._labels = {}
        self._columns = {}
        widgets: list[Widget] = []
        for row in rows:
            if row.label:
                label = MarkupText(row.label, classes=f"row-label row-{row.key}")
                self._labels[row.key] = label
                widgets.append(label)
            columns = []
            for index, col in enumerate(row.columns):
                parts: list[Widget] = []
                if col.label:
                    parts.append(Static(render.esc(col.label), classes="column-label"))
                for loc in col.locations:
                    box = LocationBox(loc.uid, loc.chips, loc.key, loc.empty)
                    self._boxes[loc.key] = box
                    parts.append(box)
                seat = f" seat-{col.seat}" if col.seat is not None else ""
                gap = " gap" if index < len(row.columns) - 1 else ""
                column = TownColumn(*parts, classes="town-column" + seat + gap)
                self._columns[row.key, index] = column
                columns.append(column)
            widgets.append(Street(*columns, classes=f"street {row.key}"))
        with self.app.batch_update():
            self.remove_children()
            self.mount_all(widgets)
        if refocus is not None and refocus[0] in self._boxes:
            box = self._boxes[refocus[0]]
            if refocus[1] is not None:
                box.select_uid(refocus[1])
            self.call_after_refresh(box.focus)

    def on_resize(self) -> None:
        """The town got its size (or a new one): place what was asked for before."""
        if self._unplaced is not None:
            self.call_after_refresh(self.keep_in_view, self._unplaced)

    def boxes(self) -> list[LocationBox]:
        """Every location widget, in screen order."""
        return list(self._boxes.values())

    def box_with(self, uid: int) -> LocationBox | None:
        """The location widget showing card ``uid``."""
        return next((box for box in self._boxes.values() if uid in box.uids()), None)

    def keep_in_view(self, uids: list[int]) -> None:
        """Scroll so the locations showing these cards are in view (the first ones first: when
        they do not all fit, the first one given stays on screen). Asked before the town is laid
        out (its first drawing), it does so once the town has its size."""
        boxes = [box for box in (self.box_with(uid) for uid in uids) if box is not None]
        self._unplaced = list(uids) if boxes and self.max_scroll_y <= 0 else None
        if not boxes or self.max_scroll_y <= 0:
            return
        origin = self.scrollable_content_region.y - round(self.scroll_y)   # screen row of the town's row 0
        spans = [(box.region.y - origin, box.region.bottom - origin) for box in boxes]
        top = min(a for a, _ in spans)
        bottom = max(b for _, b in spans)
        height = self.scrollable_content_region.height
        first = spans[0]
        if bottom - top > height:   # not everything fits: the first location, and as much after it
            top, bottom = first[0], min(first[1], first[0] + height)
        if top >= self.scroll_y and bottom <= self.scroll_y + height:
            return
        target = top if top < self.scroll_y else bottom - height
        self.scroll_to(y=max(0, target), animate=False, immediate=True)
