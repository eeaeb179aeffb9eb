"""``doomtown bench``: the engine's speed figures (a benchmark that prints, never a test).

- random self-play: decisions per second and milliseconds per full game (median), with two seats and
  with three and four (the multiplayer rules);
- loading a saved game of 2,000 choices (replay from the save file; its answers are mostly passes, which
  a replay checks without listing the plays), and per choice the saves of whole random games;
- ``Game.fork()`` at points spread over random games, and undo (``replay(n - 1)``) in a game of
  4,000 choices: median and worst;
- the Automaton: its time per decision (median, 95th percentile) and a full Automaton-vs-random game
  against a random-vs-random game on the same seeds and decks;
- poker: evaluations per second side by side with the ``treys`` library (``pip install treys``,
  the ``bench`` extra), from ``doomtown_tui.poker_bench``.
"""
from __future__ import annotations

import gc
import importlib.util
import random
import statistics
import time
from typing import Any

from doomtown_tui import poker_bench
from doomtown_tui.automaton import AutomatonAgent
from doomtown_tui.engine.agents import RandomAgent
from doomtown_tui.engine.cards import card_pool
from doomtown_tui.engine.game import Game
from doomtown_tui.engine.ruleset import default_rules
from doomtown_tui.sim import starter_decks

TARGETS = {"decisions_per_second": 20000, "median_game_ms": 50, "load_2000_s": 0.2, "automaton_p95_ms": 5,
           "solo_game_ratio": 2.0, "fork_ms": 5, "undo_4000_ms": 50}


