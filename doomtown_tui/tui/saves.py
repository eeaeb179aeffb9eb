"""Save files on disk: the autosave, named saves and replays, all written atomically.

A save is an envelope around the engine's own save (``Game.to_json``) that adds what only the
app knows: who controls each seat, whether hands are open and the decks' names (for the solo
scores; optional, older saves lack them). ``doomtown replay`` and Load
accept a bare engine save too. Writes go to a temporary file in the same folder that then
replaces the target (``os.replace``), so a crash or a full disk leaves the previous save intact.

The autosave is an append-only journal (like SQLite's write-ahead log): its first line is a whole
save (written atomically, as above), then each choice made since adds one short line (its number, the
answer, the game's running choice hash after it and the day), so an autosave costs the same at choice
10 and choice 10,000. The session compacts the journal back into a plain save (one line) at safe points:
its first autosave, an undo, every ``JOURNAL_EVERY`` choices and when the game is closed. Reading a
journal replays its lines after the save; a last line cut short (a crash mid-append) is dropped and
reported, any other damaged line refuses the whole file. Appends are handed to the operating system
at once but not forced to the disk (no ``fsync``, like SQLite's ``synchronous=NORMAL`` in WAL mode):
a crash of the app loses nothing, a power cut at most the choices since the last compaction, which
is synced.

The folder is ``$DOOMTOWN_DATA_DIR`` if set, else the user data directory from platformdirs; the
solo scores (``scores.jsonl``, see ``scores.py``) live there too.
"""
from __future__ import annotations

import json
import os
import re
import tempfile
import time
from contextlib import suppress
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Sequence

    from doomtown_tui.engine import Game, SaveError

APP_FORMAT = "doomtown-tui-app-save"
APP_VERSION = 1
JOURNAL_HEAD = '{"format": "' + APP_FORMAT + '"'   # how a journal's first line (an app save) begins
JOURNAL_EVERY = 500   # choices appended to the autosave before it is compacted into a plain save again
ENV_DIR = "DOOMTOWN_DATA_DIR"
AUTOSAVE = "autosave.json"
MIN_SEATS, MAX_SEATS = 2, 4   # a save's seat list: one controller per seat
SCORES = "scores.jsonl"


class LoadError(Exception):
    """A save that cannot be used; the message says why, in words for the player."""


@dataclass(frozen=True)
class OtherVersion:
    """A save an older version of the game wrote, as this version's rules replay it."""

    saved_by: str     # the engine version that wrote it
    replayed: int     # the choices that replay under this version's rules
    total: int        # the choices it recorded
    differs: bool     # known to reach another position than the one saved (a journal's later lines cannot tell)

    def words(self, game: Game) -> str:
        """What happened, in words for the player, and where the game goes on."""
        from doomtown_tui import __version__
        from doomtown_tui.tui.render import PHASE_NAMES

        if self.replayed < self.total:
            what = f"its first {self.replayed} of {self.total} choices replay, and the next is no longer legal"
        elif self.differs:
            what = f"all of its {self.total} choices replay, but not to the game that was saved"
        else:
            what = f"all of its {self.total} choices replay, though the game they give may differ from the one played"
        state = game.raw
        return (f"This save was written by version {self.saved_by} of the game, whose rules differ from this "
                f"version's ({__version__}). Replayed under this version's rules, {what}: the game goes on "
                f"from day {state.day}, {PHASE_NAMES.get(state.phase, state.phase)}.")


@dataclass(frozen=True)
class SavedGame:
    """What a save file gives back: the replayed game and the app's settings for it."""

    game: Game
    controllers: tuple[str, ...]
    open_hands: bool
    decks: tuple[str, ...] | None = None
    note: str | None = None   # what loading recovered from (a journal's torn last line), for the player
    # written by an older version of the game that replays it differently: ``game`` is the game as its
    # choices replay now (``SaveFromOtherVersion``)
    other_version: OtherVersion | None = None
    written_by: str | None = None   # the engine version the save names (None: a format-1 save)

    def other_version_words(self) -> str | None:
        """For a save from an older version of the game that replays differently: what happened, in words."""
        return None if self.other_version is None else self.other_version.words(self.game)


def default_data_dir() -> Path:
    """``$DOOMTOWN_DATA_DIR``, or the platform's user data folder for doomtown-tui."""
    override = os.environ.get(ENV_DIR)
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("doomtown-tui", appauthor=False))


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that readers see the old file or the new one, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(tmp)
        raise


