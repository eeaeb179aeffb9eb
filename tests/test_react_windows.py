"""React windows nest (rulebook "React Priorities"): an event raised inside a react window opens its
own window at once; when that one closes, the first window resumes.

Stand-in scripts (a test rule set) give Andreas Andregg (player 0) a React to an event E that raises an
event F, and a Noon ability raising E; Stevie Lyndon (player 1) gets a React to F and one to E. Event
kinds are a closed set (``EventKind``), so E and F borrow two kinds nothing else raises in this scenario.
"""
from __future__ import annotations

from doomtown_tui.engine import actions
from doomtown_tui.engine.abilities import Ability, CardScript, ReactSpec
from doomtown_tui.engine.cards import card_pool
from doomtown_tui.engine.decision import EventKind
from doomtown_tui.engine.testing import scenario
from tests.stand_ins import stand_in_rules

E, F = EventKind.LOOK, EventKind.PULL_CHECK


def _react(event: str, name: str, used: list[str], raises: str | None = None) -> Ability:
    def effect(ctx):
        used.append(name)
        if raises:
            actions.log(ctx.state, raises, f"event {raises}")

    return Ability(window="react", effect=effect, name=name, react=ReactSpec(event))


def _game(monkeypatch, used: list[str]):
    pool = card_pool()
    andreas, stevie = pool["Andreas Andregg"].code, pool["Stevie Lyndon"].code

    def raise_e(ctx):
        actions.log(ctx.state, E, f"event {E}")

    raise_it = Ability(window="noon", name="Raise E", effect=raise_e,
                       requirement=lambda ctx: not any(e.kind == E for e in ctx.state.events))
    stand_in_rules(monkeypatch, scripts={
        andreas: CardScript(andreas, abilities=(_react(E, "A answers E", used, raises=F), raise_it)),
        stevie: CardScript(stevie, abilities=(_react(F, "S answers F", used), _react(E, "S answers E", used))),
    })
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Andreas Andregg"]),
        dict(outfit="The Sloane Gang", town_square=["Stevie Lyndon"]),
    ])


def _react_names(decision) -> list[str]:
    return [o.label for o in decision.options if o.id != "pass"]


def test_a_new_event_in_a_react_window_is_answered_before_the_first_window_goes_on(monkeypatch):
    used: list[str] = []
    game = _game(monkeypatch, used)
    game.choose(0, next(o.id for o in game.decision.options if o.label == "Raise E"))
    d = game.decision
    assert (d.kind, d.player, _react_names(d)) == ("react", 0, ["A answers E"])
    game.choose(0, d.options[0].id)                    # raises F inside E's window
    d = game.decision                                   # F's window at once (the Dealer has no React to F)
    assert (d.kind, d.player, _react_names(d)) == ("react", 1, ["S answers F"]) and f"event {F}" in d.prompt
    game.choose(1, d.options[0].id)
    d = game.decision                                   # F's window closed: E's window resumes
    assert (d.kind, d.player, _react_names(d)) == ("react", 1, ["S answers E"]) and f"event {E}" in d.prompt
    game.choose(1, d.options[0].id)
    assert used == ["A answers E", "S answers F", "S answers E"]
