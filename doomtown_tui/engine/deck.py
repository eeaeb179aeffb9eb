"""Deck files: parsing ``Nx Card Title`` lists and checking them against the deck-building rules.

Format (one entry per line; the community database's text export):

    # comment                      ignored, as are blank lines (and `` # ...`` after an entry,
                                   but not ``#9`` in a title such as ``Hellstromme Plant #9``)
    1x Law Dogs                    the outfit is one of the lines
    2x Shotgun
    1x Rob Wilby *                 a trailing ``*`` puts the copies of that line in the starting gang

Section headings such as ``Dudes (13)``, ``Deeds:`` or a bare section name (``Dudes``) are ignored too;
any other line of words is a problem with its line number — a card named without a count (``Bobo``
instead of ``1x Bobo``) never vanishes silently. Several lines may name the
same title (e.g. ``1x Pagliaccio *`` and ``1x Pagliaccio`` for one copy in the gang, one in the deck).

Rules checked (rulebook "Deck Building", digest B21): exactly one outfit; exactly 52 cards with a
suit and value; at most two Jokers; at most four cards sharing suit and value; at most four cards
sharing a title (all versions of a dude count together); no Tokens. Every problem of a file is
reported at once, each with its line number.
"""
from __future__ import annotations

import difflib
import re
from collections import Counter
from functools import lru_cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from doomtown_tui.data import data_dir
from doomtown_tui.engine.cards import CardDef, CardPool, pool_for, scenario_cards

_LINE = re.compile(r"^(\d+)\s*[xX]?\s+(.+?)\s*(\*)?\s*$")
_COMMENT = re.compile(r"\s#(?!\d)")  # a trailing comment; '#' before a digit is part of a title ("Plant #9")
_HEADING = re.compile(r"^[A-Za-z' ]+(\(\d+\))?:?$")        # a line of words: a heading, or a mistake
_MARKED = re.compile(r"^[A-Za-z' ]+(\(\d+\)|:)$")          # a heading that says it is one ("Dudes (13)", "Deeds:")
# Lines end where an editor ends them (``str.splitlines`` also breaks at form feeds and U+2028,
# which would put the line numbers of the problems out of step with the file's).
_LINE_BREAK = re.compile(r"\r\n|\r|\n")
SECTIONS = frozenset({     # headings deck lists use without a colon or a count
    "outfit", "legend", "dudes", "deeds", "goods", "spells", "actions", "jokers", "joker", "events",
    "hexes", "miracles", "spirits", "techniques", "gadgets", "horses", "weapons", "sidekicks", "mystical",
    "improvements", "deck", "starting gang", "starting posse", "hand", "total",
})
DECK_SIZE = 52
MAX_JOKERS = 2
MAX_SAME = 4


class DeckProblem(BaseModel):
    """One thing wrong with a deck file; ``line`` is 1-based, 0 for the deck as a whole."""

    model_config = ConfigDict(frozen=True)
    line: int
    message: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}" if self.line else self.message


class DeckError(ValueError):
    """A deck file broke one or more rules; ``problems`` lists them all, in line order."""

    def __init__(self, source: str, problems: list[DeckProblem]) -> None:
        self.source = source
        self.problems = sorted(problems, key=lambda p: (p.line or 10**9))
        super().__init__(f"{source}: " + "; ".join(str(p) for p in self.problems))

    def report(self) -> str:
        return "\n".join(f"{self.source}: {p}" for p in self.problems)


class Deck(BaseModel):
    """A legal deck: the outfit, the cards that are shuffled (52 + Jokers) and the starting gang.

    ``cards`` lists every copy in file order, including the starting gang's copies; the gang is
    a sub-list of titles to be taken out of the deck before shuffling.
    """

    model_config = ConfigDict(frozen=True)
    name: str
    outfit: CardDef
    cards: tuple[CardDef, ...]
    starting_gang: tuple[CardDef, ...] = ()

    @property
    def faction(self) -> str:
        return self.outfit.faction or ""

    def to_text(self) -> str:
        """The deck as a deck file (round-trips through ``parse_deck``)."""
        # Lines follow ``cards`` in order (runs of one title share a line), so an unshuffled game
        # built from the text draws in the same order; the first copies of a gang title carry the *.
        lines = [f"# {self.name}", f"1x {self.outfit.title}"]
        gang = Counter(c.title for c in self.starting_gang)
        runs: list[list] = []   # [title, starred, count]
        for card in self.cards:
            starred = gang[card.title] > 0
            gang[card.title] -= starred
            if runs and runs[-1][0] == card.title and runs[-1][1] == starred:
                runs[-1][2] += 1
            else:
                runs.append([card.title, starred, 1])
        lines.extend(f"{n}x {title}" + (" *" if starred else "") for title, starred, n in runs)
        return "\n".join(lines) + "\n"


