"""The ``doomtown`` command: the game by default, and the tool subcommands.

    doomtown [--deck A --deck B] [--seed N]     open the app (or start straight into a game)
    doomtown cards [...] | cards show TITLE      browse the card pool (doomtown_tui.catalog)
    doomtown deck check FILE...                  validate deck files
    doomtown sim --games N --seed S ...          headless self-play (doomtown_tui.engine.sim)
    doomtown bench                               speed figures (benchmarks)
    doomtown replay FILE                         step through a saved game

Each subcommand imports its module only when it runs, so start-up stays fast.
"""
from __future__ import annotations

import argparse
import sys


def _build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="doomtown", description="Doomtown: Weird West Edition in the terminal.")
    parser.add_argument("--deck", action="append", default=[], help="deck file or starter deck name (give two)")
    parser.add_argument("--seed", type=int, default=None, help="seed for the shuffles and the coin toss")
    sub = parser.add_subparsers(dest="command")

    cards = sub.add_parser("cards", help="list the card pool")
    cards.add_argument("rest", nargs="*", help="'show TITLE' prints one card")
    cards.add_argument("--faction")
    cards.add_argument("--type")
    cards.add_argument("--search")
    cards.add_argument("--json", action="store_true", help="the whole pool as JSON")

    deck = sub.add_parser("deck", help="deck files")
    deck_sub = deck.add_subparsers(dest="deck_command", required=True)
    check = deck_sub.add_parser("check", help="validate deck files")
    check.add_argument("files", nargs="+")

    sim = sub.add_parser("sim", help="play games headless and print a JSON summary")
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1, dest="sim_seed")
    sim.add_argument("--agents", default="random,random")
    sim.add_argument("--max-days", type=int, default=30)
    sim.add_argument("--decks", default=None, help="two deck files or starter names, comma separated")

    sub.add_parser("bench", help="print speed figures")
    replay = sub.add_parser("replay", help="step through a saved game")
    replay.add_argument("file")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _build_parser().parse_args(argv)
    if args.command == "cards":
        from doomtown_tui import catalog

        return catalog.cards_command(args)
    if args.command == "deck":
        from doomtown_tui import catalog

        return catalog.deck_check_command(args.files)
    if args.command == "sim":
        from doomtown_tui.engine import sim

        return sim.sim_command(args)
    if args.command == "bench":
        from doomtown_tui import bench

        return bench.main()
    if args.command == "replay":
        from doomtown_tui.tui import replay

        return replay.main(args.file)
    from doomtown_tui.tui import app

    return app.main(decks=args.deck, seed=args.seed)


if __name__ == "__main__":
    sys.exit(main())
