"""The prompt: multi-picks with bounds and a confirm key that waits for a legal pick, the
keep-five suggestion, the plain words for a draw-bonus discard, picking a card on the table,
the text filter, group jumps, and an illegal answer shown instead of crashing."""
from __future__ import annotations

from conftest import SIZE
from tui_driver import answer, default_answer, keys_to, play_is, prompt, settle, text

from doomtown_tui.engine.testing import scenario
from doomtown_tui.tui.cardlist import CardList
from doomtown_tui.tui.messages import Answer
from doomtown_tui.tui.session import GameSession


def duel(law: str = "Clint Ramsey", outlaw: str = "Pancho Castillo", seed: int = 2) -> GameSession:
    """Two dudes face each other in the Town Square at High Noon; seat 0 deals."""
    game = scenario(phase="high_noon", dealer=0, seed=seed, players=[
        dict(outfit="Law Dogs", stash=8, town_square=[law], home=["Hattie DeLorre"]),
        dict(outfit="The Sloane Gang", stash=8, town_square=[outlaw], home=["Ike Clanton"]),
    ])
    return GameSession(game, ("human", "human"), open_hands=True)


async def to_shootout(pilot) -> None:
    await answer(pilot, play_is("callout"))
    await answer(pilot, play_is("accept"))
    app = pilot.app
    while app.session.game.decision.kind in ("join_posse", "shootout"):
        await default_answer(pilot)


async def test_keep_five_starts_with_the_suggestion_and_confirm_waits_for_five(make_app) -> None:
    app = make_app(session=duel())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await to_shootout(pilot)
        decision = app.session.game.decision
        assert decision.kind == "draw_hand" and decision.multi and decision.min == decision.max == 5
        panel = prompt(app)
        suggested = {o.id for o in decision.options if o.data.get("suggested")}
        assert panel.chosen == suggested and len(suggested) == 5
        assert "Keeping:" in text(app) and "Thrown away:" in text(app)
        assert "Pick exactly 5" in text(app)

        first = sorted(suggested)[0]
        await keys_to(pilot, first)
        await pilot.press("space")
        assert len(panel.chosen) == 4
        assert panel.choices.check_action("confirm", ()) is None   # shown, but disabled
        count = len(app.session.game.choices)
        await pilot.press("enter")
        await settle(pilot)
        assert len(app.session.game.choices) == count
        assert "Not yet" in text(app)

        await pilot.press("space")   # take it back: five again
        assert panel.chosen == suggested and panel.choices.check_action("confirm", ()) is True
        await pilot.press("enter")
        await settle(pilot)
        # the suggestion named the Joker's card: that answers the Joker question too (no second ask)
        assert len(app.session.game.choices) == count + 2
        assert not (app.session.game.decision.kind == "joker" and app.session.game.decision.player == 0)


async def test_draw_bonus_discard_says_what_is_thrown_away(make_app) -> None:
    app = make_app(session=duel(outlaw="Allie Hensman"))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await to_shootout(pilot)
        while app.session.game.decision.kind != "draw":
            await default_answer(pilot)
        decision = app.session.game.decision
        assert "Nothing thrown away" in text(app)
        option = decision.options[1]
        await keys_to(pilot, option.id)
        await pilot.press("space")
        screen = text(app)
        assert "Thrown away:" in screen and option.label in screen and "draw 1 new card" in screen
        await pilot.press("enter")
        await settle(pilot)
        assert any(e.kind == "redraw" for e in app.session.game.events)


async def test_picking_a_card_on_the_table_narrows_the_options(make_app) -> None:
    app = make_app(session=duel())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        target = next(c for c in app.session.game.state.in_play if c.title == "Pancho Castillo")
        for _ in range(20):   # Tab to the location that holds him...
            await pilot.press("tab")
            if isinstance(app.focused, CardList) and target.uid in app.focused.uids():
                break
        assert isinstance(app.focused, CardList)
        for _ in range(10):   # ...then Down to him
            if app.focused.current.uid == target.uid:
                break
            await pilot.press("down")
        assert app.focused.current.uid == target.uid
        assert "Pancho Castillo" in text(app) and "Dude" in text(app)   # the detail panel shows him
        await pilot.press("enter")
        await settle(pilot)
        panel = prompt(app)
        shown = [o.id for o in panel.choices.options if o.id]
        assert shown and all("Pancho" in o.label for o in app.session.game.decision.options if o.id in shown)
        assert "Options for Pancho Castillo" in text(app)
        await pilot.press("1")
        await settle(pilot)
        assert app.session.game.decision.kind == "callout_response"


async def test_filter_and_group_keys(make_app) -> None:
    app = make_app(session=duel())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        panel = prompt(app)
        await pilot.press("slash", *"square")
        await settle(pilot)
        labels = [o.prompt for o in panel.choices.options if o.id]
        assert labels and all("square" in str(label).lower() for label in labels)
        await pilot.press("enter", "escape")
        await settle(pilot)
        assert len([o for o in panel.choices.options if o.id]) == len(app.session.game.decision.options)
        groups_seen = set()
        for _ in range(6):
            await pilot.press("right")
            option = panel.choices.highlighted_option
            groups_seen.add(next(o for o in app.session.game.decision.options if o.id == option.id).data["play"])
        assert {"move", "callout", "pass"} <= groups_seen


async def test_an_illegal_answer_is_shown_not_raised(make_app) -> None:
    app = make_app(session=duel())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        count = len(app.session.game.choices)
        app.game_screen.post_message(Answer("no-such-option"))
        await settle(pilot)
        assert len(app.session.game.choices) == count
        assert "Not allowed" in text(app)