def _heading_problem(line: str, pool: CardPool) -> str | None:
    """What is wrong with a line of words that is not an ``Nx Card Title`` line: a card named without a
    count, or words that do not look like a heading (None: a heading, skipped)."""
    card = pool.get(line.rstrip(":").strip())
    if card is not None:
        return f"{line!r} has no count: write '1x {card.title}'"
    if _MARKED.match(line) or re.sub(r"\s*(\(\d+\))?:?$", "", line).strip().lower() in SECTIONS:
        return None
    return f"expected 'Nx Card Title' or a heading such as 'Dudes (13)' or 'Deeds:', got {line!r}"


def parse_deck(text: str, name: str = "deck", pool: CardPool | None = None, scenario: str | None = None,
               no_start: frozenset[str] = frozenset()) -> Deck:
    """Parse and validate deck text; raises DeckError listing every problem with its line. ``scenario``
    (a Boss Battle scenario's name) checks a deck for that scenario: it may hold the scenario's own cards
    (``cards/scenarios/``), and its marked starting gang is not priced (the scenario's set-up pays it).
    ``no_start``: codes of cards whose text keeps them out of a starting gang (a rule set's
    ``no_starting_gang``; this module sits below the rule set, so the caller passes them).
    A leading byte-order mark (a file saved as "UTF-8 with BOM") is not part of the text."""
    text = text.removeprefix("\ufeff")
    if pool is None:
        return _parse_shipped(text, name, scenario, no_start)
    return _parse(text, name, pool, scenario, no_start)


@lru_cache(maxsize=64)
def _parse_shipped(text: str, name: str, scenario: str | None = None, no_start: frozenset[str] = frozenset()) -> Deck:
    return _parse(text, name, pool_for(scenario), scenario, no_start)


def _unknown(title: str, pool: CardPool) -> str:
    """Why ``title`` is not a card of ``pool``: another scenario's card, or a typo (with close titles)."""
    other = scenario_cards().get(title)
    if other is not None:
        return (f"{other.title} is a card of the Boss Battle scenario {other.scenario!r}, not of the box: only a "
                f"deck for that scenario may hold it (doomtown deck check --scenario {other.scenario})")
    close = difflib.get_close_matches(title, pool.titles(), n=3, cutoff=0.6)
    hint = f"; did you mean {' or '.join(repr(c) for c in close)}?" if close else ""
    return f"unknown card {title!r}{hint}"


def _parse(text: str, name: str, pool: CardPool, scenario: str | None = None,
           no_start: frozenset[str] = frozenset()) -> Deck:
    problems: list[DeckProblem] = []
    entries: list[tuple[int, CardDef, int, bool]] = []
    for number, raw in enumerate(_LINE_BREAK.split(text), 1):
        line = "" if raw.lstrip().startswith("#") else _COMMENT.split(raw, 1)[0].strip()
        if not line:
            continue
        match = _LINE.match(line)
        if not match:
            if _HEADING.match(line):
                problem = _heading_problem(line, pool)
                if problem:
                    problems.append(DeckProblem(line=number, message=problem))
                continue
            problems.append(DeckProblem(line=number, message=f"expected 'Nx Card Title', got {line!r}"))
            continue
        count, title, star = int(match.group(1)), match.group(2), bool(match.group(3))
        card = pool.get(title)
        if card is None:
            problems.append(DeckProblem(line=number, message=_unknown(title, pool)))
            continue
        if count < 1:
            problems.append(DeckProblem(line=number, message=f"{card.title}: a count must be at least 1"))
            continue
        if card.has("Token"):
            problems.append(DeckProblem(line=number, message=f"{card.title} is a Token and cannot be in a deck"))
            continue
        if star and card.type != "dude":
            problems.append(DeckProblem(line=number, message=f"{card.title} is not a dude: only dudes start in play"))
            continue
        entries.append((number, card, count, star))

    outfits = [(n, c, k) for n, c, k, _ in entries if c.type == "outfit"]
    if not outfits:
        problems.append(DeckProblem(line=0, message="no outfit: a deck needs exactly one"))
    elif len(outfits) > 1 or outfits[0][2] > 1:
        where = outfits[1][0] if len(outfits) > 1 else outfits[0][0]
        problems.append(DeckProblem(line=where, message="more than one outfit: a deck has exactly one"))

    body = [(n, c, k) for n, c, k, _ in entries if c.type not in ("outfit", "joker")]
    total = sum(k for _, _, k in body)
    if total != DECK_SIZE:
        problems.append(DeckProblem(line=0,
                                    message=f"{total} cards with a suit and value; a deck has exactly {DECK_SIZE}"))
    jokers = [(n, k) for n, c, k, _ in entries if c.type == "joker"]
    if sum(k for _, k in jokers) > MAX_JOKERS:
        problems.append(DeckProblem(line=jokers[-1][0],
                                    message=f"{sum(k for _, k in jokers)} Jokers; at most {MAX_JOKERS}"))

    by_face: Counter[tuple[int, str]] = Counter()
    by_title: Counter[str] = Counter()
    last_face: dict[tuple[int, str], int] = {}
    last_title: dict[str, int] = {}
    for number, card, count in body:
        face: tuple[int, str] = (card.value or 0, card.suit or "")
        by_face[face] += count
        last_face[face] = number
        by_title[card.base_title] += count
        last_title[card.base_title] = number
    for title, n in by_title.items():
        if n > MAX_SAME:
            problems.append(DeckProblem(line=last_title[title],
                                        message=f"{n} copies of {title}; at most {MAX_SAME} cards may share a title"))
    for face, n in by_face.items():
        if n > MAX_SAME:
            label = next(c.card_label for _, c, _ in body if (c.value, c.suit) == face)
            if by_title.get(next(c.base_title for _, c, _ in body if (c.value, c.suit) == face), 0) == n:
                continue  # already reported as too many copies of one title
            problems.append(DeckProblem(line=last_face[face],
                                        message=f"{n} cards are {label}; at most {MAX_SAME} may share suit and value"))

    gang_entries = [(n, c, k) for n, c, k, star in entries if star]
    if len(outfits) == 1:   # every problem at once (module docstring): the gang's too, beside the others
        problems.extend(_check_gang(outfits[0][1], gang_entries, priced=scenario is None, no_start=no_start))
    if problems:
        raise DeckError(name, problems)

    cards: list[CardDef] = []
    for _, card, count, _ in entries:
        if card.type != "outfit":
            cards.extend([card] * count)
    gang = [card for _, card, count in gang_entries for _ in range(count)]
    return Deck(name=name, outfit=outfits[0][1], cards=tuple(cards), starting_gang=tuple(gang))