def append_text(path: Path, text: str) -> None:
    """Add ``text`` at the end of the file at ``path``, all of it or nothing: a write that fails
    partway (a full disk) is cut back off, so the file never keeps half a line."""
    data = text.encode("utf-8")
    fd = os.open(path, os.O_WRONLY | os.O_APPEND)
    try:
        size = os.fstat(fd).st_size
        try:
            done = 0
            while done < len(data):
                done += os.write(fd, data[done:])
        except BaseException:
            with suppress(OSError):
                os.ftruncate(fd, size)
            raise
    finally:
        os.close(fd)


def encode(game: Game, controllers: Sequence[str], open_hands: bool,
           decks: Sequence[str] | None = None) -> str:
    """The app's save envelope around the engine's save text."""
    fields: dict[str, Any] = {"format": APP_FORMAT, "version": APP_VERSION, "controllers": list(controllers),
                              "open_hands": open_hands, "day": game.raw.day,
                              "saved_at": time.strftime("%Y-%m-%d %H:%M")}   # for the Load list
    if decks is not None:
        fields["decks"] = list(decks)
    head = json.dumps(fields)
    return head[:-1] + ', "game": ' + game.to_json() + "}"


def journal_line(number: int, answer: str | list[str], chain: str, day: int) -> str:
    """One choice as the autosave journal records it (choice ``number``, counted from 0)."""
    return json.dumps({"n": number, "a": answer, "c": chain, "d": day}, separators=(",", ":")) + "\n"


def decode(text: str) -> SavedGame:
    """Parse a save (an autosave journal, the app's envelope or a bare engine save); LoadError says
    what is wrong."""
    head, newline, rest = text.partition("\n")
    if newline and rest.strip() and head.startswith(JOURNAL_HEAD):
        return decode_journal(head, rest)
    return decode_save(text)


def decode_journal(head: str, rest: str) -> SavedGame:
    """A journal: the save on its first line, then the choices on the lines after it, each checked
    against its recorded choice hash. A last line without its newline was cut short: dropped, and said."""
    from doomtown_tui.engine.game import older_version

    saved = decode_save(head)
    lines = rest.split("\n")
    whole, torn = lines[:-1], lines[-1]
    if saved.other_version is not None or (saved.written_by is not None and older_version(saved.written_by)):
        return _journal_from_other_version(saved, whole, bool(torn.strip()))
    for number, line in enumerate(whole, start=2):
        replay_line(saved.game, line, number)
    if not torn.strip():
        return saved
    note = ("The autosave's last choice was cut short (the app stopped while writing it): that choice is "
            f"dropped, and the game goes on from the {saved.game.choice_count} choices recorded whole.")
    return SavedGame(saved.game, saved.controllers, saved.open_hands, saved.decks, note)


def _journal_from_other_version(saved: SavedGame, lines: list[str], torn: bool) -> SavedGame:
    """A journal whose save an older version of the game wrote: its lines are replayed under this
    version's rules as far as they go (none past a choice of the save that no longer replays, none past
    one of theirs that is no longer legal; a damaged line refuses the file as ever). Its lines carry no
    check of the position, so even a journal whose every choice replays may give another game: it is
    offered as from that version all the same."""
    assert saved.written_by is not None
    found = saved.other_version or OtherVersion(saved.written_by, saved.game.choice_count,
                                                saved.game.choice_count, differs=False)
    stopped = found.replayed < found.total
    for number, line in enumerate(lines, start=2):
        if stopped:
            break
        try:
            replay_line(saved.game, line, number)
        except NoLongerLegal:
            stopped = True
    note = ("The autosave's last choice was cut short (the app stopped while writing it) and is dropped."
            if torn else None)
    return replace(saved, note=note, other_version=replace(found, replayed=saved.game.choice_count,
                                                           total=found.total + len(lines)))


class NoLongerLegal(LoadError):
    """A journal line whose choice the game does not allow (damage, or another version's rules)."""


def replay_line(game: Game, line: str, number: int) -> None:
    """Make the choice recorded on journal line ``number``; LoadError if the line is damaged."""
    from doomtown_tui.engine import IllegalChoice

    def damaged(why: str, kind: type[LoadError] = LoadError) -> LoadError:
        return kind(f"The save cannot be loaded: it is damaged (corrupt) on line {number}, where {why}.")

    try:
        record = json.loads(line)
    except (ValueError, RecursionError):   # not JSON, absurd numbers, nested beyond reason
        raise damaged("a recorded choice is garbled") from None
    if not isinstance(record, dict) or not isinstance(record.get("c"), str) or not _is_answer(record.get("a")):
        raise damaged("a recorded choice is missing parts")
    if record.get("n") != game.choice_count or game.decision is None:
        raise damaged("a recorded choice is out of order")
    try:
        game.choose(game.decision.player, record["a"])
    except IllegalChoice:
        raise damaged("a recorded choice is not legal in the game", NoLongerLegal) from None
    if game.chain_digest() != record["c"]:
        raise damaged("a recorded choice does not match its check value")


