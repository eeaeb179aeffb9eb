"""The town: both streets (homes and deeds in order), the Town Square between, Out of Town apart.

``TownView.show(view, names)`` lays the locations out from a StateView. Each location lists its
owner, controller, production and control points, then the dudes there with their numbers and
attachments. Each location is one focusable ``CardList`` (a cursor picks a card in it): when cards come,
go or change, only its text changes; a new or lost location rebuilds the town.

Wide terminals lay each street out left to right; narrow ones (the ``-compact`` class) stack the
locations and draw each dude on one line.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from textual.containers import Horizontal, VerticalScroll
from textual.widget import Widget
from textual.widgets import Static

from doomtown_tui.tui import render
from doomtown_tui.tui.cardlist import CardList, Item

if TYPE_CHECKING:
    from doomtown_tui.engine.view import CardView, StateView

TOWN_SQUARE = 0


@dataclass
class LocationPlan:
    uid: int
    chips: list[Item] = field(default_factory=list)


@dataclass
class RowPlan:
    key: str
    label: str
    locations: list[LocationPlan] = field(default_factory=list)


def _seat_mark(seat: int) -> str:
    return f"[$seat-{seat}]\u258c[/]"


def plan_town(view: StateView, names: dict[int, str], compact: bool) -> list[RowPlan]:
    """The rows of the town as data: what every chip shows, in order."""
    by_uid = {c.uid: c for c in view.in_play}
    location_uid: dict[str, int] = {}
    for uid, name in view.locations:
        location_uid.setdefault(name, uid)
    dudes_at: dict[int, list[CardView]] = {}
    for card in view.in_play:
        if card.type == "dude" and card.location is not None and card.attached_to is None:
            dudes_at.setdefault(location_uid.get(card.location, TOWN_SQUARE), []).append(card)

    def attachments(card: CardView) -> list[Item]:
        out = []
        for att_uid in card.attachments:
            att = by_uid.get(att_uid)
            if att is not None:
                out.append(Item(att.uid, att.title, "[dim]" + render.attachment_markup(att) + "[/]", indent=2))
        return out

    def location(uid: int) -> LocationPlan:
        plan = LocationPlan(uid)
        if uid == TOWN_SQUARE:
            controller = view.controllers.get(TOWN_SQUARE)
            who = names.get(controller, "nobody") if controller is not None else "nobody"
            sep = "  " if compact else "\n "
            plan.chips.append(Item(0, "Town Square", f"[b u]Town Square[/]{sep}[dim]control {render.esc(who)}[/]"))
        else:
            deed = by_uid.get(uid)
            if deed is None:
                return plan
            controller = view.controllers.get(uid)
            line = render.deed_line(deed, names.get(deed.owner, "?"),
                                    names.get(controller) if controller is not None else None)
            sep = "  " if compact else "\n "
            head = f"{_seat_mark(deed.owner)}[b u]{render.esc(deed.title)}[/]{sep}[dim]{line}[/]"
            plan.chips.append(Item(uid, deed.title, head))
            plan.chips.extend(attachments(deed))
        for dude in sorted(dudes_at.get(uid, []), key=lambda d: (d.controller, d.uid)):
            markup = _seat_mark(dude.controller) + render.dude_markup(dude, compact)
            if not compact:
                markup = markup.replace("\n", "\n ")
            plan.chips.append(Item(dude.uid, dude.title, markup))
            plan.chips.extend(attachments(dude))
        return plan

    rows: list[RowPlan] = []
    for seat in (1, 0):
        player = view.players[seat]
        rows.append(RowPlan(f"street-{seat}", f"{player.name}'s street",
                            [location(uid) for uid in player.street_uids]))
        if seat == 1:
            rows.append(RowPlan("square", "", [location(TOWN_SQUARE)]))
    out_of_town = [location(uid) for seat in (0, 1) for uid in view.players[seat].out_of_town_uids]
    if out_of_town:
        rows.append(RowPlan("out", "Out of Town", out_of_town))
    return rows


def _skeleton(rows: list[RowPlan]) -> tuple:
    """Rows and their locations, without the cards at them."""
    return tuple((row.key, row.label, tuple(loc.uid for loc in row.locations)) for row in rows)


class LocationBox(CardList):
    """One location and everything at it, in one widget."""

    def __init__(self, uid: int, items: list[Item]) -> None:
        super().__init__(items, classes="location" + (" square" if uid == TOWN_SQUARE else ""))
        self.uid = uid


class Street(Horizontal):
    """A row of locations, left to right; they share the width (stacked when compact)."""


class TownView(VerticalScroll, can_focus=False):
    """The whole town, redrawn from each new view: the locations' texts change in place, and
    only a location that appears or goes away rebuilds the town."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._skeleton: tuple | None = None
        self._boxes: dict[int, LocationBox] = {}
        self.compact = False

    def show(self, view: StateView, names: dict[int, str], compact: bool | None = None) -> None:
        """Draw the town of ``view``."""
        if compact is not None and compact != self.compact:
            self.compact = compact
            self.set_class(compact, "-compact")
        rows = plan_town(view, names, self.compact)
        skeleton = _skeleton(rows)
        if skeleton != self._skeleton:
            self._rebuild(rows)
            self._skeleton = skeleton
            return
        for row in rows:
            for loc in row.locations:
                self._boxes[loc.uid].set_items(loc.chips)

    def _rebuild(self, rows: list[RowPlan]) -> None:
        focused = self.app.focused
        refocus = (focused.uid, focused.current.uid if focused.current else None) \
            if isinstance(focused, LocationBox) and focused in self._boxes.values() else None
        self._boxes = {}
        widgets: list[Widget] = []
        for row in rows:
            if row.label:
                widgets.append(Static(row.label, classes=f"row-label row-{row.key}"))
            boxes = []
            for loc in row.locations:
                box = LocationBox(loc.uid, loc.chips)
                self._boxes[loc.uid] = box
                boxes.append(box)
            widgets.append(Street(*boxes, classes=f"street {row.key}"))
        with self.app.batch_update():
            self.remove_children()
            self.mount_all(widgets)
        if refocus is not None and refocus[0] in self._boxes:
            box = self._boxes[refocus[0]]
            if refocus[1] is not None:
                box.select_uid(refocus[1])
            self.call_after_refresh(box.focus)

    def box_with(self, uid: int) -> LocationBox | None:
        """The location widget showing card ``uid``."""
        return next((box for box in self._boxes.values() if uid in box.uids()), None)
