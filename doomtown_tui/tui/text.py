"""MarkupText: a Static that redraws only when its markup changed, and asks for a layout pass
only when its height may change (a layout pass repaints most of the screen)."""
from __future__ import annotations

from textual.widgets import Static


class MarkupText(Static):
    """Text from markup; ``show`` skips identical updates."""

    def __init__(self, markup: str = "", *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(markup, id=id, classes=classes)
        self._markup = markup

    @property
    def markup_text(self) -> str:
        return self._markup

    def show(self, markup: str) -> None:
        if markup == self._markup:
            return
        fixed = self.styles.height is not None and self.styles.height.is_cells
        relayout = not fixed and may_change_height(self._markup, markup)
        self._markup = markup
        self.update(markup, layout=relayout)


def may_change_height(old: str, new: str) -> bool:
    """Could ``new`` take a different number of lines than ``old``? (A layout pass repaints
    most of the screen, so it is skipped when the line count and length stay about the same.)"""
    if old.count("\n") != new.count("\n"):
        return True
    return abs(len(new) - len(old)) > 6