def _is_answer(value: Any) -> bool:
    return isinstance(value, str) or (isinstance(value, list) and all(isinstance(v, str) for v in value))


def decode_save(text: str) -> SavedGame:
    """Parse one save (the app's envelope or a bare engine save); LoadError says what is wrong."""
    from doomtown_tui.engine import SaveError
    from doomtown_tui.engine.decision import shorten
    from doomtown_tui.engine.game import Game, SaveFromOtherVersion

    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise LoadError(damage_words(text, exc)) from None
    except (ValueError, RecursionError):   # a number thousands of digits long; lists in lists in lists...
        raise LoadError("The save is damaged (corrupt): it holds data no save has.") from None
    except TypeError:
        raise LoadError("The file is not a doomtown save.") from None
    if not isinstance(data, dict):
        raise LoadError("The file is not a doomtown save.")
    controllers: tuple[str, ...] | None = None
    open_hands = False
    decks: tuple[str, ...] | None = None
    game_data: Any = data
    if data.get("format") == APP_FORMAT:
        if data.get("version") != APP_VERSION:
            raise LoadError("This save was written by another version of the app "
                            f"(version {shorten(data.get('version'))}).")
        raw = data.get("controllers")
        if (not isinstance(raw, list) or not MIN_SEATS <= len(raw) <= MAX_SEATS
                or not all(isinstance(c, str) for c in raw)):
            raise LoadError("The save's seat list is damaged.")
        controllers = tuple(raw)
        known = known_controllers()
        unknown = [c for c in controllers if c not in known]
        if unknown:
            raise LoadError(f"The save names a kind of player this app does not know: {shorten(unknown[0])} "
                            f"(known: {', '.join(sorted(known))}).")
        open_hands = data.get("open_hands", False)
        if not isinstance(open_hands, bool):   # (a string such as "no" would otherwise show every hand)
            raise LoadError("The save is damaged (corrupt): its open-hands setting is not true or false.")
        names = data.get("decks")
        if isinstance(names, list) and len(names) == len(raw) and all(isinstance(n, str) for n in names):
            decks = tuple(names)
        game_data = data.get("game")
    other: OtherVersion | None = None
    try:
        game = Game.from_json(json.dumps(game_data))
    except RecursionError:
        raise LoadError("The save is damaged (corrupt): it holds data no save has.") from None
    except SaveFromOtherVersion as exc:   # offered as it replays now (the app asks first)
        game, other = exc.game, OtherVersion(exc.saved_by, exc.replayed, exc.total, differs=True)
    except SaveError as exc:
        raise LoadError(save_error_words(exc)) from None
    seats = len(game.setup.names)
    if controllers is None:   # a bare engine save: every seat human
        controllers = ("human",) * seats
    elif len(controllers) != seats:
        raise LoadError(f"The save's seat list is damaged: it names {len(controllers)} seats for a game of {seats}.")
    written_by = game_data.get("engine") if isinstance(game_data, dict) else None
    return SavedGame(game, controllers, open_hands, decks, other_version=other,
                     written_by=written_by if isinstance(written_by, str) else None)


def damage_words(text: str, exc: json.JSONDecodeError) -> str:
    """What is wrong with a save that is not JSON, in words (not the parser's message)."""
    if not text.strip():
        return "The save is empty (corrupt): the file has nothing in it."
    if exc.pos >= len(text.rstrip()) - 1 or exc.msg.startswith("Unterminated string"):
        return "The save is damaged (corrupt or cut short): the file stops partway through."
    return f"The save is damaged (corrupt): its text is garbled on line {exc.lineno}."


# the engine's ``SaveProblem`` values (plain strings) -> what a player reads; a problem not named: not a save
_PROBLEM_WORDS = {
    "digest": "The save cannot be loaded: it was changed after it was written (its check value does not match).",
    "does_not_replay": ("The save cannot be loaded: one of its recorded choices is not legal (the file was edited, "
                        "or written by another version)."),
    "malformed": "The save is damaged: some of its parts are missing or hold the wrong kind of value.",
    "corrupt": "The save is damaged (corrupt or cut short): its game part cannot be read.",
    "unsupported": "This save was written by another version of the game engine; it cannot be loaded.",
    "other_version": "This save was written by another version of the game engine; it cannot be loaded.",
}


