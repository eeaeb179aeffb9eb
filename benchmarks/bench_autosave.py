"""The app's autosave: milliseconds per choice near choice 100 and near choice 2,000 (figures, not a test).

For each choice in a window the game is answered directly, then the session's ``autosave()`` and
``flush()`` (the journal line handed to the writer thread and appended) are timed together. Beside it,
the old way at the same points: the whole save encoded and written atomically (``encode`` +
``atomic_write``), which is also what a compaction costs (once every ``JOURNAL_EVERY`` choices).

    python benchmarks/bench_autosave.py [--window 50]
"""
from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from doomtown_tui.bench import _Patient
from doomtown_tui.engine import Game
from doomtown_tui.tui.saves import JOURNAL_EVERY, SaveStore, atomic_write, encode
from doomtown_tui.tui.session import GameSession, load_decks


def measure(window: int, ends: tuple[int, ...] = (100, 2000)) -> dict[int, tuple[float, float]]:
    """{choice: (journal ms median, whole-file ms median)} over the ``window`` choices up to each end."""
    with tempfile.TemporaryDirectory() as folder:
        store = SaveStore(Path(folder))
        decks = load_decks(["law-dogs", "outlaws"])
        for seed in range(1, 50):
            game = Game.new(decks, seed=seed, names=["Ada", "Bo"])
            session = GameSession(game, ("human", "human"), True, store, decks=("law-dogs", "outlaws"))
            session.autosave()
            agents = [_Patient(seed), _Patient(seed + 1)]
            journal: dict[int, list[float]] = {end: [] for end in ends}
            whole: dict[int, list[float]] = {end: [] for end in ends}
            while not game.over and game.choice_count < max(ends):
                decision = game.decision
                assert decision is not None
                game.choose(decision.player, agents[decision.player].choose(game, decision))
                end = next((e for e in ends if e - window < game.choice_count <= e), None)
                if end is None or game.choice_count % JOURNAL_EVERY == 0:
                    session.autosave()      # outside the windows, or a compaction: not timed here
                    continue
                start = time.perf_counter()
                session.autosave()
                session.flush()
                journal[end].append(time.perf_counter() - start)
                start = time.perf_counter()
                atomic_write(store.root / "whole.json", encode(game, session.controllers, True, ("a", "b")))
                whole[end].append(time.perf_counter() - start)
            session.close()
            if game.choice_count >= max(ends):
                return {end: (statistics.median(journal[end]) * 1000, statistics.median(whole[end]) * 1000)
                        for end in ends}
    raise RuntimeError("no game lasted long enough")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--window", type=int, default=50, help="choices timed before each point")
    args = parser.parse_args()
    print(f"autosave, ms per choice (median of {args.window} choices; a compaction every {JOURNAL_EVERY} "
          "choices costs what the whole file does)")
    for end, (journal, whole) in measure(args.window).items():
        print(f"  near choice {end:>5}: journal line {journal:7.3f} ms   whole file written {whole:7.3f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
