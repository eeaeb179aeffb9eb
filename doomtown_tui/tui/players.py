"""Per-player panels: stash, influence, control, victory points (three or four seats), debt and piles
on one line, then the hand.

A hand is drawn card by card only for a seat the screen may show (``shown``); otherwise only its
size (on the first line) appears. The hand is a ``CardList``, so the detail panel can show its
cards. ``table_sides`` says which panels go above the board and which below it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.containers import Vertical

from doomtown_tui.tui import render
from doomtown_tui.tui.cardlist import CardList, Item
from doomtown_tui.tui.text import MarkupText

if TYPE_CHECKING:
    from doomtown_tui.engine.view import StateView


def table_sides(seats: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(seats above the board, seats below it): seat 0 at the bottom, the others above in seat order."""
    return tuple(range(1, seats)), (0,)


class HandRow(CardList):
    """The cards of one hand, side by side (wrapping into rows)."""


class PlayerPanel(Vertical):
    """One player's numbers and (when allowed) hand."""

    def __init__(self, seat: int, *, id: str | None = None) -> None:
        super().__init__(id=id, classes=f"player seat-{seat}")
        self.seat = seat

    def compose(self) -> ComposeResult:
        yield MarkupText("", classes="player-line")
        yield HandRow(vertical=False, classes="hand", empty="no cards in hand")

    def show(self, view: StateView, shown: frozenset[int], deciding: int | None, compact: bool = False) -> None:
        from doomtown_tui.engine.view import CardView

        player = view.players[self.seat]
        line = f"[$seat-{self.seat}]\u258c[/]" + render.player_summary(player, view.dealer == self.seat,
                                                                       deciding == self.seat, compact,
                                                                       view.points_to_win)
        self.query_one(".player-line", MarkupText).show(line)
        row = self.query_one(HandRow)
        visible = self.seat in shown
        row.display = visible
        cards = [c for c in player.hand if isinstance(c, CardView)] if visible else []
        row.set_items([Item(c.uid, c.title, render.hand_card_markup(c)) for c in cards])
