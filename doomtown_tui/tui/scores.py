"""The solo scores file: one JSON object per finished solo game in ``scores.jsonl`` (in the app's
data folder), read back for the Scores screen.

Each line holds: ``date`` (ISO, local time), ``player_deck`` and ``automaton_deck`` (the decks'
names as loaded: a starter's or deck file's name, or the outfit's title for a save that does not
know it), ``player_deck_id`` and ``automaton_deck_id`` (a short hash of the deck list, so two
different files with one name do not count as the same deck), ``twists`` (engine names),
``seed``, ``days``, ``result`` (``win``, ``loss`` or ``no winner``, for the human), ``score``
(the human's Bragging Rights), ``breakdown`` (each part's ``label``, ``count``, ``points``) and
``game_id`` (from the engine's digest of the finished game: loading the same finished game again
does not add it twice).

Appending reads the whole file, adds the line and writes it back atomically, so a crash leaves
the old file or the new one. A line that cannot be read is skipped, counted and kept as it is.
No Textual and no engine import at module level.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from doomtown_tui.tui.saves import atomic_write

if TYPE_CHECKING:
    from doomtown_tui.tui.session import GameSession

RESULTS = ("win", "loss", "no winner")


@dataclass(frozen=True)
class Part:
    """One line of a Bragging Rights breakdown."""

    label: str
    count: int
    points: int


@dataclass(frozen=True)
class ScoreRecord:
    """One finished solo game, as a line of the scores file."""

    date: str
    player_deck: str
    automaton_deck: str
    twists: tuple[str, ...]
    seed: int
    days: int
    result: str
    score: int
    breakdown: tuple[Part, ...]
    player_deck_id: str = ""
    automaton_deck_id: str = ""
    game_id: str = ""

    @property
    def pairing(self) -> tuple[str, str, str, str, tuple[str, ...]]:
        """Games with the same pairing are the ones whose scores compare: same decks, same twists."""
        return (self.player_deck, self.player_deck_id, self.automaton_deck, self.automaton_deck_id,
                tuple(sorted(self.twists)))

    def to_json(self) -> str:
        data = asdict(self)
        data["twists"] = list(self.twists)
        data["breakdown"] = [asdict(p) for p in self.breakdown]
        return json.dumps(data, ensure_ascii=False)

    @classmethod
    def from_json(cls, line: str) -> ScoreRecord:
        """Parse one line; ValueError (or a subclass) if it is not a whole, well-formed record."""
        data = json.loads(line)
        if not isinstance(data, dict):
            raise ValueError("not an object")
        text = {k: data[k] for k in ("date", "player_deck", "automaton_deck", "result")}
        numbers = {k: data[k] for k in ("seed", "days", "score")}
        if not all(isinstance(v, str) for v in text.values()) or text["result"] not in RESULTS:
            raise ValueError("bad text field")
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in numbers.values()):
            raise ValueError("bad number field")
        twists = data["twists"]
        if not isinstance(twists, list) or not all(isinstance(t, str) for t in twists):
            raise ValueError("bad twists")
        parts = []
        for part in data["breakdown"]:
            if not (isinstance(part, dict) and isinstance(part.get("label"), str)
                    and isinstance(part.get("count"), int) and isinstance(part.get("points"), int)):
                raise ValueError("bad breakdown")
            parts.append(Part(part["label"], part["count"], part["points"]))
        ids = {k: data.get(k, "") for k in ("player_deck_id", "automaton_deck_id", "game_id")}
        if not all(isinstance(v, str) for v in ids.values()):
            raise ValueError("bad deck id")
        return cls(twists=tuple(twists), breakdown=tuple(parts), **text, **numbers, **ids)


@dataclass
class ScoreBook:
    """What the scores file holds: the records that could be read (file order) and how many
    lines could not. ``error`` says why the file itself could not be read."""

    records: list[ScoreRecord] = field(default_factory=list)
    unreadable: int = 0
    error: str | None = None

    def newest_first(self) -> list[int]:
        """Indexes into ``records``, newest date first (later lines first on the same date)."""
        return sorted(range(len(self.records)), key=lambda i: (self.records[i].date, i), reverse=True)

    def best(self) -> set[int]:
        """Indexes (into ``records``) of the best score of each pairing (the earliest on a tie)."""
        top: dict[tuple, int] = {}
        for index, record in enumerate(self.records):
            held = top.get(record.pairing)
            if held is None or record.score > self.records[held].score:
                top[record.pairing] = index
        return set(top.values())


def read_scores(path: Path) -> ScoreBook:
    """Every readable record of the file; a missing file is an empty book."""
    try:
        text = Path(path).read_text(encoding="utf-8", errors="replace")
    except FileNotFoundError:
        return ScoreBook()
    except OSError as exc:
        return ScoreBook(error=f"The scores file {path} cannot be read: {exc.strerror or exc}")
    book = ScoreBook()
    for line in text.splitlines():
        if not line.strip():
            continue
        try:
            book.records.append(ScoreRecord.from_json(line))
        except (ValueError, KeyError, TypeError):
            book.unreadable += 1
    return book


def append_score(path: Path, record: ScoreRecord) -> bool:
    """Add ``record`` as the file's last line, keeping every line already there; False (and no
    write) if the file already holds this game. Raises OSError."""
    path = Path(path)
    try:
        old = path.read_text(encoding="utf-8", errors="replace")
    except FileNotFoundError:
        old = ""
    if record.game_id and any(_game_id(line) == record.game_id for line in old.splitlines()):
        return False
    if old and not old.endswith("\n"):
        old += "\n"
    atomic_write(path, old + record.to_json() + "\n")
    return True


def _game_id(line: str) -> str | None:
    try:
        data = json.loads(line)
    except ValueError:
        return None
    return data.get("game_id") if isinstance(data, dict) else None


def deck_id(text: str | None) -> str:
    """A short fingerprint of a deck list (empty when the game has none, e.g. a test position)."""
    if not text:
        return ""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]


def result_for(winner: int | None, seat: int) -> str:
    if winner is None:
        return "no winner"
    return "win" if winner == seat else "loss"


def record_for(session: GameSession, now: datetime | None = None) -> ScoreRecord | None:
    """The scores line of a finished game a human played against the Automaton (a solo game, or the
    co-op Boss Battle with the Automaton as the Villain, whose deck is then the opponent's), else None."""
    game = session.game
    seat, auto = session.solo_seat, session.automaton_seat
    if not game.over or seat is None or auto is None:
        return None
    score = game.bragging_rights(seat)
    decks = session.deck_names
    texts: list[str | None] = [*game.setup.decks] if game.setup.decks else [None, None]
    twists = tuple(sorted(game.raw.automaton.twists)) if game.raw.automaton is not None else ()
    return ScoreRecord(
        date=(now or datetime.now()).isoformat(timespec="seconds"),
        player_deck=decks[seat], automaton_deck=decks[auto], twists=twists, seed=game.setup.seed,
        days=game.raw.day, result=result_for(game.winner, seat), score=score.total,
        breakdown=tuple(Part(label, count, points) for label, count, points in score.parts),
        player_deck_id=deck_id(texts[seat]), automaton_deck_id=deck_id(texts[auto]),
        game_id=game.digest()[:16],
    )
