"""The app shows a player's triggered traits to put in order (``trait_order``, digest B4) under their own
title, and the number key picks the one to resolve first."""
from __future__ import annotations

from conftest import SIZE
from tui_driver import settle, text

from doomtown_tui.engine.testing import scenario
from doomtown_tui.tui.session import GameSession
from tests.cards.helpers import play


async def test_the_traits_to_order_are_listed_and_a_digit_picks_the_first(make_app) -> None:
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Sloane Gang", stash=5, hand=["Shotgun"], town_square=["Nicodemus Whateley"],
             control_tokens={"Nicodemus Whateley": 1}),
        dict(outfit="Law Dogs", home=["Laura Banks"]),
    ])
    play(game, play="ability", card="The Sloane Gang")
    play(game, play="pass")
    play(game, play="pass")
    app = make_app(session=GameSession(game, ("human", "human"), open_hands=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, 2)
        assert app.session.decision.kind == "trait_order"
        screen = text(app)
        assert "Traits: which of your cards answers \u201cNightfall\u201d first?" in screen
        assert "1 The Sloane Gang's trait" in screen and "2 Nicodemus Whateley's trait" in screen
        await pilot.press("2")                    # Nicodemus drops his point first
        await settle(pilot, 2)
        decision = app.session.decision
        assert [o.label for o in decision.options] == ["Gain 1 GR", "Nicodemus Whateley gets 1 permanent control point"]
