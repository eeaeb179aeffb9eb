"""Never lose a game: autosave after every choice, Continue, a corrupt save, Save as and Load,
Undo with a confirmation, an atomic write that keeps the old file when writing fails."""
from __future__ import annotations

from pathlib import Path

import pytest
from conftest import SIZE, hotseat
from tui_driver import answer, default_answer, lift_curtain, play_is, settle, text

from doomtown_tui.tui import saves
from doomtown_tui.tui.saves import SaveStore
from doomtown_tui.tui.title import TitleScreen


def pending(app) -> tuple:
    decision = app.session.game.decision
    return decision.player, decision.kind, tuple(o.id for o in decision.options), len(app.session.game.choices)


async def test_autosave_then_continue_resumes_at_the_same_decision(make_app, data_dir: Path) -> None:
    app = make_app(hotseat(seed=7))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(7):
            await default_answer(pilot)
        before = pending(app)
        events = len(app.session.game.events)
    assert (data_dir / "autosave.json").is_file()

    again = make_app()   # the terminal was closed; `doomtown` runs again
    async with again.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(again.screen, TitleScreen)
        assert "Continue" in text(again) and "no autosave" not in text(again)
        await pilot.press("c")
        await settle(pilot)
        await lift_curtain(pilot)
        assert pending(again) == before
        assert len(again.session.game.events) == events
        await default_answer(pilot)   # and play goes on
        assert len(again.session.game.choices) == before[3] + 1


async def test_a_corrupt_autosave_says_why_and_is_left_alone(make_app, data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    broken = b'{"format": "doomtown-tui-app-save", "version": 1, "controllers": ["human", "hu'
    (data_dir / "autosave.json").write_bytes(broken)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)
        screen = text(app)
        assert "corrupt" in screen and "Nothing was changed" in screen
    assert (data_dir / "autosave.json").read_bytes() == broken


async def test_a_tampered_save_is_refused(make_app, data_dir: Path) -> None:
    app = make_app(hotseat(seed=7))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(4):
            await default_answer(pilot)
    path = data_dir / "autosave.json"
    good = path.read_text()
    path.write_text(good.replace('"marked"', '"done"', 1))
    with pytest.raises(saves.LoadError, match="cannot be loaded"):
        SaveStore(data_dir).read(path)


@pytest.mark.parametrize(("problem", "saved_by", "detail", "words"), [
    ("newer_version", "9.0.0", None, "written by a newer version of the game (9.0.0): update the game"),
    ("cannot_set_up", "0.1.0", "law-dogs: line 4: unknown card 'X'",
     "version 0.1.0 of the game, whose cards or deck rules differ: this version cannot set its game up "
     "(law-dogs: line 4: unknown card 'X')."),
    ("digest", None, None, "it was changed after it was written"),
    ("does_not_replay", None, None, "one of its recorded choices is not legal"),
    ("malformed", None, None, "some of its parts are missing"),
    ("corrupt", None, None, "corrupt or cut short"),
    ("not_a_save", None, None, "The file is not a doomtown save."),
])
def test_the_app_words_a_refused_save_by_its_problem_not_its_message(problem, saved_by, detail, words) -> None:
    from doomtown_tui.engine import SaveError, SaveProblem

    error = SaveError("engine wording that may change", SaveProblem(problem), saved_by=saved_by, detail=detail)
    assert words in saves.save_error_words(error)


async def test_save_as_then_load_from_the_menu(make_app, data_dir: Path) -> None:
    app = make_app(hotseat(seed=7))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(5):
            await default_answer(pilot)
        await lift_curtain(pilot)
        before = pending(app)
        await pilot.press("s")
        await settle(pilot)
        await pilot.press(*"first-gamble", "enter")   # the default name is selected: typing replaces it
        await settle(pilot)
        saved = data_dir / "saves" / "first-gamble.json"
        assert saved.is_file()
        await default_answer(pilot)
        await default_answer(pilot)
        assert pending(app) != before
        await lift_curtain(pilot)
        await pilot.press("o")
        await settle(pilot)
        await pilot.press("enter")   # the newest save is first
        await settle(pilot)
        assert "instead of the game on the table" in text(app)   # loading over a game asks first
        await pilot.press("y")
        await settle(pilot)
        await lift_curtain(pilot)
        assert pending(app) == before
        app.session.flush()
        store = SaveStore(data_dir)   # the loaded game is the autosave now; the replaced one is the previous
        assert store.read(store.autosave_path).game.choices == app.session.game.choices
        assert len(store.read(store.previous_path).game.choices) == before[3] + 2