def _check_gang(outfit: CardDef, gang: list[tuple[int, CardDef, int]], priced: bool = True,
                no_start: frozenset[str] = frozenset()) -> list[DeckProblem]:
    """The marked starting gang must be one that setup would accept (rulebook "Choose Starting Dudes");
    ``priced=False``: a scenario's set-up prices it (a Boss Battle Villain's show)."""
    problems: list[DeckProblem] = []
    size = sum(k for _, _, k in gang)
    if size > 5:
        problems.append(DeckProblem(line=gang[-1][0], message=f"{size} dudes marked for the starting gang; at most 5"))
    cost = sum((c.cost or 0) * k for _, c, k in gang)
    if priced and outfit.wealth is not None and cost > outfit.wealth:
        problems.append(DeckProblem(line=gang[-1][0], message=f"the starting gang costs {cost} GR but {outfit.title} "
                                                              f"starts with {outfit.wealth}"))
    grifters = [n for n, c, k in gang if c.has("Grifter") for _ in range(k)]
    if len(grifters) > 1:
        problems.append(DeckProblem(line=grifters[1], message="more than one Grifter in the starting gang"))
    seen: set[str] = set()
    for number, card, count in gang:
        if card.faction not in (outfit.faction, "Drifter"):
            problems.append(DeckProblem(line=number, message=f"{card.title} is {card.faction}: the starting gang "
                                                             f"takes {outfit.faction} dudes and drifters"))
        if card.code in no_start:
            problems.append(DeckProblem(line=number, message=f"{card.title} cannot start in play: its text keeps it "
                                                             f"out of a starting gang"))
        if card.unique and (count > 1 or card.base_title in seen):
            problems.append(DeckProblem(line=number,
                                        message=f"{card.title} is unique: only one copy can start in play"))
        seen.add(card.base_title)
    return problems


def load_deck(path: str | Path, pool: CardPool | None = None, scenario: str | None = None,
              no_start: frozenset[str] = frozenset()) -> Deck:
    """Read a deck file and validate it (``scenario``, ``no_start``: see ``parse_deck``). Raises
    DeckError (with line numbers) or OSError.

    A relative ``decks/<file>`` path that does not exist from the working directory is looked up among
    the decks shipped with the package (``data.data_dir("decks")``), so the contract's
    ``load_deck("decks/law-dogs.txt")`` works from anywhere, installed or in a checkout. The file may
    start with a UTF-8 byte-order mark."""
    path = _shipped_fallback(Path(path))
    if path.is_dir():
        raise DeckError(str(path), [DeckProblem(line=0, message="this is a folder, not a deck file")])
    raw = path.read_bytes()
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[:exc.start].count(b"\n") + 1
        problem = DeckProblem(line=line, message="the file is not UTF-8 text from here on")
        raise DeckError(str(path), [problem]) from None
    return parse_deck(text, name=path.stem if path.suffix == ".txt" else path.name, pool=pool, scenario=scenario,
                      no_start=no_start)


def _shipped_fallback(path: Path) -> Path:
    """``path`` itself if it exists or is not a relative ``decks/...`` path; else the shipped deck it names."""
    if path.exists() or path.is_absolute() or len(path.parts) < 2 or path.parts[0] != "decks":
        return path
    try:
        shipped = data_dir("decks").joinpath(*path.parts[1:])
    except FileNotFoundError:
        return path
    return shipped if shipped.is_file() else path
