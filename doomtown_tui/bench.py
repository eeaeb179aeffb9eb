"""``doomtown bench``: the engine's speed figures (a benchmark that prints, never a test).

- random self-play: decisions per second and milliseconds per full game (median);
- loading a saved game of 2,000 choices (replay from the save file);
- poker: evaluations per second side by side with the ``treys`` library (``pip install treys``,
  the ``bench`` extra), from ``doomtown_tui.poker_bench``.
"""
from __future__ import annotations

import random
import statistics
import time
from typing import Any

from doomtown_tui.engine.agents import RandomAgent
from doomtown_tui.sim import starter_decks

TARGETS = {"decisions_per_second": 20000, "median_game_ms": 50, "load_2000_s": 0.5}


def self_play(games: int = 100, seed: int = 1) -> dict[str, float]:
    from doomtown_tui.engine.game import Game

    decks = starter_decks()
    times: list[float] = []
    decisions = 0
    for i in range(games):
        pair = [decks[i % len(decks)], decks[(i + 1 + i // len(decks)) % len(decks)]]
        agents = [RandomAgent(seed + i), RandomAgent(seed + i + 10_000)]
        start = time.perf_counter()
        game = Game.new(pair, seed=seed + i, max_days=30)
        while not game.over:
            decision = game.decision
            assert decision is not None
            game.choose(decision.player, agents[decision.player].choose(game, decision))
            decisions += 1
        times.append(time.perf_counter() - start)
    total = sum(times)
    return {"games": games, "decisions": decisions, "decisions_per_second": round(decisions / total),
            "median_game_ms": round(statistics.median(times) * 1000, 2)}


class _Patient(RandomAgent):
    """A random agent that passes whenever it may, so a game lasts long enough for a big save."""

    CALM = ("pass", "keep", "done", "refuse", "accept", "pay", "marked_gang")

    def choose(self, game: Any, decision: Any) -> Any:
        calm = [o.id for o in decision.options if o.data.get("play") in self.CALM]
        if calm and not decision.multi:
            return calm[0]
        return super().choose(game, decision)


def long_save(choices: int = 2000, seed: int = 1) -> str:
    """A save file of exactly ``choices`` choices."""
    from doomtown_tui.engine.game import Game

    decks = starter_decks()
    for attempt in range(50):
        game = Game.new([decks[0], decks[1]], seed=seed + attempt)
        agents = [_Patient(attempt), _Patient(attempt + 1)]
        while not game.over and len(game.choices) < choices:
            decision = game.decision
            assert decision is not None
            game.choose(decision.player, agents[decision.player].choose(game, decision))
        if len(game.choices) == choices:
            return game.to_json()
    raise RuntimeError("no game lasted long enough")


def load_time(save: str, repeats: int = 3) -> float:
    from doomtown_tui.engine.game import Game

    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        Game.from_json(save)
        best = min(best, time.perf_counter() - start)
    return best


def main() -> int:
    random.seed(0)
    print("doomtown bench (figures, not pass/fail; targets in brackets)")
    play = self_play()
    print(f"  random self-play: {play['games']} games, {play['decisions']} decisions")
    print(f"    decisions per second     {play['decisions_per_second']:>10}   [>= {TARGETS['decisions_per_second']}]")
    print(f"    median ms per full game  {play['median_game_ms']:>10}   [<= {TARGETS['median_game_ms']}]")
    save = long_save()
    print(f"  load a 2,000-choice save   {load_time(save):>10.3f} s [<= {TARGETS['load_2000_s']}]")
    try:
        from doomtown_tui import poker_bench
    except ImportError as exc:  # treys missing
        print(f"  poker: skipped ({exc}); install the bench extra: pip install -e '.[bench]'")
        return 0
    poker_bench.report(poker_bench.run(1.0))
    return 0