async def test_undo_takes_back_the_last_choice_after_confirming(make_app) -> None:
    app = make_app(hotseat(seed=7, open_hands=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(3):
            await default_answer(pilot)
        before = pending(app)
        await default_answer(pilot)
        assert pending(app) != before
        await pilot.press("u")
        await settle(pilot)
        assert "Take back" in text(app)
        await pilot.press("n")   # changed our mind
        await settle(pilot)
        assert pending(app) != before
        await pilot.press("u")
        await settle(pilot)
        await pilot.press("y")
        await settle(pilot)
        assert pending(app) == before


async def test_undo_with_an_agent_seat_goes_back_to_the_human_choice(make_app) -> None:
    app = make_app(hotseat(seed=7, second="random"))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        while not app.session.is_human(app.session.game.decision.player):
            await settle(pilot)
        before = pending(app)
        await answer(pilot, play_is("marked_gang"))
        for _ in range(20):   # the agent answers on its own
            if app.session.is_human(app.session.game.decision.player):
                break
            await settle(pilot)
        assert app.session.is_human(app.session.game.decision.player)
        await pilot.press("u", "y")
        await settle(pilot)
        await settle(pilot)
        assert pending(app) == before


async def test_a_failed_write_keeps_the_previous_autosave(make_app, data_dir: Path, monkeypatch) -> None:
    app = make_app(hotseat(seed=7, open_hands=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await default_answer(pilot)
        app.session.flush()
        path = data_dir / "autosave.json"
        kept = path.read_bytes()
        real_write = saves.os.write
        calls: list[int] = []

        def half_then_full_disk(fd: int, data: bytes) -> int:   # the append gets half its line out
            calls.append(len(data))
            if len(calls) == 1:
                return real_write(fd, data[:len(data) // 2])
            raise OSError(28, "No space left on device")

        monkeypatch.setattr(saves.os, "write", half_then_full_disk)
        await default_answer(pilot)
        app.session.flush()
        assert len(calls) == 2
        assert path.read_bytes() == kept            # the half line was cut back off
        assert "previous autosave is kept" in (app.session.save_error or "")
        monkeypatch.undo()

        def refuse(src, dst):
            raise OSError(28, "No space left on device")

        monkeypatch.setattr(saves.os, "replace", refuse)   # after a failure the whole save is written again
        await default_answer(pilot)
        app.session.flush()
        assert path.read_bytes() == kept
        assert "previous autosave is kept" in (app.session.save_error or "")
        assert not [p for p in data_dir.iterdir() if p.name.endswith(".tmp")]
        monkeypatch.undo()
        await default_answer(pilot)
        app.session.flush()
        assert path.read_bytes() != kept and app.session.save_error is None
        assert b"\n" not in path.read_bytes()[:-1]           # compacted: one save, no journal lines
        loaded = SaveStore(data_dir).read(path).game
        assert loaded.choices == app.session.game.choices and loaded.digest() == app.session.game.digest()


async def test_continue_recovers_a_torn_autosave_and_says_so(make_app, data_dir: Path) -> None:
    app = make_app(hotseat(seed=7, open_hands=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(6):
            await default_answer(pilot)
        app.session.flush()
        path = data_dir / "autosave.json"
        journal = path.read_text(encoding="utf-8")
        assert journal.count("\n") == 7             # the save, then one line per choice
        game = app.session.game
        five = game.replay(5)
    path.write_text(journal[:-15], encoding="utf-8")  # the app crashed while the sixth line was being appended

    again = make_app()
    async with again.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("c")
        await settle(pilot)
        assert again.session is not None
        assert again.session.game.choices == game.choices[:5]
        assert again.session.game.digest() == five.digest()
        assert any("cut short" in n.message for n in again._notifications)   # a toast says so
        again.session.flush()
        assert path.read_text(encoding="utf-8").count("\n") == 1   # written whole again at once


def _keep_as_previous(data_dir: Path) -> tuple[Path, bytes]:
    """The autosave as it is now becomes the previous autosave (as a game replaced later leaves it): its path
    and its bytes, to check later that it survived."""
    previous = data_dir / "autosave.previous.json"
    saves.atomic_write(previous, (data_dir / "autosave.json").read_text(encoding="utf-8"))
    return previous, previous.read_bytes()


async def test_continue_refuses_a_journal_damaged_inside_and_keeps_the_previous(make_app, data_dir: Path) -> None:
    from doomtown_tui.tui.dialogs import ConfirmDialog

    app = make_app(hotseat(seed=7, open_hands=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(2):
            await default_answer(pilot)
        app.session.flush()
        previous, kept = _keep_as_previous(data_dir)
        for _ in range(4):
            await default_answer(pilot)
        app.session.flush()
        path = data_dir / "autosave.json"
        lines = path.read_text(encoding="utf-8").split("\n")
    assert len(lines) == 1 + 6 + 1
    lines[3] = lines[3].replace('"n":2', '"n":3')      # then a line inside its journal went wrong
    damaged = "\n".join(lines)
    path.write_text(damaged, encoding="utf-8")

    again = make_app()
    async with again.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(again.screen, ConfirmDialog)
        note = " ".join(str(again.screen_stack[-2].query_one("#title-note").render()).split())
        assert note.startswith("The save cannot be loaded: it is damaged (corrupt) on line 4, where a recorded "
                               "choice is out of order.")
        assert path.read_text(encoding="utf-8") == damaged and previous.read_bytes() == kept
        await pilot.press("y")
        await settle(pilot)
        assert again.session is not None and len(again.session.game.choices) == 2
    assert (data_dir / "autosave.unreadable.json").read_text(encoding="utf-8") == damaged
    assert previous.read_bytes() == kept


async def test_a_new_game_never_keeps_a_damaged_autosave_as_the_previous_one(make_app, data_dir: Path) -> None:
    """The player starts a new game without trying Continue: the damaged autosave goes aside
    (``autosave.unreadable.json``) and the good previous autosave stays as it was."""
    app = make_app(hotseat(seed=7))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(3):
            await default_answer(pilot)
        app.session.flush()
    previous, kept = _keep_as_previous(data_dir)
    (data_dir / "autosave.json").write_text("garbage{{{\n", encoding="utf-8")

    again = make_app(hotseat(seed=8))     # `doomtown` with decks given: a new game at once
    async with again.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert again.session is not None
    assert previous.read_bytes() == kept
    assert (data_dir / "autosave.unreadable.json").read_text(encoding="utf-8") == "garbage{{{\n"


def _as_older_version(path: Path, choice: int | None = None) -> str:
    """Make the save at ``path`` (its first line: an autosave journal keeps its other lines) look written by an
    older version of the game whose rules differ: another engine version, and its digest (or, with ``choice``,
    that recorded choice) no longer matching the replay. Returns the file's new text."""
    head, newline, rest = path.read_text(encoding="utf-8").partition("\n")
    data = saves.json.loads(head)
    data["game"]["engine"] = "0.0.9"
    if choice is None:
        data["game"]["digest"] = ("0" if data["game"]["digest"][0] != "0" else "1") + data["game"]["digest"][1:]
    else:
        data["game"]["choices"][choice] = "no-longer:legal"
    text = saves.json.dumps(data) + newline + rest
    path.write_text(text, encoding="utf-8")
    return text


async def test_continue_offers_an_older_versions_autosave_as_it_replays_now(make_app, data_dir: Path) -> None:
    from doomtown_tui.tui.dialogs import ConfirmDialog

    app = make_app(hotseat(seed=7, open_hands=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(6):
            await default_answer(pilot)
        before = pending(app)
        app.session.flush()
    path = data_dir / "autosave.json"
    older = _as_older_version(path)

    for answer_key in ("n", "y"):
        again = make_app()
        async with again.run_test(size=SIZE) as pilot:
            await settle(pilot)
            await pilot.press("c")
            await settle(pilot)
            assert isinstance(again.screen, ConfirmDialog)
            words = " ".join(again.screen.question.split())
            assert words.startswith("This save was written by version 0.0.9 of the game, whose rules differ from "
                                    "this version's")
            assert "all of its 6 choices replay, but not to the game that was saved: the game goes on from day 1," \
                in words
            assert words.endswith("A copy of the file as version 0.0.9 wrote it is kept in Load.")
            await pilot.press(answer_key)
            await settle(pilot)
            if answer_key == "n":        # nothing opened, nothing written
                assert again.session is None and isinstance(again.screen, TitleScreen)
                assert path.read_text(encoding="utf-8") == older
                assert not (data_dir / "saves").exists()
                continue
            await lift_curtain(pilot)
            assert pending(again) == before
            await default_answer(pilot)   # and play goes on
            again.session.flush()
    kept = data_dir / "saves" / "autosave-from-0.0.9.json"
    assert kept.read_text(encoding="utf-8") == older and kept in SaveStore(data_dir).list_saves()
    rewritten = SaveStore(data_dir).read(path)     # the autosave now is this version's own
    assert rewritten.other_version is None and len(rewritten.game.choices) == 7


async def test_load_keeps_an_older_versions_previous_autosave_before_playing_it_on(make_app, data_dir: Path) -> None:
    """The previous autosave is replaced when a loaded game becomes the autosave: one an older version wrote is
    copied into saves/ first, so it survives."""
    from doomtown_tui.tui.dialogs import ConfirmDialog

    app = make_app(hotseat(seed=7, open_hands=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(3):
            await default_answer(pilot)
        app.session.flush()
    previous = data_dir / "autosave.previous.json"
    previous.write_text((data_dir / "autosave.json").read_text(encoding="utf-8").partition("\n")[0] + "\n",
                        encoding="utf-8")
    older = _as_older_version(previous)
    again = make_app()
    async with again.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert again.open_save(previous)
        await settle(pilot)
        assert isinstance(again.screen, ConfirmDialog)
        await pilot.press("y")
        await settle(pilot)
        assert again.session is not None
    assert (data_dir / "saves" / "previous-autosave-from-0.0.9.json").read_text(encoding="utf-8") == older


async def test_loading_the_autosave_from_load_keeps_the_previous_autosave(make_app, data_dir: Path) -> None:
    """Load's autosave entry continues that game: the previous autosave (another game) is not replaced by it."""
    app = make_app(hotseat(seed=7, open_hands=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(3):
            await default_answer(pilot)
        app.session.flush()
    previous, _ = _keep_as_previous(data_dir)     # the same game; a space makes its file tell from the autosave's
    previous.write_text(previous.read_text(encoding="utf-8").replace('"day": 1', '"day": 1 ', 1), encoding="utf-8")
    kept = previous.read_bytes()
    again = make_app()
    async with again.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert again.open_save(data_dir / "autosave.json")
        await settle(pilot)
        assert again.session is not None and len(again.session.game.choices) == 3
    assert previous.read_bytes() == kept


def test_an_older_versions_journal_replays_as_far_as_its_choices_go(data_dir: Path) -> None:
    """A journal whose save no longer replays to its end: its lines after it are not played either."""
    from doomtown_tui.engine.agents import RandomAgent
    from doomtown_tui.tui.session import GameSession

    session = GameSession.new(hotseat(seed=7, open_hands=True), SaveStore(data_dir))
    agents = [RandomAgent(1), RandomAgent(2)]
    game = session.game
    for _ in range(5):
        session.choose(agents[game.decision.player].choose(game, game.decision))
    session.autosave(compact=True)
    for _ in range(3):
        session.choose(agents[game.decision.player].choose(game, game.decision))
    session.flush()
    path = data_dir / "autosave.json"
    assert path.read_text(encoding="utf-8").count("\n") == 4
    _as_older_version(path, choice=3)
    saved = SaveStore(data_dir).read(path)
    assert (saved.other_version.saved_by, saved.other_version.replayed, saved.other_version.total) == ("0.0.9", 3, 8)
    assert saved.game.choices == game.choices[:3]
    assert "its first 3 of 8 choices replay, and the next is no longer legal: the game goes on from day 1," \
        in saved.other_version_words()


def test_an_older_versions_journal_is_offered_even_when_its_save_replays_the_same(data_dir: Path) -> None:
    """The journal's save line matches under this version, but its later lines carry no check of the position:
    the game is still offered as the older version's (it may differ), not loaded silently."""
    from doomtown_tui.engine.agents import RandomAgent
    from doomtown_tui.tui.session import GameSession

    session = GameSession.new(hotseat(seed=7, open_hands=True), SaveStore(data_dir))
    agents = [RandomAgent(1), RandomAgent(2)]
    game = session.game
    session.autosave(compact=True)
    for _ in range(4):
        session.choose(agents[game.decision.player].choose(game, game.decision))
    session.flush()
    path = data_dir / "autosave.json"
    head, _, rest = path.read_text(encoding="utf-8").partition("\n")
    data = saves.json.loads(head)
    data["game"]["engine"] = "0.0.9"                 # the save line itself still replays to its digest
    path.write_text(saves.json.dumps(data) + "\n" + rest, encoding="utf-8")
    saved = SaveStore(data_dir).read(path)
    older = saved.other_version
    assert (older.saved_by, older.replayed, older.total, older.differs) == ("0.0.9", 4, 4, False)
    assert saved.game.choices == game.choices
    assert "all of its 4 choices replay, though the game they give may differ from the one played" \
        in saved.other_version_words()


def test_a_save_kept_as_an_older_versions_never_overwrites_another(data_dir: Path) -> None:
    store = SaveStore(data_dir)
    saves.atomic_write(store.autosave_path, "first")
    first = store.keep_as_older(store.autosave_path, "0.1.0")
    saves.atomic_write(store.autosave_path, "second")
    second = store.keep_as_older(store.autosave_path, "0.1.0")
    assert (first.name, second.name) == ("autosave-from-0.1.0.json", "autosave-from-0.1.0-2.json")
    assert (first.read_text(), second.read_text()) == ("first", "second")
