"""React windows nest (rulebook "React Priorities"): an event raised inside a react window opens its
own window at once; when that one closes, the first window resumes.

Stand-in scripts (installed with monkeypatch) give Andreas Andregg (player 0) a React to a test
event E that raises event F, and Stevie Lyndon (player 1) a React to F and one to E. A stand-in Noon
play of player 0 raises E.
"""
from __future__ import annotations

from doomtown_tui.engine import abilities, actions
from doomtown_tui.engine.abilities import Ability, CardScript, ReactSpec
from doomtown_tui.engine.cards import card_pool
from doomtown_tui.engine.decision import Option
from doomtown_tui.engine.testing import scenario
from doomtown_tui.engine.windows import PLAY_PROVIDERS


def _react(event: str, name: str, raises: str | None = None) -> Ability:
    def effect(ctx):
        actions.log(ctx.state, "test_used", name)
        if raises:
            actions.log(ctx.state, raises, f"event {raises}")

    return Ability(window="react", effect=effect, name=name, react=ReactSpec(event))


def _game(monkeypatch):
    pool = card_pool()
    monkeypatch.setitem(abilities.SCRIPTS, pool["Andreas Andregg"].code, CardScript(
        pool["Andreas Andregg"].code, abilities=[_react("test_e", "A answers E", raises="test_f")]))
    monkeypatch.setitem(abilities.SCRIPTS, pool["Stevie Lyndon"].code, CardScript(
        pool["Stevie Lyndon"].code, abilities=[_react("test_f", "S answers F"), _react("test_e", "S answers E")]))

    def provider(state, who):
        if who != 0 or any(e.kind == "test_e" for e in state.events):
            return []

        def raise_e():
            actions.log(state, "test_e", "event test_e")
            return
            yield

        return [(Option("test:e", "Raise E", {"play": "ability"}), raise_e)]

    monkeypatch.setitem(PLAY_PROVIDERS, "noon", [provider])
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Andreas Andregg"]),
        dict(outfit="The Sloane Gang", town_square=["Stevie Lyndon"]),
    ])


def _react_names(decision) -> list[str]:
    return [o.label for o in decision.options if o.id != "pass"]


def test_a_new_event_in_a_react_window_is_answered_before_the_first_window_goes_on(monkeypatch):
    game = _game(monkeypatch)
    game.choose(0, "test:e")
    d = game.decision
    assert (d.kind, d.player, _react_names(d)) == ("react", 0, ["A answers E"])
    game.choose(0, d.options[0].id)                    # raises F inside E's window
    d = game.decision                                   # F's window at once (the Dealer has no React to F)
    assert (d.kind, d.player, _react_names(d)) == ("react", 1, ["S answers F"]) and "event test_f" in d.prompt
    game.choose(1, d.options[0].id)
    d = game.decision                                   # F's window closed: E's window resumes
    assert (d.kind, d.player, _react_names(d)) == ("react", 1, ["S answers E"]) and "event test_e" in d.prompt
    game.choose(1, d.options[0].id)
    used = [e.text for e in game.events if e.kind == "test_used"]
    assert used == ["A answers E", "S answers F", "S answers E"]
