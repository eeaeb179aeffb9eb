"""The README's run command in a real terminal: ``doomtown`` in tmux shows the title screen,
and ``q`` quits it. Without tmux (a bare machine), the same run happens in a pseudo-terminal of
Python's own ``pty`` module. (The deadline below only stops a hung run; nothing is timed.)"""
from __future__ import annotations

import shlex
import shutil
import subprocess
import sys
import time
import uuid
from contextlib import suppress
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


def run_in_pty(tmp_path: Path) -> None:
    """Start ``doomtown`` on a pseudo-terminal, wait for the title screen, press q, see it exit."""
    import fcntl
    import os
    import pty
    import select
    import struct
    import termios

    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    env = dict(os.environ, DOOMTOWN_DATA_DIR=str(tmp_path / "data"), TERM="xterm-256color")
    proc = subprocess.Popen([doomtown_command()], stdin=slave, stdout=slave, stderr=slave, cwd=tmp_path,
                            env=env, start_new_session=True)
    os.close(slave)
    import re

    escapes = re.compile(rb"\x1b\[[0-9;?]*[ -/]*[@-~]")
    seen = b""
    try:
        start = time.monotonic()
        while time.monotonic() - start < DEADLINE and b"Load a saved game" not in escapes.sub(b"", seen):
            ready, _, _ = select.select([master], [], [], 0.2)
            if ready:
                try:
                    seen += os.read(master, 65536)
                except OSError:
                    break
        text = escapes.sub(b"", seen)
        assert b"New game" in text and b"Load a saved game" in text, text[-2000:]
        os.write(master, b"q")
        while time.monotonic() - start < DEADLINE and proc.poll() is None:
            ready, _, _ = select.select([master], [], [], 0.2)
            if ready:
                with suppress(OSError):
                    os.read(master, 65536)
        assert proc.poll() == 0
    finally:
        if proc.poll() is None:
            proc.kill()
        os.close(master)


def test_readme_command_shows_the_title_screen_in_tmux(tmp_path: Path) -> None:
    if shutil.which("tmux") is None:
        run_in_pty(tmp_path)
        return
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
