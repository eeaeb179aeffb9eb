"""The shootout (and Gamblin') panel: posses side by side, shooters, bonuses and draw hands.

During a shootout each side (the Leader's and the Mark's players, in seat order) shows its posse
(the shooter starred, with its stud and draw bonuses; with three or four seats a third party's
dude is marked with its controller's name before it, and the side's title names the players who joined it),
then its draw hand as cards with coloured suits; a hand the screen may not show is
drawn face down until the reveal, after which its name (and any cheatin') is shown. During
Gamblin' the same panel shows every lowball hand; the reveals are repeated under them.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll

from doomtown_tui.tui import render
from doomtown_tui.tui.cardlist import CardList, Item
from doomtown_tui.tui.eventlog import suit_colours
from doomtown_tui.tui.text import MarkupText

if TYPE_CHECKING:
    from doomtown_tui.engine.view import CardView, HiddenCard, StateView


def hand_markup(cards: Sequence[CardView | HiddenCard], visible: bool) -> str:
    """Draw-hand cards as faces; face-down cards as ``[?]``."""
    from doomtown_tui.engine.view import CardView

    if not cards:
        return "[dim]no draw hand[/]"
    faces = []
    for card in cards:
        if isinstance(card, CardView) and visible:
            faces.append(f"[reverse] {render.card_face(card)} [/]")
        else:
            faces.append("[reverse dim] ?? [/]")
    return " ".join(faces)


def current_reveals(view: StateView, events: Sequence[Any]) -> list[Any]:
    """The reveal events of the hands on the table now, each player's latest: a shootout's only while
    its round's hands are revealed (the previous round's are gone once new hands are drawn), Gamblin's
    since the phase began (after identical hands, the tied players' new hands beside the others' kept ones)."""
    so = view.shootout
    if so is not None and not so.hands:
        return []
    if so is None and not any(p.draw_hand for p in view.players):
        return []
    starts = ("shooter",) if so is not None else ("phase",)
    found: list[Any] = []
    shown: set[Any] = set()
    for event in reversed(events):
        if event.kind in starts:
            break
        if event.kind == "reveal" and event.data.get("player") not in shown:
            shown.add(event.data.get("player"))
            found.append(event)
    players = len(view.players) if so is None else 2
    return found[::-1][-players:]


def posses_formed(events: Sequence[Any]) -> bool:
    """Both posses of the running shootout are formed (its "posses formed" line came after its start)."""
    for event in reversed(events):
        if event.kind == "posses_formed":
            return True
        if event.kind in ("shootout", "job", "callout"):
            return False
    return False


def revealed_faces(text: str, name: str) -> str:
    """The cards of a reveal line (``NAME reveals 3\u2665 8\u2666 ...: Pair``) as faces."""
    cards = text.removeprefix(f"{name} reveals ").split(": ", 1)[0].split()
    return " ".join(f"[reverse] {suit_colours(render.esc(card))} [/]" for card in cards)


def hand_titles(cards: Sequence[CardView | HiddenCard], visible: bool) -> str:
    from doomtown_tui.engine.view import CardView

    titles = [c.title for c in cards if isinstance(c, CardView) and visible and c.type != "joker"]
    return render.esc(", ".join(titles))


class PosseColumn(Vertical):
    """One side of the shootout: a title, the posse's dudes, the draw hand and its name."""

    def __init__(self, seat: int, *, id: str | None = None) -> None:
        super().__init__(id=id, classes=f"seat-{seat}")
        self.seat = seat

    def compose(self) -> ComposeResult:
        yield MarkupText("", classes="posse-title")
        yield CardList(classes="posse-dudes")
        yield MarkupText("", classes="draw-hand")
        yield MarkupText("", classes="draw-titles")
        yield MarkupText("", classes="hand-name")

    def show_side(self, title: str, dudes: list[Item], hand: str, titles: str, hand_name: str) -> None:
        """Redraw in place."""
        self.query_one(".posse-title", MarkupText).show(title)
        self.query_one(".draw-hand", MarkupText).show(hand)
        self.query_one(".draw-titles", MarkupText).show(titles)
        self.query_one(".hand-name", MarkupText).show(hand_name)
        box = self.query_one(".posse-dudes", CardList)
        box.set_items(dudes)
        box.display = bool(dudes)


MAX_SEATS = 4


def sides(view: StateView) -> tuple[int, ...]:
    """The seats with a column: a shootout's two sides (in seat order), or every lowball hand's player."""
    so = view.shootout
    if so is None:
        return tuple(range(len(view.players)))
    return tuple(sorted({so.leader_player, so.mark_player}))


