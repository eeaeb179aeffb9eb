"""The Boss Battle event deck as data (rulebook "Boss Battle! Variant", "Event Cards").

The box's event cards are not public, so the project ships none and never invents one: a player who
owns them types their own into a TOML file (``[[event]]`` tables) that the variant reads. Each card has
a title, a side (``hero`` or ``villain``: the rulebook's affiliation; a card listing Hero factions is a
``hero`` card) and the text players read while it is active, in the player's own words. A few effects
the engine can apply by itself are optional fields:

- ``victory_points``: when the card is flipped, its side gains this many victory points (a ``villain``
  card puts them on the Boss, a ``hero`` card gives them to each Hero);
- ``stud_bonus``: while it is active, its side's posses get this much extra stud bonus.

Everything else a card says (its abilities, conditions, other effects) is shown to the players and
applied by them: the engine does not automate it.
"""
from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

Side = Literal["hero", "villain"]


class EventCard(BaseModel):
    """One event card, as a player typed it."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    title: str = Field(min_length=1)
    side: Side
    text: str = ""
    victory_points: int = Field(default=0, ge=0, le=10)
    stud_bonus: int = Field(default=0, ge=0, le=5)


class EventDeckError(ValueError):
    """An event deck file that cannot be read; the message says which card and field."""


def parse_event_deck(text: str, source: str = "event deck") -> list[EventCard]:
    """The event cards of a TOML text (an empty text or no ``[[event]]`` table: an empty deck)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise EventDeckError(f"{source}: not valid TOML: {exc}") from None
    unknown = set(data) - {"event"}
    if unknown:
        raise EventDeckError(f"{source}: unknown key {sorted(unknown)[0]!r}; event cards are [[event]] tables")
    rows = data.get("event", [])
    if not isinstance(rows, list):
        raise EventDeckError(f"{source}: 'event' must be a list of [[event]] tables")
    cards: list[EventCard] = []
    for index, row in enumerate(rows, 1):
        try:
            cards.append(EventCard.model_validate(row))
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "?"
            name = row.get("title") if isinstance(row, dict) else None
            raise EventDeckError(f"{source}: event #{index}{f' ({name})' if name else ''}: "
                                 f"field {where}: {first['msg']}") from None
    return cards


def load_event_deck(path: str | Path) -> list[EventCard]:
    """Read an event deck file (see the module's docstring)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise EventDeckError(f"{path}: the file is not UTF-8 text") from None
    return parse_event_deck(text, str(path))
