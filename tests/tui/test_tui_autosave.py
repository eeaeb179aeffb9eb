"""The autosave writer: writes coalesce while one is on its way (a burst of answers is one write of
the newest game), the last write always lands, and a failed write keeps the previous file."""
from __future__ import annotations

import threading
from pathlib import Path

from conftest import hotseat

from doomtown_tui.tui import saves
from doomtown_tui.tui.saves import SaveStore
from doomtown_tui.tui.session import GameSession


def test_autosaves_coalesce_while_a_write_is_on_its_way(data_dir: Path, monkeypatch) -> None:
    store = SaveStore(data_dir)
    session = GameSession.new(hotseat(seed=7, second="random"), store)
    session.flush()
    gate, started = threading.Event(), threading.Event()
    written: list[str] = []
    real_write = saves.atomic_write

    def slow_write(path: Path, text: str) -> None:
        started.set()
        gate.wait(10)
        written.append(text)
        real_write(path, text)

    monkeypatch.setattr(saves, "atomic_write", slow_write)
    session.agent_turn() or session.choose(session.decision.options[0].id)
    assert started.wait(10)              # the first write is held on the writer thread
    for _ in range(12):                  # meanwhile twelve more answers, each asking for an autosave
        if not session.agent_turn():
            session.choose(session.decision.options[0].id)
    gate.set()
    session.flush()
    assert len(written) == 2             # the held write, then only the newest of the twelve
    newest = saves.encode(session.game, session.controllers, session.open_hands, session.deck_names)
    assert written[-1] == newest == store.autosave_path.read_text(encoding="utf-8")
    loaded = store.read(store.autosave_path).game
    assert loaded.choices == session.game.choices and loaded.digest() == session.game.digest()
    # the writer is idle again: the next answer is written at once
    written.clear()
    if not session.agent_turn():
        session.choose(session.decision.options[0].id)
    session.flush()
    assert len(written) == 1
    session.close()


def test_a_writer_error_does_not_stop_later_autosaves(data_dir: Path, monkeypatch) -> None:
    store = SaveStore(data_dir)
    session = GameSession.new(hotseat(seed=7, second="random"), store)
    session.flush()
    kept = store.autosave_path.read_bytes()

    def broken(path: Path, text: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves, "atomic_write", broken)
    if not session.agent_turn():
        session.choose(session.decision.options[0].id)
    session.flush()
    assert store.autosave_path.read_bytes() == kept
    assert "previous autosave is kept" in (session.save_error or "")
    monkeypatch.undo()
    if not session.agent_turn():
        session.choose(session.decision.options[0].id)
    session.flush()
    assert session.save_error is None
    assert store.read(store.autosave_path).game.choices == session.game.choices
    session.close()
