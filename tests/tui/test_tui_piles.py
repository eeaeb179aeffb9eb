"""The piles dialog (``d``) and the card dialog (``i``): every discard pile and Boot Hill with its count,
the top card first, and the highlighted card read in full (the first one too, highlighted as it opens)."""
from __future__ import annotations

from conftest import SIZE
from tui_driver import settle, text

from doomtown_tui.engine.testing import scenario
from doomtown_tui.tui.dialogs import CardDialog, PileDialog
from doomtown_tui.tui.session import GameSession


def piled() -> GameSession:
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", home=["Rob Wilby"], discard=["Pistol Whip", "Shotgun"], boot_hill=["Tommy Harden"]),
        dict(outfit="The Sloane Gang", home=["Ike Clanton"], discard=["Ambush"]),
    ])
    return GameSession(game, ("human", "human"), open_hands=True)


async def test_the_piles_dialog_lists_both_players_piles_top_first_and_reads_the_highlighted_card(make_app) -> None:
    app = make_app(session=piled())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, 2)
        await pilot.press("d")
        await settle(pilot, 2)
        assert isinstance(app.screen, PileDialog)
        screen = text(app)
        for heading in ("Player 1: discard pile (2)", "Player 1: Boot Hill (1)", "Player 2: discard pile (1)",
                        "Player 2: Boot Hill (0)"):
            assert heading in screen
        assert screen.index("Shotgun") < screen.index("Pistol Whip")      # the last discarded is on top
        # the top card is highlighted as the dialog opens and read in full, its text included
        assert "Goods · cost 3 GR · owner Player 1" in screen and "in discard" in screen
        assert "Shootout, boot: ace an opposing dude" in screen
        await pilot.press("down")
        await settle(pilot, 2)
        assert "Action · cost" in text(app) and "Pistol Whip" in text(app)
        await pilot.press("escape")
        await settle(pilot, 2)
        assert not isinstance(app.screen, PileDialog)


async def test_the_card_dialog_shows_the_focused_card(make_app) -> None:
    app = make_app(session=piled())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, 2)
        await pilot.press("tab")
        await settle(pilot, 2)
        await pilot.press("i")
        await settle(pilot, 2)
        assert isinstance(app.screen, CardDialog)
        focused = app.game_screen.focused_uid
        assert focused is not None
        title = piled().game.state.card(focused).title
        assert title in text(app) and "owner Player" in text(app)
        await pilot.press("escape")
        await settle(pilot, 2)
        assert not isinstance(app.screen, CardDialog)
