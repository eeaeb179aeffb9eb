"""Poker speed against ``treys`` (the same figures ``doomtown bench`` prints): see doomtown_tui.poker_bench."""
from doomtown_tui.poker_bench import main

if __name__ == "__main__":
    raise SystemExit(main())
