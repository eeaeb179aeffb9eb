"""Stand-in card scripts for tests: play a test's games with some scripts or hooks of the rule set
replaced, e.g. a Hex with a known difficulty and no effect in place of a real one; or a window's
ability plays replaced by plain plays the test defines."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pytest

from doomtown_tui.engine import game as game_module
from doomtown_tui.engine import high_noon, windows
from doomtown_tui.engine.ruleset import RuleSet, default_rules
from doomtown_tui.engine.windows import Play


def stand_in_rules(monkeypatch: pytest.MonkeyPatch, **tables: Mapping[str, Any]) -> RuleSet:
    """Every game the test builds from now on (``scenario``, ``Game.new``, replays) is played with the
    box's rule set but these table entries, e.g. ``scripts={code: CardScript(code, (ability,))}``."""
    rules = default_rules().replacing(**tables)
    monkeypatch.setattr(game_module, "default_rules", lambda: rules)
    return rules


def stand_in_plays(monkeypatch: pytest.MonkeyPatch, window: str, provider: Callable[[Any, int], list[Play]]) -> None:
    """Replace the card-ability plays of ``window`` with ``provider(state, player)``'s (option, handler)
    pairs: a stand-in for an ability whose card does not matter to the test."""
    original = windows.plays_for

    def plays_for(state: Any, win: str, player: int) -> list[Play]:
        return list(provider(state, player)) if win == window else original(state, win, player)

    for module in (windows, high_noon):
        monkeypatch.setattr(module, "plays_for", plays_for)
