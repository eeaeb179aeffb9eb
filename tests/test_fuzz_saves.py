"""Fault fuzzing of save files: real saves, mutated every way a file gets broken, load to the very same
game or are refused with a SaveError a player can read (never another exception, never a hang); the
app's reader says why in words and leaves the file on disk as it was.

The corpus is built once: seeded two-player games saved before the first choice, early, mid-game and
after the end; a solo game against the Automaton with twists; a scenario position; the version 1
saves of ``tests/fixtures``. A mutation truncates, flips bytes (or leaves invalid UTF-8), drops,
duplicates or swaps choices, edits a choice, changes the seed or the format version, gives a field a
value of another type, drops or adds a key, edits a string or a deck line, puts a huge number or
deeply nested JSON anywhere, or only re-formats the JSON (which must still load).
"""
from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from fuzzing import assert_readable, fuzz_settings
from hypothesis import event, given
from hypothesis import strategies as st
from invariants import DECK_DIR

from doomtown_tui.engine import digest as save_digest
from doomtown_tui.engine.agents import RandomAgent
from doomtown_tui.engine.decision import SaveError
from doomtown_tui.engine.deck import load_deck
from doomtown_tui.engine.game import Game
from doomtown_tui.engine.testing import scenario
from doomtown_tui.tui.saves import LoadError, SaveStore, decode, encode, journal_line

FIXTURES = Path(__file__).parent / "fixtures"
PLACEHOLDER = "\u0000PLACEHOLDER\u0000"


def _deck(name: str):
    return load_deck(DECK_DIR / f"{name}.txt")


def _advance(game: Game, agents: list[RandomAgent], until: int) -> None:
    while not game.over and len(game.choices) < until:
        d = game.decision
        game.choose(d.player, agents[d.player].choose(game, d))


def same_game(game: Game, v1: bool = False) -> str:
    """What makes two loaded games the same game: the choices, the log and the state. A version 1 save
    (``v1``) only vouches for what its digest covered, the choices and the log: its digest hashed
    neither the setup nor the cards' places, so a v1 save whose deck list was edited where the edit does
    not show in the log loads to that other deck (format 2's digest covers both)."""
    same = f"{game.choices!r} {save_digest.v1_digest(game.raw)}"
    return same if v1 else f"{same} {save_digest.fingerprint(game.raw).hex()}"


def _v1(text: str) -> bool:
    return '"version":1,' in text[:60]


@cache
def corpus() -> tuple[tuple[str, str, str], ...]:
    """(name, save text, ``same_game`` of the game it loads to), built once per session."""
    saves: list[tuple[str, str]] = []
    game = Game.new([_deck("law-dogs"), _deck("fearmongers")], seed=4, max_days=4)
    agents = [RandomAgent(8), RandomAgent(9)]
    for stop in (0, 25, 90, 10**6):
        _advance(game, agents, stop)
        saves.append((f"two players after {len(game.choices)} choices", game.to_json()))
    solo = Game.new([_deck("outlaws"), _deck("anarchists")], seed=12, max_days=6,
                    options={"automaton": {"seat": 1, "twists": ["hired_help", "high_stakes"]}})
    from doomtown_tui.automaton import AutomatonAgent
    seats = [RandomAgent(1), AutomatonAgent()]
    while not solo.over and len(solo.choices) < 60:
        d = solo.decision
        solo.choose(d.player, seats[d.player].choose(solo, d))
    saves.append(("solo with twists", solo.to_json()))
    position = scenario(phase="high_noon", seed=5, players=[
        {"outfit": "Law Dogs", "stash": 8, "home": ["Tommy Harden"], "hand": ["Shotgun"]},
        {"outfit": "The Sloane Gang", "stash": 4, "town_square": ["Jacqueline Isham"]},
    ])
    _advance(position, [RandomAgent(5), RandomAgent(6)], 6)
    saves.append(("scenario", position.to_json()))
    from doomtown_tui import scenarios
    boss = Game.new([_deck("law-dogs"), scenarios.villain_deck("showstopper")], seed=7, max_days=4,
                    options=scenarios.options("showstopper"))
    _advance(boss, [RandomAgent(3), RandomAgent(4)], 40)
    saves.append(("the Showstopper", boss.to_json()))
    four = Game.new([_deck(n) for n in ("law-dogs", "outlaws", "fearmongers", "anarchists")], seed=9, max_days=3)
    _advance(four, [RandomAgent(i) for i in range(4)], 60)
    saves.append(("four players", four.to_json()))
    for path in sorted(FIXTURES.glob("save-v1-*.json")):
        saves.append((path.stem, path.read_text(encoding="utf-8")))
    return tuple((name, text, same_game(Game.from_json(text), _v1(text))) for name, text in saves)


