"""Agents that answer decisions headless: ``random`` picks uniformly among the legal options.

An agent is anything with ``choose(game, decision) -> answer``; the simulator and the app's
computer seats use them. The registry of agents by name, the Automaton included, is
``doomtown_tui.agents``.
"""
from __future__ import annotations

import random
from typing import Any, Protocol

from doomtown_tui.engine.decision import Decision


class Agent(Protocol):
    def choose(self, game: Any, decision: Decision) -> str | list[str]: ...


class RandomAgent:
    """Uniform over options; for a multi-pick, a uniform count in the bounds, then a sample (drawn
    again while the decision's check refuses it)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Any, decision: Decision) -> str | list[str]:
        ids = [o.id for o in decision.options]
        if not decision.multi:
            return self.rng.choice(ids)
        while True:   # a multi-pick's check may refuse some sets: draw again until one is legal
            count = self.rng.randint(decision.min, min(decision.max, len(ids)))
            picked = self.rng.sample(ids, count)
            if decision.check is None or decision.check(picked) is None:
                return picked