def third_party_mark(view: StateView, names: dict[int, str], side: int, controller: int) -> str:
    """``(Ann) `` before a dude of another player than the side's, in that player's colour."""
    if controller == side:
        return ""
    name = names.get(controller, view.players[controller].name)
    return f"[$seat-{controller}]({render.esc(name)})[/] "


class ShootoutPanel(VerticalScroll):
    """Both sides of a shootout or every hand of the Gamblin' lowball."""

    _formed = False

    def compose(self) -> ComposeResult:
        yield MarkupText("", id="shootout-head")
        with Horizontal(id="posses"):
            for seat in range(MAX_SEATS):
                yield PosseColumn(seat, id=f"posse-{seat}")
        yield MarkupText("", id="reveals")

    def show(self, view: StateView, names: dict[int, str], shown: frozenset[int], events: Sequence[Any]) -> None:
        """Both sides, from the view and the game's events (the reveals now on the table, whether
        the posses are formed)."""
        reveals = current_reveals(view, events)
        self._formed = view.shootout is not None and posses_formed(events)
        so = view.shootout
        if so is not None:
            what = "Job" if so.job else "Shootout"
            leader = self._title(view, so.leader)
            mark = self._title(view, so.mark) if so.mark is not None else so.location
            head = (f"[b]{what} at {render.esc(so.location)}[/] \u00b7 round {so.round} \u00b7 "
                    f"{render.esc(leader)} against {render.esc(mark)}")
        else:
            head = f"[b]{render.PHASE_NAMES.get(view.phase, view.phase)}[/]: draw hands"
        self.query_one("#shootout-head", MarkupText).show(head)
        by_seat = {event.data.get("player"): event.text for event in reveals}
        showing = sides(view)
        for column in self.query(PosseColumn):
            column.display = column.seat in showing
        for seat in showing:
            self._show_side(view, names, shown, seat, by_seat.get(seat))
        self.query_one("#reveals", MarkupText).show("\n".join(self._reveal_markup(e.text) for e in reveals))

    @staticmethod
    def _title(view: StateView, uid: int | None) -> str:
        if uid is None:
            return "-"
        try:
            return view.card(uid).title
        except KeyError:
            return "?"

    @staticmethod
    def _reveal_markup(text: str) -> str:
        out = render.esc(text)
        return out.replace("cheatin'!", "[b reverse $error]cheatin'![/]")

    def _show_side(self, view: StateView, names: dict[int, str], shown: frozenset[int], seat: int,
                   revealed: str | None = None) -> None:
        player = view.players[seat]
        so = view.shootout
        title = f"[b $seat-{seat}]{render.esc(names.get(seat, player.name))}[/]"
        allies = [p for p, joined in (so.third_parties if so is not None else ()) if joined == seat]
        if allies:
            title += " [dim]with[/] " + ", ".join(f"[$seat-{p}]{render.esc(names.get(p, view.players[p].name))}[/]"
                                                  for p in allies)
        dudes: list[Item] = []
        posse = next((p for p in so.posses if p.player == seat), None) if so is not None else None
        if posse is not None and not self._formed:
            title += "\n[dim]forming the posse[/]" if posse.dudes else "\n[dim]posse not formed yet[/]"
        elif posse is not None:
            if posse.shooter is not None:
                shooter = self._title(view, posse.shooter)
            else:
                shooter = "not chosen yet" if posse.dudes else "none"
            title += (f"\nshooter: [b]{render.esc(shooter)}[/] \u00b7 stud bonus [b]{posse.stud_bonus}[/]"
                      f" \u00b7 draw bonus [b]{posse.draw_bonus}[/]")
            if not posse.dudes:
                title += "\n[dim]nobody left in the posse[/]"
            for uid in posse.dudes:
                try:
                    dude = view.card(uid)
                except KeyError:
                    continue
                star = "[b $warning]\u2605[/] " if uid == posse.shooter else "  "
                dudes.append(Item(uid, dude.title, star + third_party_mark(view, names, seat, dude.controller)
                                  + render.dude_markup(dude, compact=True)))
        visible = seat in shown or (so is not None and bool(so.hands))
        cards = player.draw_hand
        hand = hand_markup(cards, visible) if cards else ""
        if cards and not visible and revealed is not None:   # e.g. the lowball: revealed, not yet discarded
            hand = revealed_faces(revealed, names.get(seat, player.name))
        titles = hand_titles(cards, visible) if cards else ""
        hand_name = ""
        if so is not None and seat in so.hands:
            hand_name = f"[b]{self._reveal_markup(so.hands[seat])}[/]"
        self.query_one(f"#posse-{seat}", PosseColumn).show_side(
            title, dudes, hand, f"[dim]{titles}[/]" if titles else "", hand_name)