def self_play(games: int = 100, seed: int = 1, seats: int = 2) -> dict[str, float]:
    """Random games: two seats by default; three or four (the multiplayer rules) seat distinct decks in turn.
    The card pool and the card scripts are loaded before the clock starts (a one-off: ``startup``)."""
    decks = starter_decks()
    default_rules()
    times: list[float] = []
    decisions = 0
    for i in range(games):
        pair = [decks[i % len(decks)], decks[(i + 1 + i // len(decks)) % len(decks)]]
        if seats > 2:
            pair = [decks[(i + k) % len(decks)] for k in range(seats)]
        agents = [RandomAgent(seed + i + 10_000 * k) for k in range(seats)]
        start = time.perf_counter()
        decisions += _play_out(Game.new(pair, seed=seed + i, max_days=30), agents)
        times.append(time.perf_counter() - start)
    total = sum(times)
    return {"games": games, "decisions": decisions, "decisions_per_second": round(decisions / total),
            "median_game_ms": round(statistics.median(times) * 1000, 2)}


def _play_out(game: Game, agents: list[Any]) -> int:
    """Play ``game`` to its end, each seat answered by its agent: how many decisions were made."""
    decisions = 0
    while not game.over:
        decision = game.decision
        assert decision is not None
        game.choose(decision.player, agents[decision.player].choose(game, decision))
        decisions += 1
    return decisions


class _Patient(RandomAgent):
    """A random agent that passes whenever it may, so a game lasts long enough for a big save."""

    CALM = ("pass", "keep", "done", "refuse", "accept", "pay", "marked_gang")

    def choose(self, game: Any, decision: Any) -> Any:
        calm = [o.id for o in decision.options if o.data.get("play") in self.CALM]
        if calm and not decision.multi:
            return calm[0]
        return super().choose(game, decision)


def automaton(games: int = 60, seed: int = 1) -> dict[str, float]:
    """Time the Automaton's decisions, and whole solo games against random games (same seeds, decks)."""
    decks = starter_decks()
    per_decision: list[float] = []
    solo_games: list[float] = []
    random_games: list[float] = []
    for i in range(games):
        pair = [decks[i % len(decks)], decks[(i + 1 + i // len(decks)) % len(decks)]]
        for solo in (True, False):
            seat = i % 2
            agents: list[Any] = [RandomAgent(seed + i), RandomAgent(seed + i + 10_000)]
            if solo:
                agents[seat] = AutomatonAgent()
            options = {"automaton": {"seat": seat}} if solo else None
            start = time.perf_counter()
            game = Game.new(pair, seed=seed + i, max_days=30, options=options)
            while not game.over:
                decision = game.decision
                assert decision is not None
                if solo and decision.player == seat:
                    t0 = time.perf_counter()
                    answer = agents[seat].choose(game, decision)
                    per_decision.append(time.perf_counter() - t0)
                else:
                    answer = agents[decision.player].choose(game, decision)
                game.choose(decision.player, answer)
            (solo_games if solo else random_games).append(time.perf_counter() - start)
    per_decision.sort()
    solo_ms, random_ms = statistics.median(solo_games) * 1000, statistics.median(random_games) * 1000
    return {"decisions": len(per_decision),
            "median_ms": round(statistics.median(per_decision) * 1000, 3),
            "p95_ms": round(per_decision[int(len(per_decision) * 0.95)] * 1000, 3),
            "solo_game_ms": round(solo_ms, 2), "random_game_ms": round(random_ms, 2),
            "ratio": round(solo_ms / random_ms, 2)}


def long_save(choices: int = 2000, seed: int = 1) -> str:
    """A save file of exactly ``choices`` choices."""
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


def fork_times(games: int = 12, seed: int = 1, every: int = 5) -> dict[str, float]:
    """Fork random games (the Automaton on one seat in every third) every few choices: ms per fork."""
    decks = starter_decks()
    timer = _GcAwareTimer()
    for i in range(games):
        pair = [decks[i % len(decks)], decks[(i + 1 + i // len(decks)) % len(decks)]]
        agents: list[Any] = [RandomAgent(seed + i), RandomAgent(seed + i + 10_000)]
        options = None
        if i % 3 == 2:
            agents[1], options = AutomatonAgent(), {"automaton": {"seat": 1}}
        game = Game.new(pair, seed=seed + i, max_days=30, options=options)
        while not game.over:
            if len(game.choices) % every == 0:
                timer.time(game.fork)
            decision = game.decision
            assert decision is not None
            game.choose(decision.player, agents[decision.player].choose(game, decision))
    return timer.figures()


def undo_times(choices: int = 4000, seed: int = 1, points: int = 40) -> dict[str, float]:
    """Undo (``replay(n - 1)``) at ``points`` places over the last quarter of a game played to
    ``choices`` choices, and once more in the same game loaded from its save: ms per undo."""
    game = Game.from_json(long_save(choices, seed))
    timer = _GcAwareTimer()
    timer.time(lambda: game.replay(choices - 1))
    played = game.replay(0)
    for answer in game.choices:
        decision = played.decision
        assert decision is not None
        played.choose(decision.player, answer)
    for k in range(points):
        n = choices - k * (choices // 4 // points)
        timer.time(lambda n=n: played.replay(n - 1))
    return timer.figures()


class _GcAwareTimer:
    """Times calls and tells apart those a full garbage collection ran inside (a pause over the whole heap,
    which lands wherever the allocation counts put it, not a cost of the call timed)."""

    def __init__(self) -> None:
        self.times: list[float] = []
        self.calm: list[float] = []
        self._full = 0

    def _count(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start" and info["generation"] == 2:
            self._full += 1

    def time(self, run: Any) -> None:
        before = self._full
        gc.callbacks.append(self._count)
        try:
            self.times.append(_timed(run))
        finally:
            gc.callbacks.remove(self._count)
        if self._full == before:
            self.calm.append(self.times[-1])

    def figures(self) -> dict[str, float]:
        return {**_spread(self.times), "with_full_gc": len(self.times) - len(self.calm),
                "worst_without_gc_ms": round(max(self.calm) * 1000, 3) if self.calm else 0.0}


def _timed(run: Any) -> float:
    start = time.perf_counter()
    run()
    return time.perf_counter() - start


def _spread(times: list[float]) -> dict[str, float]:
    return {"points": len(times), "median_ms": round(statistics.median(times) * 1000, 3),
            "worst_ms": round(max(times) * 1000, 3)}


def startup() -> float:
    """Seconds to load the card pool and the card scripts, once per process (before the first game)."""
    start = time.perf_counter()
    card_pool()
    default_rules()
    return time.perf_counter() - start


def load_time(save: str, repeats: int = 3) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        Game.from_json(save)
        best = min(best, time.perf_counter() - start)
    return best


def random_saves(games: int = 10, seed: int = 1) -> list[str]:
    """The saves of whole random games (their answers seldom a pass, unlike ``long_save``'s)."""
    decks = starter_decks()
    saves = []
    for i in range(games):
        game = Game.new([decks[i % len(decks)], decks[(i + 2) % len(decks)]], seed=seed + i, max_days=30)
        _play_out(game, [RandomAgent(seed + i), RandomAgent(seed + i + 10_000)])
        saves.append(game.to_json())
    return saves


def load_per_choice(saves: list[str], repeats: int = 3) -> float:
    """Microseconds per choice to load ``saves`` (the best of ``repeats`` rounds)."""
    choices = sum(len(Game.from_json(save).choices) for save in saves)
    best = min(_timed(lambda: [Game.from_json(save) for save in saves]) for _ in range(repeats))
    return best / choices * 1e6


def main() -> int:
    random.seed(0)
    print("doomtown bench (figures, not pass/fail; targets in brackets)")
    print(f"  loading the cards and their scripts (once per process) {startup():.3f} s")
    play = self_play()
    print(f"  random self-play: {play['games']} games, {play['decisions']} decisions")
    print(f"    decisions per second     {play['decisions_per_second']:>10}   [>= {TARGETS['decisions_per_second']}]")
    print(f"    median ms per full game  {play['median_game_ms']:>10}   [<= {TARGETS['median_game_ms']}]")
    for seats in (3, 4):     # the multiplayer rules
        more = self_play(seats=seats)
        print(f"  random self-play, {seats} seats: {more['games']} games, {more['decisions']} decisions")
        print(f"    decisions per second     {more['decisions_per_second']:>10}")
        print(f"    median ms per full game  {more['median_game_ms']:>10}")
    save = long_save()
    loaded = load_time(save)
    print(f"  load a 2,000-choice save   {loaded:>10.3f} s [<= {TARGETS['load_2000_s']}]")
    print(f"    per choice: that save {loaded / 2000 * 1e6:.0f} us (mostly passes); "
          f"10 random games' saves {load_per_choice(random_saves()):.0f} us")
    forks = fork_times()
    print(f"  fork: {forks['points']} points over 12 games (every 5th choice)")
    print(f"    ms per fork, median      {forks['median_ms']:>10}   [<= {TARGETS['fork_ms']}]")
    print(f"    ms per fork, worst       {forks['worst_ms']:>10}   [<= {TARGETS['fork_ms']}]")
    print(f"      forks with a full garbage collection inside: {forks['with_full_gc']}; "
          f"worst of the others {forks['worst_without_gc_ms']} ms")
    undo = undo_times()
    print(f"  undo in a 4,000-choice game: {undo['points']} points (live, and once after loading its save)")
    print(f"    ms per undo, median      {undo['median_ms']:>10}   [<= {TARGETS['undo_4000_ms']}]")
    print(f"    ms per undo, worst       {undo['worst_ms']:>10}   [<= {TARGETS['undo_4000_ms']}]")
    print(f"      undos with a full garbage collection inside: {undo['with_full_gc']}; "
          f"worst of the others {undo['worst_without_gc_ms']} ms")
    solo = automaton()
    print(f"  the Automaton: {solo['decisions']} decisions in 60 games against a random player")
    print(f"    ms per decision, median  {solo['median_ms']:>10}")
    print(f"    ms per decision, p95     {solo['p95_ms']:>10}   [<= {TARGETS['automaton_p95_ms']}]")
    print(f"    median solo game ms      {solo['solo_game_ms']:>10}   (random v random: {solo['random_game_ms']} ms)")
    print(f"    solo / random game time  {solo['ratio']:>10}   [<= {TARGETS['solo_game_ratio']}]")
    if importlib.util.find_spec("treys") is None:
        print("  poker: skipped (the treys library is not installed); "
              "install the bench extra: pip install -e '.[bench]'")
        return 0
    poker_bench.report(poker_bench.run(1.0))
    return 0
