"""The autosave writer and its journal: a choice appends one short line whatever the game's length,
writes coalesce while one is on its way (a burst of answers is one write), the last write always
lands, a failed write keeps the previous file, a torn last line is dropped and said, damage elsewhere
refuses the file, and undo leaves a journal of the rewound game."""
from __future__ import annotations

import json
import re
import threading
from pathlib import Path

import pytest
from conftest import hotseat

from doomtown_tui.bench import _Patient as Patient
from doomtown_tui.engine import Game
from doomtown_tui.tui import saves
from doomtown_tui.tui.saves import SaveStore
from doomtown_tui.tui.session import GameSession, load_decks


def answer_once(session: GameSession) -> None:
    if not session.agent_turn():
        session.choose(session.decision.options[0].id)


def test_autosaves_coalesce_while_a_write_is_on_its_way(data_dir: Path, monkeypatch) -> None:
    store = SaveStore(data_dir)
    session = GameSession.new(hotseat(seed=7, second="random"), store)
    session.flush()
    gate, started = threading.Event(), threading.Event()
    written: list[str] = []
    real_append = saves.append_text

    def slow_append(path: Path, text: str) -> None:
        started.set()
        gate.wait(10)
        written.append(text)
        real_append(path, text)

    monkeypatch.setattr(saves, "append_text", slow_append)
    answer_once(session)
    assert started.wait(10)              # the first append is held on the writer thread
    for _ in range(12):                  # meanwhile twelve more answers, each asking for an autosave
        answer_once(session)
    gate.set()
    session.flush()
    assert [text.count("\n") for text in written] == [1, 12]   # the held line, then the twelve as one write
    lines = store.autosave_path.read_text(encoding="utf-8").split("\n")
    assert len(lines) == 1 + 13 + 1 and lines[-1] == ""          # the save, thirteen choices, the last newline
    loaded = store.read(store.autosave_path).game
    assert loaded.choices == session.game.choices and loaded.digest() == session.game.digest()
    # the writer is idle again: the next answer is written at once
    written.clear()
    answer_once(session)
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

    monkeypatch.setattr(saves, "append_text", broken)
    answer_once(session)
    session.flush()
    assert store.autosave_path.read_bytes() == kept
    assert "previous autosave is kept" in (session.save_error or "")
    monkeypatch.undo()
    answer_once(session)
    session.flush()
    assert session.save_error is None
    assert store.read(store.autosave_path).game.choices == session.game.choices
    session.close()


def patient_session(store: SaveStore, seed: int = 1) -> GameSession:
    """Two human seats answered by agents that pass when they may, so the game lasts long."""
    decks = load_decks(["law-dogs", "outlaws"])
    game = Game.new(decks, seed=seed, names=["Ada", "Bo"])
    return GameSession(game, ("human", "human"), True, store, decks=("law-dogs", "outlaws"))


def test_an_autosave_appends_one_short_line_at_any_length_of_game(data_dir: Path, monkeypatch) -> None:
    monkeypatch.setattr(saves, "JOURNAL_EVERY", 400)
    store = SaveStore(data_dir)
    session = patient_session(store)
    agents = [Patient(1), Patient(2)]
    appended: dict[int, int] = {}        # choice number -> bytes appended for it
    compacted: list[int] = []            # choice numbers whose autosave rewrote the whole file
    real_append, real_compact = store.append_autosave, store.compact_autosave
    monkeypatch.setattr(store, "append_autosave",
                        lambda lines: (appended.__setitem__(session.game.choice_count, len(lines.encode())),
                                       real_append(lines)))
    monkeypatch.setattr(store, "compact_autosave",
                        lambda text: (compacted.append(session.game.choice_count), real_compact(text)))
    session.autosave()
    session.flush()
    days = {}
    while session.game.choice_count < 1300:
        decision = session.decision
        session.choose(agents[decision.player].choose(session.game, decision))
        session.flush()
        days[session.game.choice_count] = session.game.raw.day
    assert compacted == [0, 400, 800, 1200]
    assert sorted(appended) == [n for n in range(1, 1301) if n not in compacted]
    # each append is one line of 88 bytes of frame and hash, plus the choice's number, its answer and the
    # day: nothing in it depends on how long the game is (at choice 100 as at choice 1,250)
    for n, size in appended.items():
        answer = json.dumps(session.game.choices[n - 1], separators=(",", ":"))
        assert size == 88 + len(str(n - 1)) + len(answer) + len(str(days[n]))
    assert max(appended.values()) < 160
    loaded = store.read(store.autosave_path).game
    assert loaded.choices == session.game.choices and loaded.digest() == session.game.digest()
    session.close()
    assert store.autosave_path.read_text(encoding="utf-8").count("\n") == 1   # closing compacts


def journal_of(store: SaveStore, choices: int) -> GameSession:
    session = patient_session(store)
    agents = [Patient(1), Patient(2)]
    session.autosave()
    while session.game.choice_count < choices:
        decision = session.decision
        session.choose(agents[decision.player].choose(session.game, decision))
    session.flush()
    return session


def test_a_torn_last_line_is_dropped_and_said(data_dir: Path) -> None:
    store = SaveStore(data_dir)
    session = journal_of(store, 30)
    text = store.autosave_path.read_text(encoding="utf-8")
    assert text.count("\n") == 31
    torn = text[:-20]                                  # the app stopped in the middle of the 30th line
    store.autosave_path.write_text(torn, encoding="utf-8")
    saved = store.read(store.autosave_path)
    assert saved.game.choices == session.game.choices[:29]
    assert saved.game.digest() == session.game.replay(29).digest()
    assert saved.note is not None and "cut short" in saved.note and "29 choices" in saved.note
    assert store.autosave_path.read_text(encoding="utf-8") == torn   # reading changes nothing
    store.autosave_path.write_text(text, encoding="utf-8")
    assert store.read(store.autosave_path).note is None


@pytest.mark.parametrize(("damage", "words"), [
    (lambda line: line[:10] + "#" + line[11:], "garbled"),
    (lambda line: line.replace('"c":"', '"c":"0', 1), "check value"),
    (lambda line: line.replace('"n":', '"n":1', 1), "out of order"),
    (lambda line: "", "garbled"),
    (lambda line: re.sub(r'"a":(\[[^\]]*\]|"[^"]*")', '"a":"no-such-option"', line), "not legal"),
])
def test_a_journal_damaged_before_its_last_line_is_refused(data_dir: Path, damage, words: str) -> None:
    store = SaveStore(data_dir)
    journal_of(store, 30)
    lines = store.autosave_path.read_text(encoding="utf-8").split("\n")
    lines[10] = damage(lines[10])
    store.autosave_path.write_text("\n".join(lines), encoding="utf-8")
    with pytest.raises(saves.LoadError, match=f"damaged .*on line 11, where a recorded choice .*{words}"):
        store.read(store.autosave_path)


def test_undo_compacts_the_journal_to_the_rewound_game(data_dir: Path) -> None:
    store = SaveStore(data_dir)
    session = journal_of(store, 40)
    assert session.undo()
    session.flush()
    rewound = session.game
    assert rewound.choice_count == 39
    assert store.autosave_path.read_text(encoding="utf-8").count("\n") == 1
    loaded = store.read(store.autosave_path).game
    assert loaded.choices == rewound.choices and loaded.digest() == rewound.digest()
    for _ in range(3):                                  # and the journal goes on from there
        session.choose(session.decision.options[0].id)
    session.flush()
    assert store.autosave_path.read_text(encoding="utf-8").count("\n") == 4
    assert store.read(store.autosave_path).game.digest() == session.game.digest()
