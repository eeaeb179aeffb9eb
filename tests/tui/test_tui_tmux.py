"""The README's run command in a real terminal: ``doomtown`` in tmux shows the title screen,
and ``q`` quits it. (The deadline below only stops a hung run; nothing is timed.)"""
from __future__ import annotations

import shlex
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

DEADLINE = 120.0


def doomtown_command() -> str:
    found = shutil.which("doomtown") or str(Path(sys.executable).parent / "doomtown")
    if not Path(found).exists():
        pytest.fail("the `doomtown` command is not installed: run `pip install -e .[test]` as the README says")
    return found


def capture(tmux: list[str], session: str) -> str:
    return subprocess.run([*tmux, "capture-pane", "-p", "-t", session], capture_output=True, text=True).stdout


def test_readme_command_shows_the_title_screen_in_tmux(tmp_path: Path) -> None:
    if shutil.which("tmux") is None:
        pytest.fail("tmux is needed for this test: install it (apt-get install -y tmux)")
    session = "doomtown"
    tmux = ["tmux", "-L", f"doomtown-test-{uuid.uuid4().hex[:8]}"]   # a private tmux server
    # The data folder is passed on the command line: a running tmux server keeps its own environment.
    command = f"env DOOMTOWN_DATA_DIR={shlex.quote(str(tmp_path / 'data'))} {shlex.quote(doomtown_command())}"
    subprocess.run([*tmux, "new-session", "-d", "-s", session, "-x", "100", "-y", "30", command],
                   check=True, cwd=tmp_path)
    try:
        start = time.monotonic()
        screen = ""
        while time.monotonic() - start < DEADLINE:
            screen = capture(tmux, session)
            if "Load a saved game" in screen:
                break
            time.sleep(0.1)
        assert "New game" in screen and "Load a saved game" in screen and "Quit" in screen, screen
        subprocess.run([*tmux, "send-keys", "-t", session, "q"], check=True)
        while time.monotonic() - start < DEADLINE:
            if subprocess.run([*tmux, "has-session", "-t", session], capture_output=True).returncode != 0:
                break
            time.sleep(0.1)
        assert subprocess.run([*tmux, "has-session", "-t", session], capture_output=True).returncode != 0
    finally:
        subprocess.run([*tmux, "kill-server"], capture_output=True)
