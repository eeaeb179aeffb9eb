"""The card and deck tools behind ``doomtown cards`` and ``doomtown deck check``.

    doomtown cards [--faction F] [--type T] [--search TEXT]    a table of the card pool
                  (F: a faction, "drifter" or "neutral"; T: dude, deed, goods, spell, action, outfit, joker)
    doomtown cards --json [filters]                            the same cards as a JSON list
    doomtown cards show TITLE                                  one card in full (title, code or DT2.101)
    doomtown deck check FILE_OR_STARTER...                     validate deck files

Starter decks are the files shipped in ``decks/``; ``starter_decks()`` lists them and
``resolve_deck()`` turns a starter name (``law-dogs``, ``"Law Dogs"``) or a path into a file path,
for the app and the simulator as well.

Exit status: 0 on success; 1 for an unknown card, an invalid or missing deck file or broken card
data; 2 for a bad option value (an unknown faction or type, an unknown ``cards`` subcommand).
"""
from __future__ import annotations

import argparse
import difflib
import json
import os
import sys
from typing import TYPE_CHECKING, Any

from doomtown_tui.data import data_dir, resolve_deck, starter_decks  # noqa: F401 - part of the catalog's face
from doomtown_tui.engine import DeckError, load_deck
from doomtown_tui.engine.cards import FACTIONS, SUIT_NAMES, CardDataError, CardDef, card_pool
from doomtown_tui.engine.ruleset import default_rules

if TYPE_CHECKING:
    from rich.console import Console

JSON_FIELDS: tuple[str, ...] = (
    "code", "title", "type", "faction", "suit", "value", "cost", "upkeep", "production",
    "bullets", "shooter", "influence", "control", "wealth", "keywords", "quantity", "text",
)
CARD_TYPES: tuple[str, ...] = ("outfit", "dude", "deed", "goods", "spell", "action", "joker")
_VALUE_WORDS = {1: "Ace", 11: "Jack", 12: "Queen", 13: "King"}
_RED_SUITS = ("H", "D")
NEUTRAL = "Neutral"


# --- filters ---------------------------------------------------------------------------------
def _fold(word: str) -> str:
    """Lower case, ``-``/``_`` as spaces, single spaces, no plural ``s``: ``Law-Dogs`` -> ``law dog``."""
    text = " ".join(word.lower().replace("-", " ").replace("_", " ").split())
    return text[:-1] if text.endswith("s") else text


def parse_faction(name: str) -> str:
    """The faction as stored on cards (``"Law Dogs"``, ``"Drifter"``), or ``"Neutral"``; ValueError if unknown.

    ``Drifter`` selects the drifter dudes; ``Neutral`` every card without a faction (drifters,
    deeds, goods, spells, actions, jokers).
    """
    wanted = _fold(name)
    for faction in (*FACTIONS, "Drifter", NEUTRAL):
        if _fold(faction) == wanted:
            return faction
    choices = ", ".join((*FACTIONS, "Drifter", NEUTRAL))
    raise ValueError(f"unknown faction {name!r}; choose one of {choices}")


def parse_type(name: str) -> str:
    """The card type (``dude``, ``goods`` ...), plural accepted; ValueError if unknown."""
    wanted = _fold(name)
    for card_type in CARD_TYPES:
        if _fold(card_type) == wanted:
            return card_type
    raise ValueError(f"unknown card type {name!r}; choose one of {', '.join(CARD_TYPES)}")


def filter_cards(
    cards: list[CardDef] | tuple[CardDef, ...],
    faction: str | None = None,
    card_type: str | None = None,
    search: str | None = None,
) -> list[CardDef]:
    """Cards matching every given filter; ``faction``/``card_type`` are already parsed names."""
    needle = search.lower() if search else None
    out: list[CardDef] = []
    for card in cards:
        if faction == NEUTRAL:
            if card.faction not in (None, "Drifter"):
                continue
        elif faction is not None and card.faction != faction:
            continue
        if card_type is not None and card.type != card_type:
            continue
        if needle is not None and not (
            needle in card.title.lower()
            or any(needle in word.lower() for word in card.keywords)
            or needle in card.text.lower()
        ):
            continue
        out.append(card)
    return out


# --- formatting ------------------------------------------------------------------------------
def card_json(card: CardDef) -> dict[str, Any]:
    """One card as a JSON object with exactly ``JSON_FIELDS`` (absent numbers are null)."""
    data = card.model_dump()
    data["keywords"] = list(card.keywords)
    if card.type != "dude" and card.bullets is not None and card.shooter is None:
        data["shooter"] = "bonus"      # a goods' or spell's bullets add to its dude's (as the table says)
    return {name: data[name] for name in JSON_FIELDS}


