"""The Automaton's own traits answering one event: the rulebook gives it no order, so it keeps the engine's
(its cards' order in play) and says so; the other traits still resolve after (digest B4)."""
from __future__ import annotations

from doomtown_tui.engine import actions
from doomtown_tui.engine.abilities import CardScript, Trait
from doomtown_tui.engine.cards import card_pool
from tests.solo.helpers import A, answer, solo
from tests.stand_ins import stand_in_rules


def test_the_automaton_keeps_its_traits_in_the_order_of_its_cards(monkeypatch):
    pool = card_pool()
    first, second = pool["Allie Hensman"].code, pool["Baker Andrews"].code
    resolved: list[str] = []

    def at_nightfall(name):
        def effect(ctx):
            resolved.append(name)
            actions.gain(ctx.state, ctx.player, 1, name)
        return Trait("phase", effect, lambda ctx, ev: ev.data.get("phase") == "nightfall")

    stand_in_rules(monkeypatch, scripts={first: CardScript(first, traits=(at_nightfall("first"),)),
                                         second: CardScript(second, traits=(at_nightfall("second"),))})
    game = solo(phase="nightfall", players=[
        dict(outfit="Law Dogs", home=["Laura Banks"]),
        dict(outfit="The Sloane Gang", stash=0, home=["Allie Hensman", "Baker Andrews"]),
    ])
    d = game.decision
    assert (d.kind, d.player) == ("trait_order", A)
    assert [o.data["card"] for o in d.options] == ["Allie Hensman", "Baker Andrews"]
    choice = answer(game)
    assert choice.answer == d.options[0].id and choice.reason == "its traits in the order of its cards"
    game.choose(A, choice.answer)
    assert resolved == ["first", "second"]
    assert [e.data.get("amount") for e in game.events if e.kind == "gain" and e.data.get("player") == A][:2] == [1, 1]
