"""Helpers for the Automaton tests: a solo scenario (the Automaton is seat 1), its answers, and
driving the human seat."""
from __future__ import annotations

from typing import Any

from doomtown_tui.automaton import AutomatonAgent
from doomtown_tui.automaton.priorities import Choice
from doomtown_tui.engine import Game
from doomtown_tui.engine.testing import scenario

A, H = 1, 0


def solo(twists: tuple[str, ...] = (), **kw: Any) -> Game:
    """A scenario whose seat 1 is the Automaton (Gunfighter)."""
    return scenario(options={"automaton": {"seat": A, "twists": list(twists)}}, **kw)


def answer(game: Game) -> Choice:
    """What the Automaton answers to the pending decision (which must be its own)."""
    decision = game.decision
    assert decision is not None and decision.player == A, f"the pending decision is {decision}"
    agent = AutomatonAgent()
    choice = agent.decide(game, decision)
    assert not agent.warnings, agent.warnings
    return choice


def data_of(game: Game, choice: Choice) -> dict[str, Any]:
    """The data of the option the Automaton chose."""
    decision = game.decision
    assert decision is not None
    return decision.option(str(choice.answer)).data


def let_automaton_play(game: Game, until: str | None = None, limit: int = 200) -> list[tuple[str, Any]]:
    """Answer the Automaton's decisions with its own rules until the human must decide (or a decision of
    kind ``until`` comes up); returns (kind, answer) of each."""
    done = []
    for _ in range(limit):
        decision = game.decision
        if decision is None or decision.player != A or decision.kind == until:
            return done
        choice = answer(game)
        done.append((decision.kind, choice.answer))
        game.choose(A, choice.answer)
    raise AssertionError("the Automaton kept deciding")


def events_of(game: Game, kind: str) -> list[Any]:
    return [e for e in game.events if e.kind == kind]


CALM = ("pass", "done", "accept", "keep", "allow", "none")


def human_answer(game: Game) -> str | list[str]:
    """A quiet human: passes, accepts, keeps its cards, never flees, takes the suggested hand."""
    decision = game.decision
    assert decision is not None
    if decision.multi:
        if decision.kind == "draw_hand":
            return [o.id for o in decision.options if o.data.get("suggested")]
        return [o.id for o in decision.options][:decision.min]
    calm = [o for o in decision.options if o.data.get("play") in CALM]
    return (calm or list(decision.options))[0].id


def drive(game: Game, kind: str, player: int = A, limit: int = 400) -> None:
    """Play on (the Automaton by its rules, the human quietly) until ``player`` must decide ``kind``."""
    for _ in range(limit):
        decision = game.decision
        assert decision is not None, f"the game ended before a {kind} decision"
        if decision.kind == kind and decision.player == player:
            return
        game.choose(decision.player, answer(game).answer if decision.player == A else human_answer(game))
    raise AssertionError(f"no {kind} decision for player {player} came up")
