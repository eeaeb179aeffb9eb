"""Entry point of ``doomtown``: the plain-text table until the Textual app is written."""
from __future__ import annotations

from typing import Sequence


def main(decks: Sequence[str] = (), seed: int | None = None) -> int:
    from doomtown_tui import textplay
    from doomtown_tui.catalog import starter_decks

    chosen = list(decks)
    if len(chosen) not in (0, 2):
        print("doomtown: give two --deck options (or none to pick starter decks)")
        return 2
    if not chosen:
        names = sorted(starter_decks())
        print("Starter decks: " + ", ".join(f"{i}. {n}" for i, n in enumerate(names, 1)))
        try:
            for seat in (1, 2):
                raw = input(f"Deck for player {seat} (number): ").strip()
                chosen.append(names[int(raw) - 1])
        except (ValueError, IndexError, EOFError):
            print("doomtown: no deck chosen")
            return 2
    try:
        return textplay.play(chosen, seed)
    except (EOFError, KeyboardInterrupt):
        print()
        return 0
