"""KeysFooter: Textual's Footer, redrawn only when the keys it shows have changed, and at most once
per frame (a focus change and a key's availability often change together; each would otherwise
rebuild the whole footer)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from textual.widgets import Footer

if TYPE_CHECKING:
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
        self._shown = signature
        await self.recompose()
