"""The soak: ``doomtown soak --games N --seed S [--jobs K]`` plays seeded games in every mode the engine
supports, checks the whole state after every choice and a save/load round trip every 50 choices, and
prints a JSON summary with the errors grouped by cause.

Game ``i`` has seed ``S + i``. Its seed alone decides how it is played: its mode is ``MODES[seed %
len(MODES)]`` (or the one ``--mode`` names), its pair of starter decks is drawn from ``Random(seed)`` and
its seats are agents seeded ``2 * seed`` and ``2 * seed + 1`` (as ``doomtown sim`` seeds them). So a
failing game is replayed with ``doomtown soak --games 1 --seed SEED --mode MODE`` (or ``play_game(SEED,
MODE)`` in a test). ``--jobs K`` plays the games in K processes; the summary is the same as with one,
apart from its timings. ``--decks random`` seats random legal decks drawn from the whole card pool
(``random_decks``, also from ``Random(seed)``) instead of the starter decks, so every card of the box
comes up in play; the Boss Battle's Villain keeps its scenario deck.

A mode is one entry of ``MODES``: its seats (agent names, ``doomtown_tui.agents``), its Automaton
twists, any further game options, and, for a mode whose games start another way (a scenario), a
``start`` function that builds its game.
"""
from __future__ import annotations

import json
import random
import sys
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import cache
from itertools import permutations
from pathlib import Path
from typing import Any

from doomtown_tui import scenarios
from doomtown_tui.agents import game_options, make_agent
from doomtown_tui.engine.deck import Deck
from doomtown_tui.engine.game import Game
from doomtown_tui.engine.invariants import check_decision, check_state
from doomtown_tui.engine.twists import TWISTS
from doomtown_tui.random_decks import random_deck
from doomtown_tui.sim import starter_decks

MAX_DAYS = 12          # a day cap, as the fuzz tests play (random play can stall for ever)
ROUND_TRIP_EVERY = 50  # choices between two save/load round trips
PACKAGE = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Mode:
    """One way to play a soak game. ``options`` are merged into the options ``Game.new`` gets; ``start``
    (seed, decks, mode) builds the game instead of ``Game.new`` (e.g. a scenario)."""

    name: str
    agents: tuple[str, ...]   # one per seat (2 to 4)
    twists: tuple[str, ...] = ()
    options: dict[str, Any] = field(default_factory=dict)
    start: Callable[[int, Sequence[Deck], Mode], Game] | None = None

    def new_game(self, seed: int, decks: Sequence[Deck]) -> Game:
        if self.start is not None:
            return self.start(seed, decks, self)
        options = (game_options(self.agents, self.twists) or {}) | self.options
        return Game.new(list(decks), seed=seed, max_days=MAX_DAYS, options=options or None)


# Every mode the engine supports (adding one is adding an entry: the Showstopper, three and four players).
def showstopper(seed: int, decks: Sequence[Deck], mode: Mode) -> Game:
    """Boss Battle: The Showstopper: the first deck is the Hero's (seat 0), against the scenario's Villain
    deck (seat 1, the Automaton's when the mode seats it there); a first deck of the Villain's faction gives way
    to the next one of another faction."""
    options = scenarios.options("showstopper", automaton=mode.agents[scenarios.VILLAIN] == "automaton")
    villain = scenarios.villain_deck("showstopper")
    # each faction once (rulebook "Prepare the Decks"): the first drawn deck of another faction is the Hero's
    hero = next(d for d in (*decks, *starter_decks()) if d.faction != villain.faction)
    return Game.new([hero, villain], seed=seed, max_days=MAX_DAYS, options=options)


MODES: tuple[Mode, ...] = (
    Mode("two_players", ("random", "random")),
    Mode("automaton", ("automaton", "random")),
    Mode("automaton_twists", ("random", "automaton"), twists=tuple(TWISTS)),
    Mode("showstopper", ("random", "random"), start=showstopper),
    Mode("showstopper_automaton", ("random", "automaton"), start=showstopper),
    Mode("three_players", ("random",) * 3),
    Mode("four_players", ("random",) * 4),
    Mode("eager", ("eager", "eager")),     # both seats play their cards whenever they may
)


