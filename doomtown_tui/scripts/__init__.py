"""Card scripts: one small module per card, named after the card, registering its abilities.

``load()`` imports every module here once and plugs the ability layer into the rules' play
windows. A card without a module is vanilla (no text) or not yet scripted: ``doomtown cards
--status`` tells which.
"""
from __future__ import annotations

import importlib
import pkgutil

_loaded = False


def load() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    from doomtown_tui.engine import abilities, windows

    for window in ("noon", "shootout", "resolution", "cheatin_resolution"):
        windows.PLAY_PROVIDERS.setdefault(window, []).append(
            lambda state, player, w=window: abilities.ability_plays(state, player, w))
    for module in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{module.name}")
