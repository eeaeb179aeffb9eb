"""Where self-play spends its time (figures to read, never asserted).

Plays the same seeded random games as ``doomtown bench`` and prints:

1. the CPU time inside the option listings (the outermost call of each listing function below) against
   the rest of the engine, and the decisions per second the rest alone would allow;
2. the functions with the most time of their own under ``cProfile`` (CPU time; the profiler slows
   everything down, so read the shares, not the seconds).

    python benchmarks/profile_engine.py [--games 100] [--top 25]
"""
from __future__ import annotations

import argparse
import cProfile
import functools
import pstats
import time
from collections.abc import Callable
from types import ModuleType
from typing import Any

from doomtown_tui.bench import self_play
from doomtown_tui.engine import abilities, actions, high_noon

# ``actions.read_listing`` reads a play window's listing (the High Noon one is a generator,
# ``high_noon.iter_noon_plays``, that only it drains)
LISTINGS: tuple[tuple[ModuleType, str], ...] = (
    (actions, "read_listing"), (high_noon, "noon_plays"), (abilities, "ability_plays"), (abilities, "react_plays"),
    (abilities, "_triggered"), (abilities, "reacts_listen"),
)


def listing_share(games: int) -> dict[str, float]:
    """CPU seconds in the listings and in the rest over ``games`` self-play games."""
    depth, inside = [0], [0.0]

    def timed(fn: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(fn)
        def run(*args: Any, **kwargs: Any) -> Any:
            if depth[0]:
                return fn(*args, **kwargs)
            depth[0] += 1
            start = time.process_time()
            try:
                return fn(*args, **kwargs)
            finally:
                inside[0] += time.process_time() - start
                depth[0] -= 1
        return run

    saved = [(module, name, getattr(module, name)) for module, name in LISTINGS]
    for module, name, fn in saved:
        setattr(module, name, timed(fn))
    try:
        start = time.process_time()
        result = self_play(games=games)
        total = time.process_time() - start
    finally:
        for module, name, fn in saved:
            setattr(module, name, fn)
    rest = total - inside[0]
    return {"decisions": result["decisions"], "total_s": total, "listing_s": inside[0], "rest_s": rest,
            "rest_alone_per_s": result["decisions"] / rest}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args()
    self_play(games=5)                     # warm up: card pool, scripts, caches
    share = listing_share(args.games)
    print(f"self-play, {args.games} games, {share['decisions']:.0f} decisions, CPU time:")
    print(f"  listing options  {share['listing_s']:7.3f} s  ({share['listing_s'] / share['total_s']:.0%})")
    print(f"  the rest         {share['rest_s']:7.3f} s  (alone: {share['rest_alone_per_s']:.0f} decisions/s)")
    profiler = cProfile.Profile(time.process_time)
    profiler.enable()
    self_play(games=args.games)
    profiler.disable()
    print(f"\ntop {args.top} functions by own time (cProfile):")
    pstats.Stats(profiler).sort_stats("tottime").print_stats(args.top)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