def stats_line(card: CardDef) -> str:
    """The card's numbers in a few words, e.g. ``2 stud, inf 1, upk 1`` for a dude."""
    parts: list[str] = []
    if card.type == "dude":
        parts.append(f"{card.bullets or 0} {card.shooter or 'draw'}")
        parts.append(f"inf {card.influence or 0}")
        parts.append(f"upk {card.upkeep or 0}")
    elif card.type == "deed":
        parts.append(f"prod {card.production or 0}")
        parts.append(f"ctrl {card.control or 0}")
    elif card.type == "outfit":
        parts.append(f"prod {card.production or 0}")
        parts.append(f"wealth {card.wealth or 0}")
    else:
        if card.bullets is not None:
            parts.append(f"+{card.bullets} bullets")
        if card.influence is not None:
            parts.append(f"+{card.influence} inf")
        if card.control is not None:
            parts.append(f"+{card.control} ctrl")
        if card.production is not None:
            parts.append(f"+{card.production} prod")
        if card.upkeep:
            parts.append(f"upk {card.upkeep}")
    return ", ".join(parts)


def _label_markup(card: CardDef) -> str:
    label = card.card_label
    if not label:
        return ""
    return f"[red]{label}[/red]" if card.suit in _RED_SUITS else label


def _console() -> Console:
    """A rich console; when output is piped and COLUMNS is unset, wide enough for whole rows."""
    from rich.console import Console

    console = Console(highlight=False)
    if not console.is_terminal and "COLUMNS" not in os.environ:
        console.width = 200
    return console


def _print_table(cards: list[CardDef], caption: str) -> None:
    from rich import box
    from rich.markup import escape
    from rich.table import Table

    table = Table(box=box.SIMPLE_HEAD, header_style="bold", pad_edge=False, collapse_padding=True)
    table.add_column("Code", no_wrap=True)
    table.add_column("Title", min_width=14, ratio=3)
    table.add_column("Type", no_wrap=True)
    table.add_column("Faction", min_width=8, ratio=1)
    table.add_column("Card", justify="right", no_wrap=True)
    table.add_column("Cost", justify="right", no_wrap=True)
    table.add_column("Stats", min_width=20, ratio=2, overflow="fold")
    table.add_column("Keywords", min_width=8, ratio=2, overflow="fold")
    for card in cards:
        table.add_row(
            card.code,
            escape(card.title),
            card.type,
            card.faction or "",
            _label_markup(card),
            "" if card.cost is None else str(card.cost),
            stats_line(card),
            escape(" \u2022 ".join(card.keywords)),
        )
    console = _console()
    console.print(table)
    console.print(caption, markup=False)


def _number_rows(card: CardDef) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    if card.value is not None and card.suit is not None:
        word = _VALUE_WORDS.get(card.value, str(card.value))
        rows.append(("Value", f"{card.card_label}  ({word} of {SUIT_NAMES[card.suit]}, value {card.value})"))
    for name in ("cost", "upkeep", "production"):
        number = getattr(card, name)
        if number is not None:
            rows.append((name.capitalize(), str(number)))
    if card.bullets is not None:
        kind = card.shooter if card.type == "dude" else "bonus"
        rows.append(("Bullets", f"{card.bullets} ({kind})" if kind else str(card.bullets)))
    for name in ("influence", "control", "wealth"):
        number = getattr(card, name)
        if number is not None:
            rows.append((name.capitalize(), str(number)))
    return rows


def _print_card(card: CardDef) -> None:
    from rich.markup import escape
    from rich.panel import Panel
    from rich.table import Table

    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column()
    number = int(card.code) - 24000
    grid.add_row("Code", f"{card.code}  (DT2.{number})")
    grid.add_row("Type", card.type)
    grid.add_row("Faction", card.faction or "-")
    for name, shown in _number_rows(card):
        grid.add_row(name, escape(shown))
    grid.add_row("Keywords", escape(" \u2022 ".join(card.keywords)) or "-")
    grid.add_row("Unique", "yes" if card.unique else "no")
    grid.add_row("Quantity", f"{card.quantity} in a box")
    grid.add_row("Text", escape(card.text) if card.text else "(no text)")
    _console().print(Panel(grid, title=f"[bold]{escape(card.title)}[/bold]", title_align="left", expand=False))


# --- doomtown cards --------------------------------------------------------------------------
def cards_command(args: argparse.Namespace) -> int:
    """``doomtown cards``: list, filter, show or export the card pool."""
    try:
        pool = card_pool()
    except CardDataError as exc:
        print(f"doomtown cards: broken card data: {exc}", file=sys.stderr)
        return 1
    rest: list[str] = list(getattr(args, "rest", None) or [])
    try:
        if rest:
            if rest[0].lower() != "show":
                print(f"doomtown cards: unknown subcommand {rest[0]!r}; use 'doomtown cards show TITLE'",
                      file=sys.stderr)
                return 2
            return _show(" ".join(rest[1:]), as_json=bool(getattr(args, "json", False)))
        try:
            faction = parse_faction(args.faction) if getattr(args, "faction", None) else None
            card_type = parse_type(args.type) if getattr(args, "type", None) else None
        except ValueError as exc:
            print(f"doomtown cards: {exc}", file=sys.stderr)
            return 2
        search = getattr(args, "search", None) or None
        cards = filter_cards(pool.cards, faction, card_type, search)
        if getattr(args, "status", False):
            return _print_status(cards)
        if getattr(args, "json", False):
            print(json.dumps([card_json(c) for c in cards], ensure_ascii=False, indent=2))
            return 0
        filters = [f for f in (faction, card_type and f"type {card_type}", search and f"matching {search!r}") if f]
        copies = sum(c.quantity for c in cards)
        caption = f"{len(cards)} cards ({copies} in a box)"
        if filters:
            caption += f"; {', '.join(filters)}"
        _print_table(cards, caption)
        return 0
    except BrokenPipeError:  # e.g. `doomtown cards | head`
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - keep the exit-time flush quiet
        return 0


