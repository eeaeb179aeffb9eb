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

        def refuse(src, dst):
            raise OSError(28, "No space left on device")

        monkeypatch.setattr(saves.os, "replace", refuse)
        await default_answer(pilot)
        app.session.flush()
        assert path.read_bytes() == kept
        assert "previous autosave is kept" in (app.session.save_error or "")
        assert not [p for p in data_dir.iterdir() if p.name.endswith(".tmp")]
        monkeypatch.undo()
        await default_answer(pilot)
        app.session.flush()
        assert path.read_bytes() != kept and app.session.save_error is None
