"""Fixtures for the app tests: a private data folder (never the real home), fixed sizes, no
agent pauses, and apps built from a seeded config or a scenario position."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from doomtown_tui.tui.app import DoomtownApp
from doomtown_tui.tui.config import GameConfig, SeatConfig

SIZE = (120, 40)
SMALL = (80, 24)


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Saves go to a temporary folder, also for code that reads the environment."""
    folder = tmp_path / "data"
    monkeypatch.setenv("DOOMTOWN_DATA_DIR", str(folder))
    return folder


def hotseat(seed: int = 7, open_hands: bool = False, second: str = "human") -> GameConfig:
    return GameConfig(seats=(SeatConfig("Ada", "law-dogs"), SeatConfig("Bo", "outlaws", second)), seed=seed,
                      open_hands=open_hands)


@pytest.fixture
def make_app(data_dir: Path):
    """``make_app(config=None, session=None)``: an app with no pauses and no background preload."""

    def build(config: GameConfig | None = None, session=None) -> DoomtownApp:
        return DoomtownApp(data_dir=data_dir, start=config, session=session, agent_delay=0, preload=False)

    return build