# --- mutations ---------------------------------------------------------------------------------------
Mutation = Callable[[st.DataObject, str], str]
OTHER_VALUES = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True),
                         st.text(max_size=12), st.lists(st.integers(), max_size=3),
                         st.dictionaries(st.text(max_size=4), st.integers(), max_size=2))
HUGE = ["9" * 5000, "-" + "1" * 4400, "1e999", "-1e400", "123456789012345678901234567890", "1" + "0" * 400 + ".5"]


def _paths(value: Any, path: tuple = ()) -> list[tuple]:
    """Every place in a JSON value (the root is the empty path)."""
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, (*path, index))
    return found


def _get(value: Any, path: tuple) -> Any:
    for step in path:
        value = value[step]
    return value


def _put(root: Any, path: tuple, new: Any) -> Any:
    if not path:
        return new
    _get(root, path[:-1])[path[-1]] = new
    return root


def _place(data: st.DataObject, obj: Any, where: str = "any") -> tuple:
    places = _paths(obj)
    if where == "leaf":
        places = [p for p in places if not isinstance(_get(obj, p), (dict, list))] or places
    return data.draw(st.sampled_from(places), label="place")


def _with_text_at(data: st.DataObject, text: str, literal: str) -> str:
    """The save with ``literal`` (raw JSON text) in place of one of its values."""
    obj = json.loads(text)
    obj = _put(obj, _place(data, obj), PLACEHOLDER)
    return json.dumps(obj).replace(json.dumps(PLACEHOLDER), literal)


def truncate(data: st.DataObject, text: str) -> str:
    return text[:data.draw(st.integers(0, len(text) - 1), label="keep")]


def flip_bytes(data: st.DataObject, text: str) -> str:
    raw = bytearray(text.encode("utf-8"))
    for _ in range(data.draw(st.integers(1, 4), label="flips")):
        raw[data.draw(st.integers(0, len(raw) - 1))] = data.draw(st.integers(0, 255))
    # invalid UTF-8 comes through as lone surrogates, as a reader with errors="surrogateescape" gives it
    return raw.decode("utf-8", errors=data.draw(st.sampled_from(["replace", "surrogateescape"])))


def _engine_part(obj: Any) -> Any:
    """The engine's save inside the app's envelope, or the save itself."""
    return obj["game"] if isinstance(obj.get("game"), dict) else obj


def _on_choices(change: Callable[[st.DataObject, list], None]) -> Mutation:
    def mutate(data: st.DataObject, text: str) -> str:
        obj = json.loads(text)
        if _engine_part(obj)["choices"]:
            change(data, _engine_part(obj)["choices"])
        return json.dumps(obj)
    mutate.__name__ = change.__name__
    return mutate


def _index(data: st.DataObject, items: list) -> int:
    return data.draw(st.integers(0, len(items) - 1), label="choice")


@_on_choices
def drop_choice(data: st.DataObject, choices: list) -> None:
    del choices[_index(data, choices)]


@_on_choices
def duplicate_choice(data: st.DataObject, choices: list) -> None:
    i = _index(data, choices)
    choices.insert(i, choices[i])


@_on_choices
def swap_choices(data: st.DataObject, choices: list) -> None:
    i, j = _index(data, choices), _index(data, choices)
    choices[i], choices[j] = choices[j], choices[i]


