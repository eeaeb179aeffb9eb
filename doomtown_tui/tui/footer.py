"""KeysFooter: Textual's Footer, redrawn only when the keys it shows have changed, and at most once
per frame (a focus change and a key's availability often change together; each would otherwise
rebuild the whole footer).

A change updates the keys in place: a key that stays keeps its widget (its enabled look and
tooltip are set on it), a key that goes is removed and a new one is mounted where it belongs.
Rebuilding the whole footer (``recompose``) mounts and styles every key again, which costs more
than the rest of a key press's redraw; it is left for the first draw and for grouped keys.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from textual.widgets import Footer
from textual.widgets._footer import FooterKey

if TYPE_CHECKING:
    from textual.binding import Binding
    from textual.screen import Screen

Signature = tuple[tuple[str, str, bool, str, str], ...]


class KeysFooter(Footer):
    """The footer of the game screen; see the module docstring."""

    def __init__(self) -> None:
        super().__init__()
        self._queued = False
        self._shown: Signature | None = None

    def bindings_changed(self, screen: Screen) -> None:
        self._bindings_ready = True
        if not screen.app.app_focus:
            return
        if self.is_attached and screen is self.screen and not self._queued:
            self._queued = True
            self.call_after_refresh(self._redraw_keys)

    def _shown_bindings(self) -> list[tuple[Binding, bool, str]]:
        """What Textual's Footer shows: one entry per action, in the order of the active bindings."""
        by_action: dict[str, tuple[Binding, bool, str]] = {}
        for _, binding, enabled, tooltip in self.screen.active_bindings.values():
            if binding.show:
                by_action.setdefault(binding.action, (binding, enabled, tooltip))
        return list(by_action.values())

    def _signature(self) -> Signature:
        return tuple((key, binding.description, enabled, tooltip, str(getattr(binding, "group", "")))
                     for key, (_, binding, enabled, tooltip) in self.screen.active_bindings.items() if binding.show)

    async def _redraw_keys(self) -> None:
        self._queued = False
        if not self.is_attached:
            return
        signature = self._signature()
        if signature == self._shown:
            return
        first = self._shown is None
        self._shown = signature
        if first or not self._update_in_place():
            await self.recompose()

    def _update_in_place(self) -> bool:
        """Bring the shown keys up to date without rebuilding the footer; False when it cannot
        (grouped keys, or keys that would change order)."""
        wanted = self._shown_bindings()
        if any(binding.group is not None for binding, _, _ in wanted):
            return False
        keys = [child for child in self.children if isinstance(child, FooterKey)
                and not child.has_class("-command-palette")]
        if len(keys) != len(self.children) - sum(1 for c in self.children if c.has_class("-command-palette")):
            return False   # something else in the footer (a group's label): rebuild
        have = {(k.key, k.description, k.action): k for k in keys}
        want_ids = [(binding.key, binding.description, binding.action) for binding, _, _ in wanted]
        kept = [k for k in keys if (k.key, k.description, k.action) in set(want_ids)]
        if [(k.key, k.description, k.action) for k in kept] != [i for i in want_ids if i in have]:
            return False
        for key in keys:
            if key not in kept:
                key.remove()
        previous: FooterKey | None = None
        for (binding, enabled, tooltip), wanted_id in zip(wanted, want_ids, strict=True):
            widget = have.get(wanted_id)
            if widget is None:
                widget = FooterKey(binding.key, self.app.get_key_display(binding), binding.description,
                                   binding.action, disabled=not enabled, tooltip=tooltip)
                widget.data_bind(compact=Footer.compact)
                if previous is not None:
                    self.mount(widget, after=previous)
                else:
                    self.mount(widget, before=0)
            else:
                if widget._disabled != (not enabled):
                    widget._disabled = not enabled
                    widget.set_class(not enabled, "-disabled")
                if (widget.tooltip or "") != (tooltip or ""):
                    widget.tooltip = tooltip or None
            previous = widget
        return True