def save_error_words(error: SaveError) -> str:
    """The engine's reason a save does not load (its ``problem``), said for a player."""
    if error.problem == "newer_version":
        return (f"This save was written by a newer version of the game ({error.saved_by}): "
                "update the game to load it.")
    if error.problem == "cannot_set_up":
        return (f"This save was written by version {error.saved_by} of the game, whose cards or deck rules differ: "
                f"this version cannot set its game up ({error.detail}).")
    return _PROBLEM_WORDS.get(error.problem, "The file is not a doomtown save.")


@dataclass(frozen=True)
class SaveInfo:
    """A save as the Load list shows it: what it is, its Boss Battle scenario if any (its title), its day
    (when the save says), when it was written and its number of seats (said when more than two)."""

    path: Path
    label: str
    day: int | None
    when: str
    scenario: str | None = None
    seats: int | None = None

    def line(self) -> str:
        parts = [self.label]
        if self.scenario is not None:
            parts.append(self.scenario)
        if self.seats is not None and self.seats > MIN_SEATS:
            parts.append(f"{self.seats} players")
        if self.day is not None:
            parts.append(f"day {self.day}")
        parts.append(self.when)
        return " \u00b7 ".join(parts)


def _peek(path: Path) -> tuple[int | None, str | None, str | None, int | None]:
    """(day, saved_at, Boss Battle scenario title, number of seats) from a save's envelope and the engine's setup in it,
    without replaying the game; None for what is unknown. For a journal, the day of its last whole
    line and no time (the file's own time is the newer)."""
    try:
        text = path.read_text(encoding="utf-8")
        head, newline, rest = text.partition("\n")
        if not (newline and rest.strip() and head.startswith(JOURNAL_HEAD)):
            data = json.loads(text)
        else:
            data = json.loads(head)
            whole = rest.split("\n")[:-1]
            if whole:
                data = {**data, "day": json.loads(whole[-1])["d"], "saved_at": None}
    except (OSError, ValueError, RecursionError, TypeError, KeyError, IndexError):
        return None, None, None, None   # unreadable, not UTF-8, not JSON, absurd numbers, a journal line without a day
    if not isinstance(data, dict):
        return None, None, None, None
    day, when, seats = data.get("day"), data.get("saved_at"), data.get("controllers")
    return ((day if isinstance(day, int) else None), (when if isinstance(when, str) else None), _scenario_of(data),
            len(seats) if isinstance(seats, list) else None)


def _scenario_of(data: dict[str, Any]) -> str | None:
    """The title of the Boss Battle scenario a save (envelope or bare engine save) plays, or None."""
    from doomtown_tui.tui.bossbattle import title

    game = data.get("game", data)
    boss: Any = game
    for key in ("setup", "options", "boss_battle", "scenario"):
        boss = boss.get(key) if isinstance(boss, dict) else None
    return title(boss) if isinstance(boss, str) else None


def known_controllers() -> set[str]:
    """"human" and every agent's name."""
    from doomtown_tui.agents import AGENTS

    return {"human", *AGENTS}


def safe_name(text: str) -> str:
    """A file-name-friendly version of ``text``."""
    cleaned = re.sub(r"[^A-Za-z0-9._-]+", "-", text.strip()).strip("-.")
    return cleaned or "game"


def fresh_path(folder: Path, stem: str) -> Path:
    """A file name in ``folder`` that no file has yet: ``stem.json``, then ``stem-2.json`` ... (``safe_name``)."""
    base = safe_name(stem)
    path = folder / f"{base}.json"
    n = 2
    while path.exists():
        path = folder / f"{base}-{n}.json"
        n += 1
    return path


