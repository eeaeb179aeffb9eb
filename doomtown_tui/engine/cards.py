"""The card pool: one validated definition per Weird West Edition card, read from ``cards/*.toml``.

A card definition holds printed facts only (stats, keywords, quantity) and our own rules text.
Current values in a game are computed elsewhere from these plus active effects.
"""
from __future__ import annotations

import re
import tomllib
from functools import cached_property, lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from doomtown_tui.data import data_dir

# a printed number, ``DT2.101`` (or ``DT2.101/1``): ASCII digits only (``isdigit`` also takes "²", which int() refuses)
_PRINTED = re.compile(r"(?i:DT2)\.([0-9]{1,6})(?:/.*)?", re.DOTALL)

CardType = Literal["outfit", "dude", "deed", "goods", "spell", "action", "joker"]
Suit = Literal["S", "H", "D", "C"]
FACTIONS = ("Anarchists", "Entrepreneurs", "Fearmongers", "First Peoples", "Law Dogs", "Outlaws")
SKILLS = ("Huckster", "Blessed", "Shaman", "Mad Scientist")
SPELL_SKILL = MappingProxyType({"Hex": "Huckster", "Miracle": "Blessed", "Spirit": "Shaman"})   # who casts which spell
SUIT_NAMES = MappingProxyType({"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"})
SUIT_SYMBOLS = MappingProxyType({"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"})
VALUE_NAMES = MappingProxyType({1: "A", 11: "J", 12: "Q", 13: "K"})


def card_name(value: int, suit: str) -> str:
    """A playing card's short name, e.g. "10\u2665" or "A\u2660"."""
    return f"{VALUE_NAMES.get(value, str(value))}{SUIT_SYMBOLS[suit]}"


_RATED = re.compile(r"^(.*?)\s+(\d+)$")
_EXP = re.compile(r"\s*\(Exp\.\s*\d+\)\s*$")


class CardDataError(ValueError):
    """The card files are broken; the message names the file, the card and the field."""


