"""Headless self-play: ``doomtown sim`` plays N games with agents and prints a JSON summary.

Game ``i`` uses seed ``S + i`` for the game and its agents, and cycles through the ordered pairs of
starter decks (or the two decks given); with ``--players 3`` or ``4`` (the multiplayer rules, random
agents by default) through ordered triples or quadruples of distinct starter decks (or the decks
given); with ``--scenario showstopper`` the Hero (seat 0) cycles
through the starter decks against the scenario's Villain deck (seat 1, random or the Automaton).
A seat played by the ``automaton`` agent makes the game a solo game (the Automaton variant, with
any ``--twist``); the summary then adds the Automaton's win rate and the human seat's mean Bragging
Rights. Any engine error is caught and reported with the seed
and the choice index that reproduce it (``play_one(seed, ...)`` then replays it).
"""
from __future__ import annotations

import json
import statistics
import time
import traceback
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import permutations
from typing import Any

from doomtown_tui import scenarios
from doomtown_tui.agents import AUTOMATON, game_options, make_agent
from doomtown_tui.data import data_dir, resolve_deck
from doomtown_tui.engine.deck import Deck, DeckError
from doomtown_tui.engine.game import Game, load_deck


@dataclass
class Result:
    seed: int
    winner: int | None
    days: int
    decisions: int
    error: str | None = None
    score: int | None = None          # the human seat's Bragging Rights in a solo game
    warnings: list[str] = field(default_factory=list)
    result: str | None = None         # a Boss Battle's ending (``BossBattleView.result``)


def starter_decks() -> list[Deck]:
    return [load_deck(path) for path in sorted(data_dir("decks").glob("*.txt"))]


def _options(agents: Sequence[str], twists: Sequence[str], scenario: str | None) -> dict[str, Any] | None:
    """The game options for these seats; with a Boss Battle ``scenario``, seat 1 is the Villain (and the
    Automaton may only hold that seat). The Automaton and the Boss Battle are two-seat games."""
    if len(agents) != 2 and (scenario is not None or AUTOMATON in agents):
        raise ValueError(f"the Automaton and the Boss Battle are two-seat games, not {len(agents)}-seat ones")
    if scenario is None:
        return game_options(agents, twists)
    if agents[0] == AUTOMATON:
        raise ValueError("in a Boss Battle the Automaton plays the Villain: give it the second seat")
    out = scenarios.options(scenario, automaton=agents[1] == AUTOMATON)
    if twists:
        if agents[1] != AUTOMATON:
            raise ValueError("twists need an Automaton seat")
        out["automaton"]["twists"] = list(twists)
    return out


def play_one(seed: int, decks: Sequence[Deck], agents: Sequence[str] = ("random", "random"),
             max_days: int = 30, twists: Sequence[str] = (), scenario: str | None = None) -> Result:
    """One game; with a Boss Battle ``scenario``, ``decks`` are the Hero's and the Villain's."""
    game = Game.new(list(decks), seed=seed, max_days=max_days, options=_options(agents, twists, scenario))
    seats = [make_agent(name, seed * 2 + i) for i, name in enumerate(agents)]
    count = 0
    try:
        while not game.over:
            decision = game.decision
            assert decision is not None
            game.choose(decision.player, seats[decision.player].choose(game, decision))
            count += 1
    except Exception:  # the simulator reports every engine failure
        return Result(seed, None, game.raw.day, count, f"choice {count}: {traceback.format_exc(limit=8)}")
    score = None
    result = game.state.boss_battle.result if game.state.boss_battle is not None else None
    if AUTOMATON in agents:   # (in a Boss Battle the co-op game: the Hero against the Automaton's Villain)
        score = game.bragging_rights(game.raw.opponent(list(agents).index(AUTOMATON))).total
    warnings = [w for agent in seats for w in getattr(agent, "warnings", [])]
    return Result(seed, game.winner, game.raw.day, count, score=score, warnings=warnings, result=result)


