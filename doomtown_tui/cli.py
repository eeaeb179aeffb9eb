"""The ``doomtown`` command: the game by default, and the tool subcommands.

    doomtown [--deck A --deck B] [--seed N]     open the app (or start straight into a game)
    doomtown --solo DECK --vs DECK [--twist NAME ...] [--seed N]
                                                 a solo game against the Automaton (its deck: --vs)
    doomtown --text [--deck A --deck B ...]      the plain-text table instead of the app (2 to 4 decks;
                                                 --text --solo DECK --vs DECK: solo at the table)
    doomtown --scenario showstopper --deck HERO [--seed N] [--event-deck FILE]
                                                 a Boss Battle in the app, hotseat Hero against Villain
                                                 (--solo HERO: the Automaton is the Villain; --text: the
                                                 plain-text table)
    doomtown cards [...] | cards show TITLE      browse the card pool (doomtown_tui.catalog)
    doomtown deck check FILE...                  validate deck files
    doomtown sim --games N --seed S ...          headless self-play (doomtown_tui.sim)
    doomtown soak --games N --seed S [--jobs K]  games in every mode, every invariant checked
                                                 (doomtown_tui.soak; --progress: a line per twentieth;
                                                 --decks random: random decks from the whole pool)
    doomtown bench                               speed figures (benchmarks)
    doomtown replay FILE                         step through a saved game

Each subcommand imports its module only when it runs, so start-up stays fast.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

# the twists' names, repeated here so ``doomtown --help`` needs no engine import (checked by a test)
TWISTS = ("high_stakes", "hired_help", "one_more_thing", "quick_reactions", "double_plays", "shooty_dudes",
          "influential_dudes", "endless_dudes", "posse_teamwork", "delayed_recompense")


def _build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="doomtown", description="Doomtown: Weird West Edition in the terminal.")
    parser.add_argument("--deck", action="append", default=[],
                        help="deck file or starter deck name (give two; the app takes up to four, one per seat)")
    parser.add_argument("--seed", type=int, default=None, help="seed for the shuffles and the coin toss")
    parser.add_argument("--text", action="store_true", help="play at a plain-text prompt instead of the app")
    parser.add_argument("--solo", metavar="DECK", help="play alone against the Automaton with this deck")
    parser.add_argument("--vs", metavar="DECK", help="the Automaton's deck (with --solo)")
    parser.add_argument("--twist", action="append", default=[], metavar="NAME",
                        help="an Automaton twist (repeatable): " + ", ".join(TWISTS))
    parser.add_argument("--scenario", choices=["showstopper"], default=None,
                        help="Boss Battle: The Showstopper, your --deck as the Hero against Ivor's circus "
                        "(hotseat; with --solo YOUR_DECK the Automaton plays the Villain, with any --twist; "
                        "--text for the plain-text table)")
    parser.add_argument("--event-deck", metavar="FILE", default=None,
                        help="with --scenario: your Boss Battle event cards (TOML; see README)")
    sub = parser.add_subparsers(dest="command")

    cards = sub.add_parser("cards", help="list the card pool")
    cards.add_argument("rest", nargs="*", help="'show TITLE' prints one card")
    cards.add_argument("--faction")
    cards.add_argument("--type")
    cards.add_argument("--search")
    cards.add_argument("--json", action="store_true", help="the whole pool as JSON")
    cards.add_argument("--status", action="store_true", help="which cards are vanilla, scripted or missing")

    deck = sub.add_parser("deck", help="deck files")
    deck_sub = deck.add_subparsers(dest="deck_command", required=True)
    check = deck_sub.add_parser("check", help="validate deck files")
    check.add_argument("files", nargs="+")
    check.add_argument("--scenario", choices=["showstopper"], default=None,
                       help="check a Boss Battle Villain's deck (it may hold the scenario's own cards)")

    sim = sub.add_parser("sim", help="play games headless and print a JSON summary")
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1, dest="sim_seed")
    sim.add_argument("--players", type=int, default=2, help="seats at the table, 2 to 4 (3 and 4: the official "
                     "multiplayer rules)")
    sim.add_argument("--agents", default=None, help="one agent per seat, comma separated (default: random for each)")
    sim.add_argument("--max-days", type=int, default=30)
    sim.add_argument("--decks", default=None, help="one deck file or starter name per seat, comma separated "
                     "(with --scenario: the Hero's deck)")
    sim.add_argument("--scenario", choices=["showstopper"], default=None,
                     help="play the Boss Battle scenario: seat 1 is the Villain (random or automaton)")
    sim.add_argument("--twist", action="append", default=[], metavar="NAME",
                     help="an Automaton twist for an automaton seat (repeatable)")

    soak = sub.add_parser("soak", help="play games in every mode, checking everything; print a JSON summary")
    soak.add_argument("--games", type=int, default=60)
    soak.add_argument("--seed", type=int, default=1, dest="soak_seed")
    soak.add_argument("--jobs", type=int, default=1, help="processes to play in")
    soak.add_argument("--mode", default=None, help="play only this mode (e.g. to replay one failing game)")
    soak.add_argument("--decks", default="starter", help="starter (the shipped decks) or random (random legal "
                      "decks from the whole card pool, so every card comes up)")
    soak.add_argument("--progress", action="store_true",
                      help="print a line of counts to stderr after each twentieth of the games")

    sub.add_parser("bench", help="print speed figures")
    replay = sub.add_parser("replay", help="step through a saved game")
    replay.add_argument("file")
    return parser


def _text_main(decks: list[str], seed: int | None) -> int:
    """``doomtown --text``: the plain-text table (doomtown_tui.textplay), asking for decks if none given."""
    from doomtown_tui import textplay
    from doomtown_tui.data import starter_decks
    from doomtown_tui.engine.deck import DeckError

    chosen = list(decks)
    if len(chosen) not in (0, 2, 3, 4):
        print("doomtown: give two to four --deck options, one per player (or none to pick starter decks)")
        return 2
    if not chosen:
        names = sorted(starter_decks())
        try:
            seats = int(input("Players (2-4): ").strip() or "2")
            if not 2 <= seats <= 4:
                raise ValueError(seats)
            print("Starter decks: " + ", ".join(f"{i}. {n}" for i, n in enumerate(names, 1)))
            for seat in range(1, seats + 1):
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
    except (FileNotFoundError, DeckError) as exc:   # a deck that is no file or starter, or not a legal deck
        print(f"doomtown: {exc}")
        return 2


def _text_solo(mine: str, theirs: str, seed: int | None, twists: list[str]) -> int:
    """``doomtown --text --solo DECK --vs DECK``: a solo game at the plain-text table, the Automaton (seat 1,
    with ``twists``) answering its own questions."""
    from doomtown_tui import textplay
    from doomtown_tui.data import resolve_deck
    from doomtown_tui.engine.deck import DeckError, load_deck

    try:
        decks = [load_deck(resolve_deck(name)) for name in (mine, theirs)]
    except (FileNotFoundError, DeckError) as exc:
        print(f"doomtown: {exc}")
        return 2
    try:
        return textplay.play_game(decks, seed, {"automaton": {"seat": 1, "twists": list(twists)}}, automaton_seat=1)
    except (EOFError, KeyboardInterrupt):
        print()
        return 0


def _scenario_main(args: argparse.Namespace) -> int:
    """``doomtown --scenario showstopper --deck HERO [--seed N]`` (hotseat) or ``--solo HERO`` (the Automaton
    as the Villain, with any ``--twist``): the Hero's deck against the scenario's Villain deck, in the app
    (``--text``: at the plain-text table). The decks and the event deck file are checked first."""
    from doomtown_tui import scenarios
    from doomtown_tui.data import resolve_deck
    from doomtown_tui.engine import DeckError, load_deck
    from doomtown_tui.engine.event_deck import EventDeckError
    from doomtown_tui.engine.game import faction_clash

    heroes = ([args.solo] if args.solo else []) + list(args.deck)
    if len(heroes) != 1 or args.vs or (args.twist and not args.solo):
        print("doomtown: a Boss Battle takes one Hero deck: --scenario NAME --deck HERO_DECK (hotseat) or "
              "--scenario NAME --solo HERO_DECK (the Automaton as the Villain; --twist only then); no --vs")
        return 2
    unknown = [t for t in args.twist if t not in TWISTS]
    if unknown:
        print(f"doomtown: unknown twist {unknown[0]!r}; the twists are {', '.join(TWISTS)}")
        return 2
    try:
        hero = load_deck(resolve_deck(heroes[0]))
        options = scenarios.options(args.scenario, automaton=bool(args.solo),
                                    event_deck=Path(args.event_deck) if args.event_deck else None)
        villain = scenarios.villain_deck(args.scenario)
    except (FileNotFoundError, DeckError, EventDeckError) as exc:
        print(f"doomtown: {exc}")
        return 2
    except OSError as exc:   # e.g. --event-deck naming a folder or an unreadable file
        print(f"doomtown: cannot read {exc.filename or 'a file'}: {exc.strerror or exc}")
        return 2
    clash = faction_clash([hero.faction, villain.faction])
    if clash is not None:
        print(f"doomtown: {clash}: choose a Hero deck of another faction")
        return 2
    if args.solo:
        options["automaton"]["twists"] = list(args.twist)
    if not args.text:
        from doomtown_tui.tui import app

        return app.scenario_main(args.scenario, heroes[0], args.seed, solo=bool(args.solo), twists=args.twist,
                                 event_deck=args.event_deck)
    from doomtown_tui import textplay

    try:
        return textplay.play_game([hero, villain], args.seed, options,
                                  automaton_seat=scenarios.VILLAIN if args.solo else None)
    except (EOFError, KeyboardInterrupt):
        print()
        return 0


def main(argv: list[str] | None = None) -> int:
    args = _build_parser().parse_args(argv)
    if args.command == "cards":
        from doomtown_tui import catalog

        return catalog.cards_command(args)
    if args.command == "deck":
        from doomtown_tui import catalog

        return catalog.deck_check_command(args.files, args.scenario)
    if args.command == "sim":
        from doomtown_tui import sim

        return sim.sim_command(args)
    if args.command == "soak":
        from doomtown_tui import soak

        return soak.soak_command(args)
    if args.command == "bench":
        from doomtown_tui import bench

        return bench.main()
    if args.command == "replay":
        from doomtown_tui.tui import replay

        return replay.main(args.file)
    if args.scenario:
        return _scenario_main(args)
    if args.solo or args.vs or args.twist:
        if not (args.solo and args.vs) or args.deck:
            print("doomtown: a solo game takes --solo YOUR_DECK --vs AUTOMATON_DECK (and no --deck)")
            return 2
        unknown = [t for t in args.twist if t not in TWISTS]
        if unknown:
            print(f"doomtown: unknown twist {unknown[0]!r}; the twists are {', '.join(TWISTS)}")
            return 2
        if args.text:
            return _text_solo(args.solo, args.vs, args.seed, args.twist)
        from doomtown_tui.tui import app

        return app.main(decks=[args.solo, args.vs], seed=args.seed, solo=True, twists=args.twist)
    if args.text:
        return _text_main(args.deck, args.seed)
    from doomtown_tui.tui import app

    return app.main(decks=args.deck, seed=args.seed)


if __name__ == "__main__":
    sys.exit(main())