class CardDef(BaseModel):
    """One card as printed (facts) plus our rules text. Immutable."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    code: str = Field(pattern=r"^\d{5}$")
    title: str = Field(min_length=1)
    type: CardType
    faction: str | None = None
    suit: Suit | None = None
    value: int | None = Field(default=None, ge=1, le=13)
    cost: int | None = Field(default=None, ge=0)
    upkeep: int | None = Field(default=None, ge=0)
    production: int | None = Field(default=None, ge=0)
    bullets: int | None = Field(default=None, ge=0)
    shooter: Literal["stud", "draw"] | None = None
    influence: int | None = Field(default=None, ge=0)
    control: int | None = Field(default=None, ge=0)
    wealth: int | None = Field(default=None, ge=0)
    keywords: tuple[str, ...] = ()
    quantity: int = Field(ge=1)
    text: str = ""
    # a card from outside the box that a Boss Battle scenario needs (``cards/scenarios/``): the scenario it
    # belongs to (only a deck checked for that scenario may hold it) and its code in the card database
    scenario: str | None = None
    source_code: str | None = None

    @field_validator("faction")
    @classmethod
    def _known_faction(cls, value: str | None) -> str | None:
        if value is not None and value not in FACTIONS and value != "Drifter":
            raise ValueError(f"unknown faction {value!r}")
        return value

    @field_validator("text")
    @classmethod
    def _strip(cls, value: str) -> str:
        return value.strip()

    # --- keywords as structured data -------------------------------------------------------
    @cached_property
    def keyword_ratings(self) -> dict[str, int | None]:
        """Each keyword by name, with its rating where it has one (``Huckster 2`` -> 2)."""
        out: dict[str, int | None] = {}
        for word in self.keywords:
            match = _RATED.match(word)
            if match:
                out[match.group(1)] = int(match.group(2))
            else:
                out[word] = None
        return out

    @cached_property
    def _keyword_names(self) -> frozenset[str]:
        return frozenset(name.lower() for name in self.keyword_ratings)

    def has(self, keyword: str) -> bool:
        """True if the card has ``keyword`` (case-insensitive, rating ignored)."""
        return keyword.lower() in self._keyword_names

    @cached_property
    def skills(self) -> dict[str, int]:
        """Skill ratings: Huckster, Blessed, Shaman, Mad Scientist."""
        return {k: v for k, v in self.keyword_ratings.items() if k in SKILLS and v is not None}

    @property
    def kung_fu(self) -> int | None:
        return self.keyword_ratings.get("Kung Fu")

    @property
    def gadget(self) -> int | None:
        """Gadget difficulty, or None for a card that is not a Gadget."""
        return self.keyword_ratings.get("Gadget")

    @property
    def experienced(self) -> int:
        return self.keyword_ratings.get("Experienced") or 0

    @cached_property
    def base_title(self) -> str:
        """The title shared by all versions of a dude (``Emre, The Turkish Bear``)."""
        return _EXP.sub("", self.title)

    @cached_property
    def unique(self) -> bool:
        """Dudes and deeds are unique unless Non-Unique; other cards only with Unique. Tokens never."""
        if self.has("Token") or self.has("Non-Unique"):
            return False
        return self.type in ("dude", "deed") or self.has("Unique")

    @property
    def in_deck(self) -> bool:
        """Cards with a suit and value count toward the 52; jokers apart; outfits and tokens never."""
        return self.suit is not None and not self.has("Token")

    @property
    def card_label(self) -> str:
        """Value and suit as printed in a corner, e.g. ``10♥``; empty for cards without one."""
        if self.value is None or self.suit is None:
            return ""
        return f"{VALUE_NAMES.get(self.value, str(self.value))}{SUIT_SYMBOLS[self.suit]}"


class CardPool:
    """All card definitions, looked up by code or (case-insensitive) title."""

    def __init__(self, cards: list[CardDef]) -> None:
        self.cards: tuple[CardDef, ...] = tuple(sorted(cards, key=lambda c: c.code))
        self._by_code = {c.code: c for c in self.cards}
        self._by_title = {_norm(c.title): c for c in self.cards}
        # each printed title as it is spelled, to what ``_by_title`` gives for it (a quick path for ``get``)
        self._by_exact_title = {c.title: self._by_title[_norm(c.title)] for c in self.cards}

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self):
        return iter(self.cards)

    def get(self, key: str) -> CardDef | None:
        """Find a card by DT2 code, printed number (``DT2.101``) or title; None if unknown."""
        key = key.strip()
        if key in self._by_code:
            return self._by_code[key]
        exact = self._by_exact_title.get(key)
        if exact is not None:
            return exact
        printed = _PRINTED.fullmatch(key)
        if printed:
            return self._by_code.get(str(24000 + int(printed.group(1))))
        return self._by_title.get(_norm(key))

    def __getitem__(self, key: str) -> CardDef:
        card = self.get(key)
        if card is None:
            raise KeyError(f"no card named {key!r}")
        return card

    def titles(self) -> list[str]:
        return [c.title for c in self.cards]


def _norm(title: str) -> str:
    return " ".join(title.lower().replace("\u2019", "'").split())


def load_cards_from(folder: Path) -> CardPool:
    """Read and validate every ``*.toml`` in ``folder``. Raises CardDataError naming card and field."""
    cards: list[CardDef] = []
    seen: dict[str, str] = {}
    for path in sorted(folder.glob("*.toml")):
        try:
            rows = tomllib.loads(path.read_text(encoding="utf-8")).get("card", [])
        except tomllib.TOMLDecodeError as exc:
            raise CardDataError(f"{path.name}: not valid TOML: {exc}") from exc
        for index, row in enumerate(rows, 1):
            try:
                card = CardDef.model_validate(row)
            except ValidationError as exc:
                name = row.get("title") or row.get("code") or f"card #{index}"
                problems = "; ".join(
                    f"field {'.'.join(str(p) for p in err['loc']) or '?'}: {err['msg']}" for err in exc.errors()
                )
                raise CardDataError(f"{path.name}: {name}: {problems}") from None
            if card.code in seen:
                raise CardDataError(f"{path.name}: {card.title}: code {card.code} also used by {seen[card.code]}")
            seen[card.code] = card.title
            cards.append(card)
    if not cards:
        raise CardDataError(f"no cards found in {folder}")
    return CardPool(cards)


@lru_cache(maxsize=1)
def card_pool() -> CardPool:
    """The shipped card pool: the box's cards (loaded once)."""
    return load_cards_from(data_dir("cards"))


SCENARIO_FOLDER = "scenarios"   # under ``cards/``: cards a Boss Battle scenario adds to the box's


@lru_cache(maxsize=1)
def scenario_cards() -> CardPool:
    """The cards Boss Battle scenarios need that are not in the box (Ivor Hawley (Exp.1)), each with its
    ``scenario``; kept apart from ``card_pool`` so that no ordinary deck, listing or count meets them."""
    return load_cards_from(data_dir("cards") / SCENARIO_FOLDER)


@lru_cache(maxsize=4)
def pool_for(scenario: str | None) -> CardPool:
    """The cards a game or deck of ``scenario`` may use: the box's, plus that scenario's own (None: the box)."""
    if scenario is None:
        return card_pool()
    return CardPool([*card_pool(), *(c for c in scenario_cards() if c.scenario == scenario)])


def find_card(title: str) -> CardDef:
    """A card of the box or of any scenario, by title or code (KeyError if there is none)."""
    card = card_pool().get(title) or scenario_cards().get(title)
    if card is None:
        raise KeyError(f"no card named {title!r}")
    return card
