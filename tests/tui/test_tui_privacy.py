"""Hotseat privacy: the curtain shows no cards, and each player sees only their own hand and
unrevealed draw hand; with open hands there is no curtain."""
from __future__ import annotations

from conftest import SIZE, SMALL, hotseat
from tui_driver import default_answer, settle, text

from doomtown_tui.engine.view import CardView
from doomtown_tui.tui.curtain import CurtainScreen


def public_text(app) -> str:
    """Everything anyone may know: cards in play, piles, the log, both outfits."""
    state = app.session.game.state
    parts = [c.title for c in state.in_play]
    for player in state.players:
        parts += [c.title for c in player.discard] + [c.title for c in player.boot_hill] + [player.outfit.title]
        if state.shootout is not None and state.shootout.hands:
            parts += [c.title for c in player.draw_hand if isinstance(c, CardView)]
    parts += [e.text for e in app.session.game.events]
    return "\n".join(parts)


def secret_titles(app, seat: int) -> set[str]:
    """Titles only ``seat`` may see now (hand, unrevealed draw hand) that appear nowhere public,
    and not in the other player's own private cards either."""
    state = app.session.game.state
    public = public_text(app)
    other = state.players[1 - seat]
    theirs = " ".join(c.title for c in (*other.hand, *other.draw_hand) if isinstance(c, CardView))
    mine = state.players[seat]
    cards = [c for c in (*mine.hand, *mine.draw_hand) if isinstance(c, CardView) and c.type != "joker"]
    return {c.title for c in cards if c.title not in public and c.title not in theirs}


async def check_game(app, pilot, steps: int) -> tuple[int, int]:
    curtains = checks = 0
    for _ in range(steps):
        if app.session.game.over:
            break
        owner = app.session.game.decision.player
        if isinstance(app.screen, CurtainScreen):
            curtains += 1
            screen = text(app)
            for seat in (0, 1):
                for title in secret_titles(app, seat):
                    assert title not in screen, f"{title} shows at the curtain"
            await pilot.press("enter")
            await settle(pilot)
        screen = text(app)
        for title in secret_titles(app, 1 - owner):
            assert title not in screen, f"{title} (seat {1 - owner}) shows on seat {owner}'s turn"
            checks += 1
        await default_answer(pilot)
    return curtains, checks


async def test_curtain_and_other_hand_hidden_through_setup_gamblin_and_noon(make_app) -> None:
    app = make_app(hotseat(seed=3))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        curtains, checks = await check_game(app, pilot, 30)
    assert curtains >= 5 and checks > 20


async def test_the_small_layout_keeps_the_secret_too(make_app) -> None:
    app = make_app(hotseat(seed=5))
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        curtains, checks = await check_game(app, pilot, 14)
    assert curtains >= 3 and checks > 5


async def test_own_hand_is_shown_after_taking_the_seat(make_app) -> None:
    app = make_app(hotseat(seed=3))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        while app.session.game.state.phase != "high_noon":
            await default_answer(pilot)
        if isinstance(app.screen, CurtainScreen):
            await pilot.press("enter")
            await settle(pilot)
        owner = app.session.game.decision.player
        hand = [c for c in app.session.game.state.players[owner].hand if isinstance(c, CardView)]
        assert hand and any(c.title[:20] in text(app) for c in hand)


async def test_open_hands_has_no_curtain_and_shows_both_hands(make_app) -> None:
    app = make_app(hotseat(seed=3, open_hands=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(12):
            assert not isinstance(app.screen, CurtainScreen)
            await default_answer(pilot)
        assert app.session.shown == frozenset({0, 1})
        assert "hidden" not in text(app)


async def test_the_curtain_closes_what_the_last_player_left_open(make_app) -> None:
    """A question Ada left open (here: undo?) closes unanswered when the curtain comes down for Bo: the Enter
    that lifts the curtain cannot confirm it, and nothing of hers stays under the curtain. (With three seats
    a computer seat between them plays while her dialog is open; here the curtain is lowered directly.)"""
    from doomtown_tui.tui.dialogs import ConfirmDialog

    app = make_app(hotseat(seed=3))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(4):
            if isinstance(app.screen, CurtainScreen):
                await pilot.press("enter")
                await settle(pilot)
            await default_answer(pilot)
        if isinstance(app.screen, CurtainScreen):
            await pilot.press("enter")
            await settle(pilot)
        choices = len(app.session.game.choices)
        await pilot.press("u")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmDialog)
        app.game_screen._lower_curtain()          # the turn passes while the question is open
        await settle(pilot)
        assert [type(s).__name__ for s in app.screen_stack[-2:]] == ["GameScreen", "CurtainScreen"]
        await pilot.press("enter")                # the curtain lifts
        await settle(pilot)
        await pilot.press("enter")                # and the habit's second Enter
        await settle(pilot)
        assert len(app.session.game.choices) >= choices   # nothing was undone
        assert not isinstance(app.screen, ConfirmDialog)