@_on_choices
def edit_choice(data: st.DataObject, choices: list) -> None:
    others = sorted({c for c in choices if isinstance(c, str)}) or ["pass"]
    choices[_index(data, choices)] = data.draw(st.one_of(
        st.sampled_from(others), st.sampled_from(["pass", "keep", "done", "1", ""]),
        st.lists(st.sampled_from(others), max_size=3), st.text(max_size=10)), label="new choice")


def change_seed(data: st.DataObject, text: str) -> str:
    obj = json.loads(text)
    _engine_part(obj)["setup"]["seed"] = data.draw(st.one_of(st.integers(), st.integers(-2**70, 2**70)), label="seed")
    return json.dumps(obj)


def change_version(data: st.DataObject, text: str) -> str:
    obj = json.loads(text)
    key = data.draw(st.sampled_from(["version", "format", "engine"]))
    obj[key] = data.draw(st.one_of(st.integers(-3, 5), OTHER_VALUES), label=key)
    return json.dumps(obj)


def retype_field(data: st.DataObject, text: str) -> str:
    obj = json.loads(text)
    return json.dumps(_put(obj, _place(data, obj), data.draw(OTHER_VALUES, label="value")))


def drop_or_add_key(data: st.DataObject, text: str) -> str:
    obj = json.loads(text)
    dicts = [p for p in _paths(obj) if isinstance(_get(obj, p), dict)]
    target = _get(obj, data.draw(st.sampled_from(dicts)))
    if target and data.draw(st.booleans(), label="drop"):
        del target[data.draw(st.sampled_from(sorted(target)))]
    else:
        target[data.draw(st.text(max_size=8), label="key")] = data.draw(OTHER_VALUES)
    return json.dumps(obj)


def edit_string(data: st.DataObject, text: str) -> str:
    """One string of the save (a name, a deck's text, a choice, the digest) with characters changed."""
    obj = json.loads(text)
    places = [p for p in _paths(obj) if isinstance(_get(obj, p), str)]
    place = data.draw(st.sampled_from(places))
    value: str = _get(obj, place)
    i = data.draw(st.integers(0, len(value)), label="at")
    cut = data.draw(st.integers(0, 3), label="cut")
    value = value[:i] + data.draw(st.text(max_size=3), label="insert") + value[i + cut:]
    return json.dumps(_put(obj, place, value))


def edit_deck_line(data: st.DataObject, text: str) -> str:
    """A line of a deck in the setup: a count or a title changed, or the line doubled or dropped."""
    obj = json.loads(text)
    decks = _engine_part(obj)["setup"].get("decks")
    if not decks:
        return edit_string(data, text)
    which = data.draw(st.integers(0, len(decks) - 1))
    lines = decks[which].split("\n")
    i = data.draw(st.integers(0, len(lines) - 1), label="line")
    edit = data.draw(st.sampled_from(["count", "title", "double", "drop"]), label="deck edit")
    count, _, title = lines[i].partition("x ")
    if edit == "count":
        lines[i] = f"{data.draw(st.sampled_from(['0', '-1', '5', '99999999999999', 'two', '']))}x {title}"
    elif edit == "title":
        lines[i] = f"{count}x {data.draw(st.sampled_from(['Shotgun', 'Law Dogs', 'Bobo', 'No Such Card']))}"
    elif edit == "double":
        lines.insert(i, lines[i])
    else:
        del lines[i]
    decks[which] = "\n".join(lines)
    return json.dumps(obj)


def huge_number(data: st.DataObject, text: str) -> str:
    return _with_text_at(data, text, data.draw(st.sampled_from(HUGE), label="number"))


def deep_nesting(data: st.DataObject, text: str) -> str:
    depth = data.draw(st.sampled_from([40, 400, 5000, 200_000]), label="depth")
    opener, closer = data.draw(st.sampled_from([("[", "]"), ('{"a":', "}")]))
    return _with_text_at(data, text, opener * depth + "0" + closer * depth)


