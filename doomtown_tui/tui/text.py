"""MarkupText: a Static that redraws only when its markup changed, and asks for a layout pass
only when its height changes (a layout pass reflows and repaints most of the screen).

``FixedScroll``: for a scrolling widget whose own size the CSS fixes (the log, the option list),
a change in the size of its content updates its scrollbars and repaints, without the layout pass
Textual asks for by default (``Widget.virtual_size`` is a layout reactive: see Textual's guide on
reactivity, "Refresh and layout").
"""
from __future__ import annotations

from typing import cast

from textual.content import Content
from textual.css.styles import RulesMap
from textual.geometry import Size
from textual.reactive import Reactive
from textual.widget import Widget
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
        content = Content.from_markup(markup)
        fixed = self.styles.height is not None and self.styles.height.is_cells
        relayout = not fixed and self._height_changes(markup, content)
        self._markup = markup
        self.update(content, layout=relayout)

    def _height_changes(self, markup: str, content: Content) -> bool:
        """Does ``content`` take another number of lines than what is shown, at the current width?"""
        width = self.content_region.width
        if width <= 0 or not self.display:
            return may_change_height(self._markup, markup)
        rules = cast(RulesMap, self.styles)   # what Textual itself passes (its annotation names the base map)
        return self.visual.get_height(rules, width) != content.get_height(rules, width)


def may_change_height(old: str, new: str) -> bool:
    """Could ``new`` take a different number of lines than ``old``? (For a widget not laid out
    yet: the line count and length stay about the same.)"""
    if old.count("\n") != new.count("\n"):
        return True
    return abs(len(new) - len(old)) > 6


class FixedScroll:
    """Mix in first (``class Log(FixedScroll, RichLog)``) for a scrolling widget of a fixed size:
    see the module docstring. A scrollbar that appears or goes away still asks for a layout.
    (Not a Widget itself, so the widget keeps its base class's CSS and component classes.)"""

    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False)

    def watch_virtual_size(self, size: Size) -> None:
        widget = cast(Widget, self)
        if widget.is_mounted:
            widget._scroll_update(size)