def card_status(card: CardDef) -> str:
    """``vanilla`` (no rules text), ``scripted`` (a script in doomtown_tui/scripts) or ``missing``."""
    if not card.text:
        return "vanilla"
    return "scripted" if card.code in default_rules().scripts else "missing"


def _print_status(cards: list[CardDef]) -> int:
    """``doomtown cards --status``: every card's state and the totals."""
    console = _console()
    counts: dict[str, int] = {"vanilla": 0, "scripted": 0, "missing": 0}
    colours = {"vanilla": "dim", "scripted": "green", "missing": "red"}
    from rich.table import Table

    table = Table(show_header=True, header_style="bold", box=None)
    for column in ("code", "title", "type", "status"):
        table.add_column(column)
    for card in cards:
        status = card_status(card)
        counts[status] += 1
        table.add_row(card.code, card.title, card.type, f"[{colours[status]}]{status}[/]")
    console.print(table)
    console.print(f"{len(cards)} cards: {counts['scripted']} scripted, {counts['vanilla']} vanilla, "
                  f"{counts['missing']} missing")
    return 0


def _show(title: str, as_json: bool = False) -> int:
    pool = card_pool()
    if not title.strip():
        print("doomtown cards show: give a card title, code or DT2 number", file=sys.stderr)
        return 2
    card = pool.get(title)
    if card is None:
        wanted = title.lower()
        partial = [c for c in pool.cards if wanted in c.title.lower()]
        if len(partial) == 1:
            card = partial[0]
        else:
            suggestions = list(dict.fromkeys([*(c.title for c in partial), *suggest_titles(title, pool.titles())]))[:8]
            print(f"no card named {title!r}", file=sys.stderr)
            if suggestions:
                print("did you mean: " + "; ".join(suggestions), file=sys.stderr)
            return 1
    if as_json:
        print(json.dumps(card_json(card), ensure_ascii=False, indent=2))
    else:
        _print_card(card)
    return 0


def suggest_titles(query: str, titles: list[str], limit: int = 5) -> list[str]:
    """Titles close to ``query``: by whole title, by its opening words or by any single word."""
    wanted = query.lower().strip()
    scored: list[tuple[float, str]] = []
    for title in titles:
        lowered = title.lower()
        words = lowered.replace(",", " ").split()
        head = " ".join(words[: max(1, len(wanted.split()))])
        score = max(
            difflib.SequenceMatcher(None, wanted, lowered).ratio(),
            difflib.SequenceMatcher(None, wanted, head).ratio(),
            max(difflib.SequenceMatcher(None, wanted, word).ratio() for word in words) - 0.05,
        )
        if score >= 0.6:
            scored.append((score, title))
    scored.sort(key=lambda item: (-item[0], item[1]))
    return [title for _, title in scored[:limit]]


# --- decks -----------------------------------------------------------------------------------
def deck_check_command(files: list[str], scenario: str | None = None) -> int:
    """``doomtown deck check``: validate each deck; 0 when all are valid, 1 otherwise. With a Boss Battle
    ``scenario``, a deck may hold that scenario's own cards (the Villain's deck)."""
    try:
        card_pool()
    except CardDataError as exc:
        print(f"doomtown deck check: broken card data: {exc}", file=sys.stderr)
        return 1
    bad = 0
    for name in files:
        try:
            path = resolve_deck(name)
            deck = load_deck(path, scenario=scenario)
        except FileNotFoundError as exc:
            print(f"ERROR {name}: {exc}")
            bad += 1
            continue
        except OSError as exc:
            print(f"ERROR {name}: cannot read it: {exc.strerror or exc}")
            bad += 1
            continue
        except DeckError as exc:
            print(f"FAIL {path}: {len(exc.problems)} problem{'s' if len(exc.problems) != 1 else ''}")
            for problem in exc.problems:
                print(f"{path}: {problem}")
            bad += 1
            continue
        jokers = sum(1 for c in deck.cards if c.type == "joker")
        body = len(deck.cards) - jokers
        gang = "; ".join(c.title for c in deck.starting_gang) or "none marked"
        print(f"OK {deck.name}: {deck.outfit.title}, {body} cards + {jokers} jokers, starting gang: {gang}")
    if len(files) > 1:
        print(f"{len(files) - bad} of {len(files)} decks valid")
    return 1 if bad else 0
