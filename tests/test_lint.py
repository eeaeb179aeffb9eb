"""The tools that hold the line, run with the tests (so CI runs them): the layer contracts of
``pyproject.toml`` (import-linter: no import circles, the engine never imports the card scripts, the
app or the Automaton), ruff over the package and mypy over the engine, the Automaton, the scenarios, the app
and the command-line tools (``[tool.mypy] files``; the card scripts are not typed yet)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from importlinter.cli import lint_imports

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, check=False)


def test_the_layer_contracts_are_kept(monkeypatch):
    monkeypatch.chdir(ROOT)
    assert lint_imports(config_filename=str(ROOT / "pyproject.toml"), no_cache=True, no_logo=True) == 0


def test_ruff_finds_nothing_in_the_package_and_the_tests():
    result = _run("ruff", "check", "doomtown_tui", "tests", "benchmarks")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_finds_nothing_in_the_engine_the_automaton_the_scenarios_and_the_app():
    result = _run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr
