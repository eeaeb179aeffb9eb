"""Figures for the Textual app (printed, never asserted):

1. cold start: ``doomtown`` in a real terminal (tmux) until the title screen's menu is on screen;
2. key press to next decision: over seeded hotseat games (open hands, so every key press leads
   straight to the next decision; seed, seed + 1, ... until enough presses) driven by the pilot,
   the time from posting Enter on the chosen option to the first screen refresh after the
   engine moved on; p50, p95 and max, as wall-clock time and as this process's CPU time. The
   last press of a game (game over, no next decision) is not counted;
3. the same against the Automaton (``--solo``, no pauses): from the key press to the screen
   drawn at the human's next decision, through the whole Automaton turn in between (its
   answers, the log with its reasons and the turn panel); also per Automaton answer;
4. the same as 2. in a long game: a hotseat save of 2,000 choices (``doomtown_tui.bench.long_save``)
   loaded into the app, then played on.

Each line also says how many full (generation-2) garbage collections ran inside the timed spans
and how long they took together (the app owns its GC policy: ``doomtown_tui.tui.gcpolicy``).

    python benchmarks/bench_tui.py [--runs 5] [--decisions 300] [--solo-decisions 150]
                                   [--long-decisions 150] [--seed 7] [--size 120x40]

Targets from issue 5: cold start <= 0.8 s, p95 <= 50 ms.
"""
from __future__ import annotations

import argparse
import asyncio
import gc
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def cold_start(runs: int) -> list[float]:
    """Seconds from launching ``doomtown`` in tmux to the menu being drawn."""
    if shutil.which("tmux") is None:
        print("cold start: tmux is not installed; skipped")
        return []
    exe = shutil.which("doomtown") or f"{sys.executable} -m doomtown_tui"
    tmux = ["tmux", "-L", f"bench-tui-{os.getpid()}"]   # a private tmux server
    times = []
    with tempfile.TemporaryDirectory() as data:
        subprocess.run([*tmux, "new-session", "-d", "-s", "keeper", "sleep 3600"], check=True)
        for run in range(runs):
            name = f"run-{run}"
            env = f"DOOMTOWN_DATA_DIR={data}"
            start = time.perf_counter()
            subprocess.run([*tmux, "new-session", "-d", "-s", name, "-x", "100", "-y", "30",
                            f"env {env} {exe}"], check=True)
            try:
                while True:
                    shown = subprocess.run([*tmux, "capture-pane", "-p", "-t", name], capture_output=True,
                                           text=True).stdout
                    if "Load a saved game" in shown:
                        times.append(time.perf_counter() - start)
                        break
                    if time.perf_counter() - start > 30:
                        print("cold start: the title screen did not appear within 30 s")
                        break
                    time.sleep(0.005)
            finally:
                subprocess.run([*tmux, "kill-session", "-t", name], capture_output=True)
        subprocess.run([*tmux, "kill-server"], capture_output=True)
    return times


class FullCollections:
    """Counts the full (generation-2) garbage collections and their time while ``on``."""

    def __init__(self) -> None:
        self.on = False
        self.count = 0
        self.seconds = 0.0
        self._start = 0.0

    def __call__(self, phase: str, info: dict) -> None:
        if info.get("generation") != 2:
            return
        if phase == "start":
            self._start = time.perf_counter()
        elif self.on:
            self.count += 1
            self.seconds += time.perf_counter() - self._start


FULL = FullCollections()


def _gc_line() -> str:
    line = (f"  full garbage collections inside the timed spans: {FULL.count}"
            f" ({FULL.seconds * 1000:.0f} ms together)")
    FULL.count, FULL.seconds = 0, 0.0
    return line


async def _latencies(decisions: int, seed: int, size: tuple[int, int],
                     cpu: list[float] | None = None, solo: bool = False,
                     agent_moves: list[int] | None = None, long: int = 0) -> list[float]:
    """Play seeded games (seed, seed + 1, ...) until ``decisions`` key presses were timed."""
    times: list[float] = []
    while len(times) < decisions:
        await _one_game(decisions - len(times), seed, size, times, cpu, solo, agent_moves, long)
        seed += 1
    return times


def _long_session(choices: int, seed: int):
    """A hotseat session (open hands) loaded from a save of ``choices`` choices."""
    from doomtown_tui.bench import long_save
    from doomtown_tui.engine import Game
    from doomtown_tui.tui.session import GameSession

    return GameSession(Game.from_json(long_save(choices, seed)), ("human", "human"), open_hands=True)


