"""Import hygiene: the engine never imports Textual, and opening the app does not load the
engine (the title screen must come up fast); checked in fresh interpreters."""
from __future__ import annotations

import subprocess
import sys


def modules_after(statement: str) -> set[str]:
    code = f"import sys; {statement}; print('\\n'.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    return set(out.split())


def test_the_engine_does_not_import_textual() -> None:
    loaded = modules_after("import doomtown_tui.engine, doomtown_tui.engine.game, doomtown_tui.engine.agents")
    assert not any(m == "textual" or m.startswith("textual.") for m in loaded)


def test_the_app_module_does_not_load_the_engine_or_the_game_screens() -> None:
    loaded = modules_after("import doomtown_tui.tui.app")
    heavy = {"doomtown_tui.engine", "doomtown_tui.catalog", "pydantic", "doomtown_tui.tui.table",
             "doomtown_tui.automaton", "doomtown_tui.agents"}
    assert not heavy & loaded, heavy & loaded


def test_the_scores_screen_and_the_new_game_form_do_not_load_the_engine() -> None:
    loaded = modules_after("import doomtown_tui.tui.scoreboard, doomtown_tui.tui.newgame, doomtown_tui.tui.scores, "
                           "doomtown_tui.tui.solo, doomtown_tui.tui.config")
    heavy = {"doomtown_tui.engine", "doomtown_tui.catalog", "pydantic", "doomtown_tui.automaton", "doomtown_tui.agents"}
    assert not heavy & loaded, heavy & loaded
