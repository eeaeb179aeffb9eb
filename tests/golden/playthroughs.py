"""Golden playthroughs: a fixed set of seeded games whose every decision and event is fingerprinted.

The engine-structure work (and any refactor) must leave these games exactly as they were: same
decisions asked (player, kind, prompt, option ids), same answers, same log. ``python
tests/golden/playthroughs.py --write`` records the fingerprints in ``playthroughs.json``; do that only
when a change of the rules or of the log's wording is intended, and say so in the commit.

Each game also records a hash of the position after every choice (``digest.fingerprint``, what a
save's digest checks: a save made at any choice, not only at the end) and the engine version that
played it: a change that makes saved games replay differently must raise the engine version
(``doomtown_tui.__version__``, and the project's in ``pyproject.toml``), so that older saves load as
from an older version (``SaveFromOtherVersion``) rather than as tampered ones. ``--write`` refuses
otherwise.
"""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from doomtown_tui import __version__
from doomtown_tui.agents import make_agent
from doomtown_tui.engine import digest
from doomtown_tui.engine.agents import RandomAgent
from doomtown_tui.engine.deck import load_deck
from doomtown_tui.engine.game import Game

HERE = Path(__file__).resolve().parent
DECKS = HERE.parent.parent / "decks"
FILE = HERE / "playthroughs.json"

class CalmAgent(RandomAgent):
    """Random, but passes (or refuses, keeps, pays) half the time: games that last many days."""

    CALM = ("pass", "keep", "done", "refuse", "pay", "stay")

    def choose(self, game: Any, decision: Any) -> Any:
        calm = [o.id for o in decision.options if o.data.get("play") in self.CALM]
        if calm and not decision.multi and self.rng.random() < 0.5:
            return calm[0]
        return super().choose(game, decision)


def agent(name: str, seed: int) -> Any:
    return CalmAgent(seed) if name == "calm" else make_agent(name, seed)


# (name, deck A, deck B, seed, agents, max_days, twists)
GAMES: list[tuple[str, str, str, int, tuple[str, str], int, tuple[str, ...]]] = [
    ("law-outlaw-3", "law-dogs", "outlaws", 3, ("random", "random"), 12, ()),
    ("anarch-fear-5", "anarchists", "fearmongers", 5, ("random", "random"), 12, ()),
    ("entre-first-8", "entrepreneurs", "first-peoples", 8, ("random", "random"), 12, ()),
    ("fear-law-13", "fearmongers", "law-dogs", 13, ("random", "random"), 12, ()),
    ("outlaw-entre-21", "outlaws", "entrepreneurs", 21, ("random", "random"), 12, ()),
    ("first-anarch-34", "first-peoples", "anarchists", 34, ("random", "random"), 12, ()),
    ("law-fear-55", "law-dogs", "fearmongers", 55, ("random", "random"), 20, ()),
    ("outlaw-first-89", "outlaws", "first-peoples", 89, ("random", "random"), 20, ()),
    ("entre-law-144", "entrepreneurs", "law-dogs", 144, ("random", "random"), 20, ()),
    ("anarch-outlaw-233", "anarchists", "outlaws", 233, ("random", "random"), 20, ()),
    ("fear-entre-377", "fearmongers", "entrepreneurs", 377, ("random", "random"), 20, ()),
    ("first-fear-610", "first-peoples", "fearmongers", 610, ("random", "random"), 20, ()),
    ("solo-outlaw-law-11", "outlaws", "law-dogs", 11, ("automaton", "random"), 20, ("high_stakes",)),
    ("calm-law-fear-4", "law-dogs", "fearmongers", 4, ("calm", "calm"), 20, ()),
    ("calm-outlaw-anarch-6", "outlaws", "anarchists", 6, ("calm", "calm"), 20, ()),
    ("calm-solo-first-entre-12", "first-peoples", "entrepreneurs", 12, ("calm", "automaton"), 20, ()),
    ("solo-law-outlaw-2", "law-dogs", "outlaws", 2, ("random", "automaton"), 10, ()),
    ("solo-fear-first-7", "fearmongers", "first-peoples", 7, ("automaton", "random"), 10, ()),
    ("solo-entre-anarch-9", "entrepreneurs", "anarchists", 9, ("random", "automaton"), 10,
     ("hired_help", "quick_reactions", "delayed_recompense")),
]


def fingerprint(deck_a: str, deck_b: str, seed: int, agents: tuple[str, str], max_days: int,
                twists: tuple[str, ...]) -> dict[str, Any]:
    options = None
    if "automaton" in agents:
        options = {"automaton": {"seat": agents.index("automaton"), "twists": list(twists)}}
    game = Game.new([load_deck(DECKS / f"{deck_a}.txt"), load_deck(DECKS / f"{deck_b}.txt")], seed=seed,
                    max_days=max_days, options=options)
    seats = [agent(name, seed * 2 + i) for i, name in enumerate(agents)]
    asked, positions = hashlib.sha256(), hashlib.sha256()
    while not game.over:
        d = game.decision
        assert d is not None
        asked.update(repr((d.player, d.kind, d.prompt, [o.id for o in d.options], d.min, d.max)).encode())
        game.choose(d.player, seats[d.player].choose(game, d))
        positions.update(digest.fingerprint(game.raw))
    log = hashlib.sha256()
    for event in game.events:
        log.update(repr((event.kind, event.text)).encode())
    return {"choices": len(game.choices), "winner": game.winner, "day": game.state.day,
            "decisions": asked.hexdigest()[:24],
            "answers": hashlib.sha256(repr(game.choices).encode()).hexdigest()[:24],
            "log": log.hexdigest()[:24], "save": positions.hexdigest()[:24], "engine": __version__}


def record() -> dict[str, dict[str, Any]]:
    return {name: fingerprint(a, b, seed, agents, days, twists) for name, a, b, seed, agents, days, twists in GAMES}


if __name__ == "__main__":
    if "--write" in sys.argv:
        old = json.loads(FILE.read_text()) if FILE.exists() else {}
        new = record()
        moved = [name for name, fp in new.items()
                 if name in old and old[name].get("save") != fp["save"] and old[name].get("engine") == __version__]
        if moved:
            sys.exit(f"{', '.join(moved)}: saves now replay differently, but the engine version is still "
                     f"{__version__}; raise it (doomtown_tui/__init__.py, pyproject.toml) and write again")
        FILE.write_text(json.dumps(new, indent=1, sort_keys=True) + "\n")
        print(f"wrote {FILE}")
    else:
        print(json.dumps(record(), indent=1, sort_keys=True))
