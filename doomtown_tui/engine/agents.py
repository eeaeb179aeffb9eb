"""Agents that answer decisions headless: ``random`` picks uniformly among the legal options; ``eager``
plays the cards whenever it may (a tester: the soak's ``eager`` mode puts the card scripts through far
more situations than uniform play does).

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


class EagerAgent(RandomAgent):
    """A random agent that, offered a card play (an ability or a React, a card from hand brought into play,
    a callout, a dude joining a posse), takes one of them nine times in ten; otherwise as ``RandomAgent``."""

    KEEN = frozenset(("ability", "react", "recruit", "buy", "build", "learn", "plant", "invent", "callout",
                      "join"))
    TAKE = 0.9

    def choose(self, game: Any, decision: Decision) -> str | list[str]:
        if not decision.multi:
            keen = [o.id for o in decision.options if o.data.get("play") in self.KEEN]
            if keen and self.rng.random() < self.TAKE:
                return self.rng.choice(keen)
        return super().choose(game, decision)
