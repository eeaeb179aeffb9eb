"""The app issue's "Bugs found", one pilot test each (each failed before its fix)."""
from __future__ import annotations

from conftest import SIZE, SMALL
from tui_driver import settle

from doomtown_tui.tui.dialogs import LoadDialog
from doomtown_tui.tui.prompt import ChoiceList
from doomtown_tui.tui.title import TitleScreen
from test_tui_prompt import duel


# --- 1. the title screen: arrows, Enter and clicks ------------------------------------------------
async def test_title_menu_answers_arrows_enter_and_clicks(make_app) -> None:
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        menu = app.screen.query_one("#menu")
        assert menu.has_focus and menu.highlighted == 0          # "New game", highlighted on arrival
        await pilot.press("down")                                # Continue is disabled (no autosave)
        assert menu.highlighted_option.id == "load"
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, LoadDialog)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)
        await pilot.click("#menu", offset=(3, 5))                # the fifth row: Help
        await settle(pilot)
        assert type(app.screen).__name__ == "HelpScreen"


# --- 10. the prompt's multi-pick key does not shadow Textual's own ``toggle`` action -----------------
async def test_choice_list_keeps_textuals_toggle_action(make_app) -> None:
    app = make_app(session=duel())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        choices = app.game_screen.query_one(ChoiceList)
        assert "action_toggle" not in ChoiceList.__dict__
        assert choices.check_action("tick", ()) is False           # not a multi-pick question
        await choices.run_action("toggle('multi')")                 # DOMNode.action_toggle(attribute_name)
        assert choices.multi is True
        assert choices.check_action("tick", ()) is True


# --- 6. the game-over box fits 80 columns, the replay command on one line ----------------------------
async def test_game_over_box_fits_80_columns(make_app, data_dir) -> None:
    from doomtown_tui.engine.testing import scenario
    from doomtown_tui.tui.gameover import GameOverScreen
    from doomtown_tui.tui.replay import find_replay
    from doomtown_tui.tui.session import GameSession
    from tui_driver import answer, play_is, text

    game = scenario(phase="high_noon", dealer=0, seed=1, players=[
        dict(outfit="Law Dogs", street_left=["Circle M Ranch"], home=["Hattie DeLorre"]),
        dict(outfit="The Sloane Gang"),
    ])
    app = make_app(session=GameSession(game, ("human", "human"), open_hands=True))
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        await answer(pilot, play_is("pass"))
        await answer(pilot, play_is("pass"))
        await settle(pilot)
        assert isinstance(app.screen, GameOverScreen)
        box = app.screen.query_one("#over").region
        assert box.x >= 0 and box.right <= 80
        replay = next((data_dir / "replays").glob("*.json"))
        lines = text(app).splitlines()
        assert any(f"doomtown replay {replay.stem}" in line for line in lines)
    assert find_replay(replay.stem) == replay          # the short form the box shows opens that file