class SaveStore:
    """The app's folder of saves: ``autosave.json``, ``saves/`` and ``replays/``."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = Path(root) if root is not None else default_data_dir()

    @property
    def autosave_path(self) -> Path:
        return self.root / AUTOSAVE

    @property
    def saves_dir(self) -> Path:
        return self.root / "saves"

    @property
    def replays_dir(self) -> Path:
        return self.root / "replays"

    @property
    def scores_path(self) -> Path:
        return self.root / SCORES

    def has_autosave(self) -> bool:
        return self.autosave_path.is_file()

    def write(self, path: Path, game: Game, controllers: Sequence[str], open_hands: bool,
              decks: Sequence[str] | None = None) -> Path:
        atomic_write(path, encode(game, controllers, open_hands, decks))
        return path

    def autosave(self, game: Game, controllers: Sequence[str], open_hands: bool,
                 decks: Sequence[str] | None = None) -> Path:
        return self.write(self.autosave_path, game, controllers, open_hands, decks)

    def compact_autosave(self, text: str) -> None:
        """Replace the autosave (atomically, synced) with one save: a journal with no choices after it."""
        atomic_write(self.autosave_path, text + "\n")

    def append_autosave(self, lines: str) -> None:
        """Add journal lines (``journal_line``) to the autosave; an OSError leaves it as it was."""
        append_text(self.autosave_path, lines)

    def clear_autosave(self) -> None:
        with suppress(FileNotFoundError):
            self.autosave_path.unlink()

    def backup_autosave(self) -> None:
        """Before another game takes over the autosave, keep a copy as ``autosave.previous.json``; an autosave
        that does not load is moved aside instead (``keep_unreadable_autosave``), so a damaged one never
        replaces a good previous autosave."""
        if not self.has_autosave():
            return
        try:
            self.read(self.autosave_path)
        except LoadError:
            with suppress(OSError):
                self.keep_unreadable_autosave()
            return
        with suppress(OSError):
            atomic_write(self.previous_path, self.autosave_path.read_text(encoding="utf-8"))

    def keep_as_older(self, path: Path, version: str) -> Path:
        """Copy the save at ``path``, as it is, into ``saves/`` (so Load lists it) under a name of its own that
        says which version wrote it (``NAME-from-VERSION.json``, then ``-2`` ...): before a game an older version
        saved is played on under this one's rules, whatever then becomes of the file it came from."""
        stem = {self.autosave_path: "autosave", self.previous_path: "previous-autosave"}.get(path, path.stem)
        target = fresh_path(self.saves_dir, f"{stem}-from-{version}")
        atomic_write(target, path.read_text(encoding="utf-8"))
        return target

    def keep_unreadable_autosave(self) -> Path | None:
        """Move an autosave that failed to load aside (``autosave.unreadable.json``) before a new game."""
        if not self.has_autosave():
            return None
        target = self.root / "autosave.unreadable.json"
        os.replace(self.autosave_path, target)
        return target

    def read(self, path: Path) -> SavedGame:
        try:
            text = Path(path).read_text(encoding="utf-8")
        except FileNotFoundError:
            raise LoadError(f"There is no save at {path}.") from None
        except UnicodeDecodeError:
            raise LoadError("The save is damaged (corrupt): it is not text.") from None
        except OSError as exc:
            raise LoadError(f"The save at {path} cannot be read: {exc.strerror or exc}.") from None
        return decode(text)

    def save_path(self, name: str) -> Path:
        """Where ``Save as NAME`` goes: a bare name lands in ``saves/``; a path is used as given."""
        candidate = Path(name).expanduser()
        if candidate.is_absolute() or candidate.parent != Path("."):
            return candidate if candidate.suffix else candidate.with_suffix(".json")
        return self.saves_dir / (safe_name(name).removesuffix(".json") + ".json")

    @property
    def previous_path(self) -> Path:
        return self.root / "autosave.previous.json"

    def describe(self, path: Path) -> SaveInfo:
        """The Load list's line for a save: the autosaves by what they are, a named save by its name."""
        day, when, scenario, seats = _peek(path)
        if when is None:
            with suppress(OSError):
                when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
        if path == self.autosave_path:
            label = "Autosave (the game to continue)"
        elif path == self.previous_path:
            label = "Previous autosave (the game replaced last)"
        elif path.parent == self.saves_dir:
            label = path.stem
        else:
            label = f"{path.stem}  ({path.parent})"
        return SaveInfo(path, label, day, when or "date unknown", scenario, seats)

    def list_saves(self) -> list[Path]:
        """Named saves, newest first, then the autosave and the previous autosave."""
        found: list[Path] = []
        if self.saves_dir.is_dir():
            found = sorted(self.saves_dir.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
        if self.has_autosave():
            found.append(self.autosave_path)
        if self.previous_path.is_file():
            found.append(self.previous_path)
        return found

    def replay_path(self, stem: str) -> Path:
        """A fresh file name in ``replays/`` (``stem.json``, then ``stem-2.json`` ...)."""
        return fresh_path(self.replays_dir, stem)