MUTATIONS: list[Mutation] = [truncate, flip_bytes, drop_choice, duplicate_choice, swap_choices, edit_choice,
                             change_seed, change_version, retype_field, drop_or_add_key, edit_string,
                             edit_deck_line, huge_number, deep_nesting]


def reformat(data: st.DataObject, text: str) -> str:
    """The same save written another way: indented, spaced, keys sorted, non-ASCII escaped."""
    return json.dumps(json.loads(text), indent=data.draw(st.sampled_from([None, 0, 2, "\t"])),
                      sort_keys=data.draw(st.booleans()), ensure_ascii=data.draw(st.booleans()),
                      separators=data.draw(st.sampled_from([None, (",", ":"), (" ,", " : ")])))


def loads_or_refuses(text: str, same: str, v1: bool = False) -> bool:
    """The property: the same game (True) or a SaveError a player can read (False)."""
    try:
        game = Game.from_json(text)
    except SaveError as exc:
        assert_readable(str(exc))
        return False
    assert same_game(game, v1) == same, "a mutated save loaded to another game"
    return True


# --- the engine's loader -----------------------------------------------------------------------------
@fuzz_settings(1200)
@given(st.data())
def test_a_mutated_save_loads_the_same_game_or_is_refused_in_words(data):
    _name, text, digest = data.draw(st.sampled_from(corpus()), label="save")
    mutation = data.draw(st.sampled_from(MUTATIONS), label="mutation")
    mutated = mutation(data, text)
    event(f"{mutation.__name__}: {'loads' if loads_or_refuses(mutated, digest, _v1(text)) else 'refused'}")


@fuzz_settings(60)
@given(st.data())
def test_a_reformatted_save_loads_the_same_game(data):
    _name, text, digest = data.draw(st.sampled_from(corpus()), label="save")
    assert loads_or_refuses(reformat(data, text), digest, _v1(text))


@pytest.mark.parametrize("literal", HUGE)
def test_a_huge_number_anywhere_is_refused_in_words(literal):
    _name, text, _digest = corpus()[1]
    for key in ("seed", "max_days"):
        data = json.loads(text)
        data["setup"][key] = PLACEHOLDER
        with pytest.raises(SaveError) as caught:
            Game.from_json(json.dumps(data).replace(json.dumps(PLACEHOLDER), literal))
        assert_readable(str(caught.value))


@pytest.mark.parametrize("depth", [1000, 100_000])
def test_deeply_nested_json_is_refused_in_words(depth):
    """The parser gives up on such nesting with a RecursionError: the loader says the save is corrupt."""
    text = corpus()[1][1]
    nested = text.replace('"choices":[', '"choices":[' + "[" * depth + "]" * depth + ",", 1)
    with pytest.raises(SaveError, match="nested far too deeply"):
        Game.from_json(nested)
    with pytest.raises(SaveError, match="nested far too deeply"):
        Game.from_json("[" * depth + "]" * depth)


def test_a_number_thousands_of_digits_long_is_refused_in_words():
    """json refuses to read an int of more than 4,300 digits with a ValueError of its own."""
    text = corpus()[1][1].replace('"seed":4', '"seed":' + "4" * 5000, 1)
    with pytest.raises(SaveError, match=r"not valid JSON .* holds a value no save has"):
        Game.from_json(text)


def test_a_scenario_of_the_wrong_shape_is_refused_in_words():
    """A scenario position is taken as written; one whose parts have the wrong shape is refused."""
    _name, text, _digest = next(c for c in corpus() if c[0] == "scenario")
    for change in ({"players": 5}, {"players": [{"hand": 3}, {}]}, {"players": [{"at": []}, {}]},
                   {"day": [1]}):
        data = json.loads(text)
        data["setup"]["scenario"].update(change)
        with pytest.raises(SaveError) as caught:
            Game.from_json(json.dumps(data))
        assert_readable(str(caught.value))


