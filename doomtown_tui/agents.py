"""The seats a computer can take: every agent by name, and the game options a seat list needs.

``random`` (``engine.agents.RandomAgent``) picks uniformly among the legal options; ``automaton`` is
the rulebook's solo opponent (``doomtown_tui.automaton``), which needs the game to run the Automaton
variant for its seat: ``game_options`` says so. Those two are the computer seats the app offers;
``eager`` (``engine.agents.EagerAgent``, in ``TESTERS``) plays the cards whenever it may, a tester for the
soak and ``doomtown sim``.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from doomtown_tui.automaton import AutomatonAgent
from doomtown_tui.engine.agents import Agent, EagerAgent, RandomAgent

AGENTS: dict[str, type] = {"random": RandomAgent, "automaton": AutomatonAgent}   # the seats the app offers
TESTERS: dict[str, type] = {"eager": EagerAgent}   # for the soak and ``doomtown sim`` only: no opponent to play
AUTOMATON = "automaton"


def make_agent(name: str, seed: int) -> Agent:
    known = AGENTS | TESTERS
    if name not in known:
        raise ValueError(f"unknown agent {name!r}; known: {', '.join(sorted(known))}")
    return known[name](seed)


def game_options(seats: Sequence[str], twists: Sequence[str] = ()) -> dict[str, Any] | None:
    """Options for ``Game.new`` given each seat's controller: the Automaton variant for its seat."""
    autos = [i for i, name in enumerate(seats) if name == AUTOMATON]
    if len(autos) > 1:
        raise ValueError("only one seat can be the Automaton")
    if not autos:
        if twists:
            raise ValueError("twists need an Automaton seat")
        return None
    return {"automaton": {"seat": autos[0], "twists": list(twists)}}