def mode_named(name: str) -> Mode:
    for mode in MODES:
        if mode.name == name:
            return mode
    raise ValueError(f"unknown mode {name!r}; the modes are {', '.join(m.name for m in MODES)}")


@dataclass
class GameResult:
    """How one soak game went: its error's cause and message if it failed (``choice``: how many choices
    had been made when it did)."""

    seed: int
    mode: str
    decks: tuple[str, ...]
    decisions: int = 0
    round_trips: int = 0
    winner: int | None = None
    day: int = 0
    cause: str | None = None
    message: str | None = None
    choice: int | None = None
    warnings: list[str] = field(default_factory=list)


@cache
def _pairs() -> list[tuple[Deck, Deck]]:
    return list(permutations(starter_decks(), 2))


def game_mode(seed: int, mode: str | None = None) -> Mode:
    """The mode game ``seed`` is played in: the one named, else the table's entry for the seed."""
    return mode_named(mode) if mode is not None else MODES[seed % len(MODES)]


DECK_SOURCES = ("starter", "random")   # ``--decks``: the starter decks, or random decks from the whole pool


def play_game(seed: int, mode: str | None = None, decks: str = "starter") -> GameResult:
    """Play game ``seed`` to its end, checking it all along; any failure is caught and described."""
    how = game_mode(seed, mode)
    seats = len(how.agents)
    draw = random.Random(seed)
    seated: Sequence[Deck]
    if decks == "random":
        seated = tuple(random_deck(draw, f"random-{seed}-{k}") for k in range(seats))
    else:
        seated = draw.choice(_pairs()) if seats == 2 else tuple(draw.sample(starter_decks(), seats))
    result = GameResult(seed, how.name, tuple(d.name for d in seated))
    try:
        _play(how, seed, seated, result)
    except Exception as exc:   # the soak reports every failure, grouped by cause
        result.cause, result.message = cause_of(exc), _one_line(exc)
        result.choice = result.decisions
    return result


def _play(how: Mode, seed: int, decks: Sequence[Deck], result: GameResult) -> None:
    game = how.new_game(seed, decks)
    seats = [make_agent(name, seed * 2 + i) for i, name in enumerate(how.agents)]
    check_state(game)
    check_decision(game)
    while not game.over:
        decision = game.decision
        assert decision is not None
        game.choose(decision.player, seats[decision.player].choose(game, decision))
        result.decisions += 1
        check_state(game)
        check_decision(game)
        if result.decisions % ROUND_TRIP_EVERY == 0:
            round_trip(game)
            result.round_trips += 1
    round_trip(game)
    result.round_trips += 1
    result.winner, result.day = game.winner, game.raw.day
    result.warnings = sorted({w for agent in seats for w in getattr(agent, "warnings", [])})


def round_trip(game: Game) -> None:
    """Save and load ``game``: the loaded game has the same digest and the same pending decision."""
    loaded = Game.from_json(game.to_json())
    assert loaded.digest() == game.digest(), "save/load round trip: the loaded game's digest differs"
    assert loaded.decision == game.decision, "save/load round trip: the loaded game asks another question"