def simulate(games: int, seed: int, agents: Sequence[str] = ("random", "random"), max_days: int = 30,
             decks: Sequence[Deck] | None = None, twists: Sequence[str] = (),
             scenario: str | None = None) -> dict[str, Any]:
    """``games`` games; with a Boss Battle ``scenario`` the Hero (seat 0) cycles through the starter decks
    (or plays the one deck given) against the scenario's Villain deck (seat 1)."""
    _options(agents, twists, scenario)     # a bad seat list or twist fails before any game starts
    if max_days < 1:
        raise ValueError(f"--max-days takes at least 1, not {max_days}")
    if scenario is not None:
        villain = scenarios.villain_deck(scenario)
        # each faction once (rulebook "Prepare the Decks"): no starter Hero of the Villain's faction
        heroes = list(decks) if decks else [d for d in starter_decks() if d.faction != villain.faction]
        pairs = [[hero, villain] for hero in heroes]
    else:
        pool = list(decks) if decks else starter_decks()
        pairs = [pool] if decks else [list(p) for p in permutations(pool, len(agents))]
    results: list[Result] = []
    start = time.perf_counter()
    for i in range(games):
        results.append(play_one(seed + i, pairs[i % len(pairs)], agents, max_days, twists, scenario))
    elapsed = time.perf_counter() - start
    decisions = sum(r.decisions for r in results)
    finished = [r for r in results if r.error is None]
    summary: dict[str, Any] = {
        "games": games,
        "agents": list(agents),
        "players": len(agents),
        "wins": [sum(1 for r in finished if r.winner == s) for s in range(len(agents))],
        "draws": sum(1 for r in finished if r.winner is None),
        "mean_days": round(sum(r.days for r in finished) / len(finished), 2) if finished else None,
        "decisions": decisions,
        "decisions_per_second": round(decisions / elapsed) if elapsed else None,
        "seconds": round(elapsed, 3),
        "errors": [{"seed": r.seed, "error": r.error} for r in results if r.error],
    }
    if scenario is not None:
        summary["scenario"] = scenario
        summary["results"] = dict(Counter(r.result or "none" for r in finished))
    if AUTOMATON in agents:
        seat = list(agents).index(AUTOMATON)
        scores = [r.score for r in finished if r.score is not None]
        summary |= {
            "twists": list(twists),
            "automaton_win_rate": round(summary["wins"][seat] / len(finished), 3) if finished else None,
            "mean_bragging_rights": round(statistics.fmean(scores), 1) if scores else None,
            "automaton_warnings": sorted({w for r in finished for w in r.warnings}),
        }
    return summary


def sim_command(args: Any) -> int:
    players = args.players
    if not 2 <= players <= 4:
        print(f"sim: --players takes 2, 3 or 4, not {players}")
        return 2
    agents = [a.strip() for a in args.agents.split(",")] if args.agents else ["random"] * players
    if len(agents) != players:
        print(f"sim: --agents takes {players} names (one per seat), e.g. {','.join(['random'] * players)}")
        return 2
    decks = None
    if args.decks:
        try:   # the contract's load_deck: a marked gang is checked against the file's own lines
            decks = [load_deck(resolve_deck(name.strip())) for name in args.decks.split(",")]
        except (OSError, DeckError) as exc:
            print(f"sim: {exc}")
            return 2
        if args.scenario and len(decks) != 1:
            print(f"sim: with --scenario, --decks takes the Hero's deck alone, not {len(decks)} decks")
            return 2
        if not args.scenario and len(decks) != players:
            print(f"sim: --decks takes {players} decks (one per seat), not {len(decks)}")
            return 2
    try:
        summary = simulate(args.games, args.sim_seed, agents, args.max_days, decks, args.twist, args.scenario)
    except ValueError as exc:
        print(f"sim: {exc}")
        return 2
    print(json.dumps(summary, indent=2))
    return 1 if summary["errors"] else 0