def test_a_huge_value_in_a_scenario_is_quoted_short():
    """Found by the long profile: a scenario's phase nested 400 deep was quoted whole (3,000 characters)."""
    _name, text, _same = next(c for c in corpus() if c[0] == "scenario")
    data = json.loads(text)
    data["setup"]["scenario"]["phase"] = json.loads('{"a":' * 400 + "0" + "}" * 400)
    with pytest.raises(SaveError, match=r"does not replay .*: a scenario starts at one of .*, not \{'a': .*\.\.\.$") \
            as caught:
        Game.from_json(json.dumps(data))
    assert_readable(str(caught.value))


def test_a_save_of_one_or_five_seats_or_a_seat_without_a_deck_is_refused():
    text = corpus()[1][1]
    for names in (["Solo"], ["A", "B", "C", "D", "E"]):
        data = json.loads(text)
        data["setup"]["names"] = names
        with pytest.raises(SaveError, match=f"malformed at setup: .*2 to 4 players, not {len(names)}"):
            Game.from_json(json.dumps(data))
    data = json.loads(text)
    data["setup"]["decks"] = data["setup"]["decks"][:1]
    with pytest.raises(SaveError, match=r"malformed at setup: .*a deck for each of its 2 players"):
        Game.from_json(json.dumps(data))
    data = json.loads(text)
    data["setup"]["names"] = ["A", "B", "C"]
    with pytest.raises(SaveError, match=r"malformed at setup: .*a deck for each of its 3 players"):
        Game.from_json(json.dumps(data))


# --- the app's reader --------------------------------------------------------------------------------
@cache
def app_saves() -> tuple[tuple[str, bytes, str], ...]:
    """(name, file bytes, digest): app envelopes around the corpus' v2 saves, and bare engine saves."""
    found = []
    for name, text, digest in corpus()[:5]:
        game = Game.from_json(text)
        found.append((f"app envelope: {name}", encode(game, ("human", "random"), False, ("a", "b")).encode(), digest))
    found.append(("bare engine save", corpus()[1][1].encode(), corpus()[1][2]))
    return tuple(found)


def _journal() -> str:
    """The app's autosave as a journal: the game after 25 choices saved on the first line, then one
    line per choice up to the 90th (what ``GameSession`` appends as the game goes on)."""
    game, later = Game.from_json(corpus()[1][1]), Game.from_json(corpus()[2][1])
    text = encode(game, ("human", "random"), False, ("a", "b"))
    assert "\n" not in text
    lines = [text + "\n"]
    for number in range(game.choice_count, later.choice_count):
        answer = later.choices[number]
        game.choose(game.decision.player, answer)
        lines.append(journal_line(number, answer, game.chain_digest(), game.raw.day))
    return "".join(lines)


def _damage_journal(data: st.DataObject, text: str) -> bytes:
    """Damage a journal as a crash, a disk or an editor might: bytes, a cut, lines dropped, repeated,
    swapped or edited, or its first line (the save) mutated like any save."""
    head, _, rest = text.partition("\n")
    lines = rest.split("\n")[:-1]
    kind = data.draw(st.sampled_from(["bytes", "cut", "drop", "repeat", "swap", "edit", "head"]), label="damage")
    raw = text.encode()
    if kind == "cut":
        return raw[:data.draw(st.integers(0, len(raw) - 1), label="cut at")]
    if kind == "bytes":
        flipped = bytearray(raw)
        for _ in range(data.draw(st.integers(1, 3))):
            flipped[data.draw(st.integers(0, len(raw) - 1))] = data.draw(st.integers(0, 255))
        return bytes(flipped)
    if kind == "head":
        mutation = data.draw(st.sampled_from(MUTATIONS), label="mutation")
        head = mutation(data, head).replace("\n", " ")
    else:
        i = data.draw(st.integers(0, len(lines) - 1), label="line")
        if kind == "drop":
            del lines[i]
        elif kind == "repeat":
            lines.insert(i, lines[i])
        elif kind == "swap":
            j = data.draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        else:
            record = json.loads(lines[i])
            field = data.draw(st.sampled_from(sorted(record)), label="field")
            record[field] = data.draw(OTHER_VALUES, label="value")
            lines[i] = json.dumps(record)
    return ("\n".join([head, *lines]) + "\n").encode("utf-8", errors="surrogateescape")