def cause_of(exc: BaseException) -> str:
    """What an error is, for grouping: its type and the innermost frame of this package it came from
    (for a failed invariant, the check and its line: the invariant's name)."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if _ours(f.filename)]
    if not frames:
        return type(exc).__name__
    last = frames[-1]
    where = f"{Path(last.filename).resolve().relative_to(PACKAGE.parent)}:{last.lineno} in {last.name}"
    if isinstance(exc, AssertionError) and Path(last.filename).name == "invariants.py":
        return f"invariant {last.name} ({where})"
    return f"{type(exc).__name__} at {where}"


def _ours(filename: str) -> bool:
    return Path(filename).resolve().is_relative_to(PACKAGE)


def _one_line(exc: BaseException) -> str:
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if len(text) <= 300 else text[:300] + "..."


def play_all(games: int, seed: int, mode: str | None = None, jobs: int = 1,
             decks: str = "starter") -> Iterator[GameResult]:
    """The results of games ``seed`` .. ``seed + games - 1``, in that order (``jobs`` processes)."""
    seeds = range(seed, seed + games)
    if jobs <= 1:
        yield from (play_game(s, mode, decks) for s in seeds)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(play_game, seeds, [mode] * games, [decks] * games,
                            chunksize=max(1, min(50, games // (jobs * 8))))


def summarise(results: Sequence[GameResult], seed: int, seconds: float, decks: str = "starter") -> dict[str, Any]:
    """The JSON summary of a soak: per mode, totals, and the errors grouped by cause with their games."""
    played = {r.mode for r in results}
    modes: dict[str, dict[str, Any]] = {
        m.name: {"games": 0, "decisions": 0, "wins": [0] * len(m.agents), "day_cap": 0, "errors": 0}
        for m in MODES if m.name in played}
    for r in results:
        m = modes[r.mode]
        m["games"] += 1
        m["decisions"] += r.decisions
        if r.cause is not None:
            m["errors"] += 1
        elif r.winner is None:
            m["day_cap"] += 1
        else:
            m["wins"][r.winner] += 1
    groups: dict[str, dict[str, Any]] = {}
    for r in results:
        if r.cause is None:
            continue
        group = groups.setdefault(r.cause, {"cause": r.cause, "count": 0, "example": r.message, "games": []})
        group["count"] += 1
        group["games"].append({"seed": r.seed, "mode": r.mode, "decks": list(r.decks), "choice": r.choice})
    decisions = sum(r.decisions for r in results)
    return {
        "games": len(results),
        "first_seed": seed,
        "decks": decks,
        "modes": modes,
        "decisions": decisions,
        "round_trips": sum(r.round_trips for r in results),
        "seconds": round(seconds, 3),
        "games_per_second": round(len(results) / seconds, 2) if seconds else None,
        "errors": sorted(groups.values(), key=lambda g: (-g["count"], g["cause"])),
        "automaton_warnings": sorted({w for r in results for w in r.warnings}),
        "replay": "doomtown soak --games 1 --seed SEED --mode MODE" + (" --decks random" if decks == "random" else "")
                  + " plays one failing game again",
    }


def soak(games: int, seed: int, mode: str | None = None, jobs: int = 1,
         progress: Callable[[str], None] | None = None, decks: str = "starter") -> dict[str, Any]:
    """Play the games and return the summary; ``progress`` gets a line of counts after each
    twentieth of the games (a long soak says how far it is, and its failing seeds so far)."""
    if games < 1:
        raise ValueError("--games takes at least 1")
    if jobs < 1:
        raise ValueError("--jobs takes at least 1")
    if mode is not None:
        mode_named(mode)
    if decks not in DECK_SOURCES:
        raise ValueError(f"--decks takes {' or '.join(DECK_SOURCES)}, not {decks!r}")
    start = time.perf_counter()
    results: list[GameResult] = []
    every = max(1, games // 20)
    for result in play_all(games, seed, mode, jobs, decks):
        results.append(result)
        if progress is not None and (len(results) % every == 0 or len(results) == games):
            progress(progress_line(results, games, time.perf_counter() - start))
    return summarise(results, seed, time.perf_counter() - start, decks)


def progress_line(results: Sequence[GameResult], games: int, seconds: float) -> str:
    """``soak: 500/10000 games, 61234 decisions, 2 failing (seeds 17, 301), 9.8 games/s``."""
    failing = [r.seed for r in results if r.cause is not None]
    shown = ", ".join(map(str, failing[:10])) + (", ..." if len(failing) > 10 else "")
    rate = f"{len(results) / seconds:.1f} games/s" if seconds > 0 else "-"
    return (f"soak: {len(results)}/{games} games, {sum(r.decisions for r in results)} decisions, "
            f"{len(failing)} failing{f' (seeds {shown})' if failing else ''}, {rate}")


def soak_command(args: Any) -> int:
    try:
        progress = (lambda line: print(line, file=sys.stderr, flush=True)) if args.progress else None
        summary = soak(args.games, args.soak_seed, args.mode, args.jobs, progress, args.decks)
    except ValueError as exc:
        print(f"soak: {exc}")
        return 2
    print(json.dumps(summary, indent=2))
    return 1 if summary["errors"] else 0
