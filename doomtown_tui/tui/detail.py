"""The detail panel: every number of the focused card (now and printed, with the reasons for
each change), its keywords and our rules text."""
from __future__ import annotations

from typing import TYPE_CHECKING

from doomtown_tui.tui import render
from doomtown_tui.tui.text import MarkupText

if TYPE_CHECKING:
    from doomtown_tui.engine.view import StateView

HINT = "[dim]Focus a card (Tab, or click it) to see it here.[/]"


PRIVATE_ZONES = ("hand", "draw_hand", "deck")


def detail_markup(view: StateView, uid: int | None, names: dict[int, str],
                  shown: frozenset[int] = frozenset({0, 1}), compact: bool = False) -> str:
    """Markup for card ``uid`` as ``view`` shows it, or a hint if it is not visible. A card in a
    hand (or unrevealed draw hand) is shown only to a seat in ``shown``."""
    if uid is None:
        return HINT
    if uid == 0:
        controller = view.controllers.get(0)
        who = names.get(controller, "nobody") if controller is not None else "nobody"
        return (f"[b $card-name]Town Square[/]\n[dim]The middle of town, beside every in-town location.[/]\n"
                f"control {render.esc(who)}")
    try:
        card = view.card(uid)
    except KeyError:
        return HINT
    revealed = card.zone == "draw_hand" and view.shootout is not None and bool(view.shootout.hands)
    if card.zone in PRIVATE_ZONES and card.owner not in shown and not revealed:
        return HINT
    titles = {c.uid: c.title for c in view.in_play}
    return render.card_detail(card, names, titles, compact=compact)


class DetailPanel(MarkupText):
    """Shows one card in full, its numbers on one line (``i`` opens it with the numbers as a table);
    a text taller than the panel scrolls (it is never cut)."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(HINT, id=id)

    def show_card(self, view: StateView, uid: int | None, names: dict[int, str],
                  shown: frozenset[int] = frozenset({0, 1})) -> None:
        self.show(detail_markup(view, uid, names, shown, compact=True))
