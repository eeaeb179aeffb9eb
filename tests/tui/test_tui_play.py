"""A seeded hotseat game played with keys only: setup, Gamblin', Upkeep, a High Noon with two
moves and a callout, the whole shootout, Sundown and Nightfall, into the second day."""
from __future__ import annotations

from conftest import SIZE, hotseat
from tui_driver import answer, answer_many, default_answer, lift_curtain, play_is, settle, text

from doomtown_tui.tui.curtain import CurtainScreen
from doomtown_tui.tui.prompt import PromptPanel


def kinds(app) -> list[str]:
    return [e.kind for e in app.session.game.events]


async def test_a_seeded_game_from_setup_through_a_shootout_to_day_two(make_app) -> None:
    app = make_app(hotseat(seed=7))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        game = lambda: app.session.game  # undo/load may replace it
        assert isinstance(app.screen, CurtainScreen)

        # Setup: both players take their deck's starting gang.
        for _ in range(2):
            await lift_curtain(pilot)
            assert game().decision.kind == "starting_gang"
            await answer(pilot, play_is("marked_gang"))
        assert "starting_gang" in kinds(app)

        # Gamblin' (Jokers, if drawn), Production, Upkeep: plain answers until High Noon.
        seen: set[str] = set()
        while game().state.phase != "high_noon":
            seen.add(await default_answer(pilot))
        assert {"gamblin_win", "ante", "reveal"} <= set(kinds(app))
        assert "upkeep" in seen or "pay" in kinds(app)

        # High Noon: each player walks a dude into the Town Square, then the first calls out.
        await lift_curtain(pilot)
        first = game().decision.player
        mover = await answer(pilot, play_is("move", to="Town Square"))
        await lift_curtain(pilot)
        assert game().decision.player == 1 - first
        target = await answer(pilot, play_is("move", to="Town Square"))
        await lift_curtain(pilot)
        callout = await answer(pilot, play_is("callout", uid=mover.data["uid"], target=target.data["uid"]))
        assert "callout" in kinds(app)
        await lift_curtain(pilot)
        assert game().decision.kind == "callout_response"
        await answer(pilot, play_is("accept"))
        assert game().state.shootout is not None
        await lift_curtain(pilot)
        assert "Shootout at Town Square" in text(app)

        # The shootout, to its end: throw away one card with the draw bonus when there is one.
        threw = False
        while game().state.shootout is not None:
            await lift_curtain(pilot)
            decision = game().decision
            if decision.kind == "draw" and decision.max >= 1 and not threw:
                panel = app.game_screen.query_one(PromptPanel)
                await answer_many(pilot, [decision.options[0].id])
                threw = True
                assert panel.decision is not decision
                continue
            await default_answer(pilot)
        assert {"shootout", "shooter", "reveal", "shootout_end"} <= set(kinds(app))
        assert any(k in kinds(app) for k in ("round_result", "round_tie"))
        assert callout.data["target_card"] in " ".join(e.text for e in game().events)

        # The rest of the day: passes, Sundown, Nightfall; then the second day begins.
        while game().state.day == 1 and not game().over:
            await default_answer(pilot)
        phases = [e.text for e in game().events if e.kind == "phase"]
        assert "Sundown" in phases and "Nightfall" in phases
        assert game().state.day == 2 or game().over