async def _one_game(decisions: int, seed: int, size: tuple[int, int], times: list[float],
                    cpu: list[float] | None, solo: bool = False, agent_moves: list[int] | None = None,
                    long: int = 0) -> None:
    from doomtown_tui.engine.agents import RandomAgent
    from doomtown_tui.tui.app import DoomtownApp
    from doomtown_tui.tui.config import GameConfig, SeatConfig, solo_config
    from doomtown_tui.tui.prompt import PromptPanel

    config = GameConfig(seats=(SeatConfig("One", "law-dogs"), SeatConfig("Two", "outlaws")), seed=seed,
                        open_hands=True)
    if solo:
        config = solo_config(["law-dogs", "outlaws"], seed)
    timed = 0
    with tempfile.TemporaryDirectory() as data:
        if long:
            app = DoomtownApp(data_dir=data, agent_delay=0, preload=False, session=_long_session(long, seed))
        else:
            app = DoomtownApp(data_dir=data, start=config, agent_delay=0, preload=False)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            chooser = RandomAgent(seed)
            while timed < decisions:
                session = app.session
                if session is None or session.game.over:
                    break
                if not session.is_human(session.owner):   # the Automaton's first answers, before any key
                    await pilot.pause()
                    continue
                decision = session.game.decision
                assert decision is not None
                panel = app.game_screen.query_one(PromptPanel)
                if decision.multi:   # set the selection up first (not timed), then time Enter
                    panel.chosen = set(chooser.choose(session.game, decision))
                    panel._update_note()
                    if not panel.choices.legal:
                        panel.chosen = {o.id for o in decision.options[:decision.min]}
                        panel._update_note()
                else:
                    wanted = chooser.choose(session.game, decision)
                    choices = panel.choices
                    choices.highlighted = choices.get_option_index(wanted)
                if panel.held:   # the safety hold after a curtain or a shootout: its first Enter is not a choice
                    panel.choices.held = False
                await pilot.pause()
                before = len(session.game.choices)
                done = asyncio.Event()
                start = time.perf_counter()
                start_cpu = time.process_time()
                FULL.on = True
                event = _key("enter")
                event.set_sender(app)
                app._driver.send_message(event)
                while len(session.game.choices) == before or not (
                        session.game.over or session.is_human(session.owner)):
                    await asyncio.sleep(0)
                app.call_after_refresh(done.set)
                await done.wait()
                FULL.on = False
                if session.game.over:   # no next decision: the game-over screen is not counted
                    break
                times.append(time.perf_counter() - start)
                if cpu is not None:
                    cpu.append(time.process_time() - start_cpu)
                if agent_moves is not None:
                    agent_moves.append(len(session.game.choices) - before - 1)
                timed += 1


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[max(0, round(0.95 * len(ordered)) - 1)]


def _key(key: str):
    from textual import events

    return events.Key(key, "\r" if key == "enter" else None)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--decisions", type=int, default=300)
    parser.add_argument("--solo-decisions", type=int, default=150, help="timed human decisions against the Automaton")
    parser.add_argument("--long-decisions", type=int, default=150,
                        help="timed decisions in a hotseat game loaded at 2,000 choices")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--size", default="120x40")
    args = parser.parse_args()
    width, height = (int(x) for x in args.size.split("x"))

    gc.callbacks.append(FULL)
    starts = cold_start(args.runs)
    if starts:
        print(f"cold start to the title screen: median {statistics.median(starts):.3f} s, "
              f"min {min(starts):.3f} s, max {max(starts):.3f} s over {len(starts)} runs (target 0.8 s)")
    cpu: list[float] = []
    times = asyncio.run(_latencies(args.decisions, args.seed, (width, height), cpu))
    if times:
        print(f"key press to next decision drawn ({width}x{height}, {len(times)} decisions): "
              f"wall p50 {statistics.median(times) * 1000:.1f} ms, p95 {_p95(times) * 1000:.1f} ms, "
              f"max {max(times) * 1000:.1f} ms (target p95 50 ms)")
        print(f"  CPU time of this process over the same spans (less sensitive to a busy machine): "
              f"p50 {statistics.median(cpu) * 1000:.1f} ms, p95 {_p95(cpu) * 1000:.1f} ms")
        print(_gc_line())
    if args.long_decisions > 0:
        long_cpu: list[float] = []
        long = asyncio.run(_latencies(args.long_decisions, args.seed, (width, height), long_cpu, long=2000))
        print(f"in a game loaded at 2,000 choices, key press to next decision drawn ({len(long)} decisions): "
              f"wall p50 {statistics.median(long) * 1000:.1f} ms, p95 {_p95(long) * 1000:.1f} ms, "
              f"max {max(long) * 1000:.1f} ms (target p95 50 ms)")
        print(f"  CPU time over the same spans: p50 {statistics.median(long_cpu) * 1000:.1f} ms, "
              f"p95 {_p95(long_cpu) * 1000:.1f} ms")
        print(_gc_line())
    if args.solo_decisions > 0:
        moves: list[int] = []
        solo_cpu: list[float] = []
        solo = asyncio.run(_latencies(args.solo_decisions, args.seed, (width, height), solo_cpu, solo=True,
                                      agent_moves=moves))
        through = [t for t, m in zip(solo, moves, strict=True) if m > 0]
        per_move = [t / m for t, m in zip(solo, moves, strict=True) if m > 0]
        print(f"against the Automaton, key press to your next decision drawn ({len(solo)} decisions, "
              f"{len(through)} with an Automaton turn between, {sum(moves)} Automaton answers): "
              f"p50 {statistics.median(solo) * 1000:.1f} ms, p95 {_p95(solo) * 1000:.1f} ms, "
              f"max {max(solo) * 1000:.1f} ms")
        print(f"  CPU time over the same spans: p50 {statistics.median(solo_cpu) * 1000:.1f} ms, "
              f"p95 {_p95(solo_cpu) * 1000:.1f} ms")
        if per_move:
            print(f"  per Automaton answer (answer, redraw, log, turn panel): p50 "
                  f"{statistics.median(per_move) * 1000:.1f} ms, p95 {_p95(per_move) * 1000:.1f} ms")
        print(_gc_line())
    print(f"load average now: {', '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} CPUs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
