"""The other screens: the title menu, the new-game form (deck problems shown), help, agent seats
with a pause a key skips, the game-over screen with its replay file, and the replay viewer."""
from __future__ import annotations

from pathlib import Path

from conftest import SIZE, SMALL, hotseat
from tui_driver import answer, default_answer, play_is, settle, text

from doomtown_tui.data import data_dir as shipped
from doomtown_tui.engine.testing import scenario
from doomtown_tui.tui.gameover import GameOverScreen
from doomtown_tui.tui.help import HelpScreen
from doomtown_tui.tui.newgame import NewGameScreen
from doomtown_tui.tui.replay import ReplayApp
from doomtown_tui.tui.saves import SaveStore
from doomtown_tui.tui.session import GameSession
from doomtown_tui.tui.table import GameScreen
from doomtown_tui.tui.title import TitleScreen


async def test_title_menu_help_and_back(make_app) -> None:
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        screen = text(app)
        for item in ("New game", "Continue", "no autosave", "Load a saved game", "Help", "Quit"):
            assert item in screen
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        assert "A day in Doomtown" in text(app) or "Keys at the table" in text(app)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)


async def test_new_game_form_shows_deck_problems_then_starts(make_app, tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("1x Law Dogs\n3x No Such Card\n")
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("n")
        await settle(pilot)
        form = app.screen
        assert isinstance(form, NewGameScreen)
        # Seat 1: rename; seat 2: a deck file by path, played by the random agent.
        await pilot.press("ctrl+a", "ctrl+k", *"Ada")            # name-0: clear, type
        await pilot.press("tab", "tab", "tab", "ctrl+a", "ctrl+k", *"Bo")   # deck-0, ctrl-0, name-1
        await pilot.press("tab", "enter", "end", "enter")        # deck-1: the last entry is "a deck file"
        await settle(pilot)
        await pilot.press("tab", *str(bad))                      # path-1
        await pilot.press("tab", "enter", "down", "down", "enter")   # ctrl-1: Computer (random), after Automaton
        await pilot.press("tab", *"42")                          # seed
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        screen = " ".join(text(app).split())   # long lines wrap
        assert "cannot start yet" in screen and "unknown card 'No Such Card'" in screen and "line 2" in screen

        good = shipped("decks") / "outlaws.txt"
        path = form.query_one("#path-1")
        path.focus()
        await pilot.press("ctrl+a", "ctrl+k", *str(good))
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen) or app.game_screen is not None
        session = app.session
        assert session.game.setup.names == ["Ada", "Bo"] and session.game.setup.seed == 42
        assert session.controllers == ("human", "random")
        for _ in range(20):   # the agent answers its own decisions
            if session.is_human(session.game.decision.player):
                break
            await settle(pilot)
        assert session.is_human(session.game.decision.player)


async def test_agent_seat_waits_for_its_pause_and_a_key_skips_it(data_dir: Path) -> None:
    from doomtown_tui.tui.app import DoomtownApp

    app = DoomtownApp(data_dir=data_dir, start=hotseat(seed=7, second="random"), agent_delay=3600, preload=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(10):
            owner = app.session.game.decision.player
            if not app.session.is_human(owner):
                break
            await default_answer(pilot)
        assert not app.session.is_human(app.session.game.decision.player)
        count = len(app.session.game.choices)
        await settle(pilot)
        assert len(app.session.game.choices) == count   # still thinking (an hour-long pause)
        assert "is deciding" in text(app)
        await pilot.press("n")
        await settle(pilot)
        assert len(app.session.game.choices) > count


async def test_game_over_screen_and_replay_file(make_app, data_dir: Path) -> None:
    game = scenario(phase="high_noon", dealer=0, seed=1, players=[
        dict(outfit="Law Dogs", street_left=["Circle M Ranch"], home=["Hattie DeLorre"]),
        dict(outfit="The Sloane Gang"),
    ])
    app = make_app(session=GameSession(game, ("human", "human"), open_hands=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await answer(pilot, play_is("pass"))
        await answer(pilot, play_is("pass"))
        await settle(pilot)
        assert isinstance(app.screen, GameOverScreen)
        screen = text(app)
        assert "Player 1 wins!" in screen and "Days played: 1" in screen and "control 1 >" in screen
        replays = list((data_dir / "replays").glob("*.json"))
        assert len(replays) == 1 and "Replay kept" in screen and f"doomtown replay {replays[0].stem}" in screen
        assert not (data_dir / "autosave.json").exists()
        await pilot.press("enter")     # a double press of the last choice keeps the summary up
        await settle(pilot)
        assert isinstance(app.screen, GameOverScreen) and "Enter again: back to the menu" in text(app)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)
    saved = SaveStore(data_dir).read(replays[0])
    assert saved.game.over and saved.game.winner == 0


async def test_replay_viewer_steps_through_the_choices(make_app, data_dir: Path) -> None:
    app = make_app(hotseat(seed=7, open_hands=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(6):
            await default_answer(pilot)
        app.session.flush()
        await pilot.press("tab")                    # in the game a card's Enter narrows the options to it
        await settle(pilot)
        assert "Options for this card" in text(app)
    saved = SaveStore(data_dir).read(data_dir / "autosave.json")
    total = len(saved.game.choices)
    viewer = ReplayApp(saved.game, "autosave.json")
    async with viewer.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert f"choice 0 of {total}" in text(viewer)
        await pilot.press("right", "right")
        await settle(pilot)
        assert viewer.index == 2 and "Last choice" in text(viewer)
        await pilot.press("left")
        await settle(pilot)
        assert viewer.index == 1
        await pilot.press("end")
        await settle(pilot)
        assert viewer.index == total
        assert viewer.current.state.day == saved.game.state.day
        await pilot.press("tab")                    # onto a card: Enter has no options to show in a replay
        await settle(pilot)
        assert "Options for this card" not in text(viewer)


async def test_resizing_switches_between_wide_and_narrow_layouts(make_app) -> None:
    app = make_app(hotseat(seed=7, open_hands=True))
    async with app.run_test(size=(160, 45)) as pilot:
        await settle(pilot)
        screen = app.game_screen
        assert not screen.has_class("-narrow")
        assert screen.query_one("#side").display
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        assert screen.has_class("-narrow")
        assert "Law Dogs" in text(app)