@fuzz_settings(150)
@given(st.data())
def test_the_app_reads_a_damaged_autosave_journal_in_words_or_as_the_start_of_the_same_game(data):
    """A journal either loads the game it recorded, or the same game fewer choices in (a cut that
    took whole lines), or is refused in words; the file is never changed by reading it."""
    full = Game.from_json(corpus()[2][1])
    damaged = _damage_journal(data, _journal())
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "autosave.json"
        path.write_bytes(damaged)
        try:
            loaded = SaveStore(Path(folder)).read(path)
        except LoadError as exc:
            assert_readable(str(exc))
            event("refused")
        else:
            n = loaded.game.choice_count
            assert loaded.game.choices == full.choices[:n]
            if n == full.choice_count:
                assert same_game(loaded.game) == corpus()[2][2]
            event("loads whole" if n == full.choice_count else "loads a start")
        assert path.read_bytes() == damaged


def _mutate_bytes(data: st.DataObject, raw: bytes) -> bytes:
    kind = data.draw(st.sampled_from(["text", "bytes", "truncate", "binary"]), label="file damage")
    if kind == "text":
        mutation = data.draw(st.sampled_from(MUTATIONS), label="mutation")
        return mutation(data, raw.decode("utf-8")).encode("utf-8", errors="surrogateescape")
    if kind == "truncate":
        return raw[:data.draw(st.integers(0, len(raw) - 1))]
    if kind == "binary":
        return data.draw(st.binary(max_size=200))
    damaged = bytearray(raw)
    for _ in range(data.draw(st.integers(1, 3))):
        damaged[data.draw(st.integers(0, len(damaged) - 1))] = data.draw(st.integers(0, 255))
    return bytes(damaged)


@fuzz_settings(250)
@given(st.data())
def test_the_app_reads_a_damaged_save_file_in_words_and_leaves_it_as_it_was(data):
    _name, raw, digest = data.draw(st.sampled_from(app_saves()), label="save")
    damaged = _mutate_bytes(data, raw)
    with tempfile.TemporaryDirectory() as folder:
        store = SaveStore(Path(folder))
        path = store.saves_dir / "damaged.json"
        path.parent.mkdir(parents=True)
        path.write_bytes(damaged)
        before = sorted(os.listdir(folder)), sorted(os.listdir(store.saves_dir))
        try:
            loaded = store.read(path)
        except LoadError as exc:
            assert_readable(str(exc))
            event("refused")
        else:
            assert same_game(loaded.game) == digest
            event("loads")
        assert path.read_bytes() == damaged, "reading a save changed the file"
        assert (sorted(os.listdir(folder)), sorted(os.listdir(store.saves_dir))) == before
        assert store.describe(path).label == "damaged"      # the Load list's line is built without error


@pytest.mark.parametrize("text", ["[" * 100_000 + "]" * 100_000, '{"day": ' + "7" * 5000 + "}",
                                  '{"format": "doomtown-tui-app-save", "version": 1, "controllers": ["human", "human"]'
                                  ', "game": ' + "[" * 5000 + "]" * 5000 + "}"])
def test_the_app_refuses_nesting_and_huge_numbers_in_words(text, tmp_path):
    with pytest.raises(LoadError, match="damaged"):
        decode(text)
    path = tmp_path / "odd.json"
    path.write_text(text)
    info = SaveStore(tmp_path).describe(path)
    assert info.day is None and path.read_text() == text


def test_a_failed_write_keeps_the_previous_save(tmp_path, monkeypatch):
    """The write goes to a temporary file first: when it fails, the old save is still there, whole."""
    store = SaveStore(tmp_path)
    game = Game.from_json(corpus()[1][1])
    path = store.autosave(game, ("human", "human"), False)
    before = path.read_bytes()

    def full_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "fsync", full_disk)
    later = Game.from_json(corpus()[2][1])
    with pytest.raises(OSError, match="No space"):
        store.autosave(later, ("human", "human"), False)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json"]
    assert same_game(store.read(path).game) == corpus()[1][2]
