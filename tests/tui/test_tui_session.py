"""The session and the save store without a screen: privacy state, undo points, the save
envelope, file names and errors."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import hotseat

from doomtown_tui.engine.view import CardView, HiddenCard
from doomtown_tui.tui.config import GameConfig, SeatConfig
from doomtown_tui.tui.saves import LoadError, SaveStore, decode, encode
from doomtown_tui.tui.session import GameSession


def first_gangs(session: GameSession) -> None:
    for _ in range(2):
        session.choose("marked")


def test_two_humans_need_the_curtain_at_every_change_of_hands(data_dir: Path) -> None:
    session = GameSession.new(hotseat(seed=7), SaveStore(data_dir))
    assert session.private and session.shown == frozenset()
    assert session.needs_curtain()
    session.take_seat()
    owner = session.owner
    assert not session.needs_curtain() and session.shown == {owner}
    session.choose("marked")
    assert session.owner != owner and session.needs_curtain()
    session.hide()
    assert session.shown == frozenset() and not session.may_see_decision()
    session.take_seat()
    session.choose("marked")
    view = session.view()
    seat = next(iter(session.shown))
    assert all(isinstance(c, CardView) for c in view.players[seat].hand)
    assert all(isinstance(c, HiddenCard) for c in view.players[1 - seat].hand)
    session.close()


def test_an_agent_seat_never_needs_a_curtain(data_dir: Path) -> None:
    session = GameSession.new(hotseat(seed=7, second="random"), SaveStore(data_dir))
    assert not session.private and session.shown == {0}
    for _ in range(30):
        if session.is_human(session.owner):
            assert not session.needs_curtain()
            session.choose(session.decision.options[0].id)
        else:
            assert session.agent_turn()
    session.close()


def test_undo_point_skips_agent_choices_and_survives_a_reload(data_dir: Path) -> None:
    store = SaveStore(data_dir)
    session = GameSession.new(hotseat(seed=7, second="random"), store)
    while not session.is_human(session.owner):
        session.agent_turn()
    human_at = len(session.game.choices)
    session.choose("marked")
    while not session.is_human(session.owner):
        session.agent_turn()
    session.flush()
    reloaded = GameSession.from_saved(store.read(store.autosave_path), store)
    assert reloaded.undo_point() == (human_at, 0)
    assert reloaded.undo()
    assert len(reloaded.game.choices) == human_at
    session.close()
    reloaded.close()


def test_the_envelope_round_trips_and_a_bare_engine_save_loads(data_dir: Path) -> None:
    session = GameSession.new(hotseat(seed=9, open_hands=True), None)
    first_gangs(session)
    saved = decode(encode(session.game, ("human", "random"), True))
    assert saved.controllers == ("human", "random") and saved.open_hands
    assert saved.game.choices == session.game.choices
    bare = decode(session.game.to_json())
    assert bare.controllers == ("human", "human") and bare.game.choices == session.game.choices


@pytest.mark.parametrize("text, words", [
    ("not json at all", "corrupt"),
    ("[1, 2]", "not a doomtown save"),
    (json.dumps({"format": "doomtown-tui-app-save", "version": 99}), "another version"),
    (json.dumps({"format": "doomtown-tui-app-save", "version": 1, "controllers": "x"}), "seat list"),
    (json.dumps({"format": "something-else"}), "not a doomtown save"),
])
def test_bad_saves_say_why(text: str, words: str) -> None:
    with pytest.raises(LoadError, match=words):
        decode(text)


def test_save_names_and_listing(data_dir: Path) -> None:
    store = SaveStore(data_dir)
    assert store.save_path("Day 3: before the duel") == data_dir / "saves" / "Day-3-before-the-duel.json"
    assert store.save_path("/tmp/x/mine") == Path("/tmp/x/mine.json")
    session = GameSession.new(hotseat(seed=9), store)
    path = Path(session.save_as("one"))
    session.flush()
    assert store.list_saves() == [path, store.autosave_path]
    first = store.replay_path("a b")
    first.parent.mkdir(parents=True)
    first.write_text("{}")
    assert first.name == "a-b.json" and store.replay_path("a b").name == "a-b-2.json"
    with pytest.raises(LoadError, match="There is no save"):
        store.read(data_dir / "missing.json")
    session.close()


def test_new_game_with_a_missing_deck_raises(data_dir: Path) -> None:
    config = GameConfig(seats=(SeatConfig("A", "law-dogs"), SeatConfig("B", "no-such-deck")))
    with pytest.raises(FileNotFoundError, match="starter decks"):
        GameSession.new(config, SaveStore(data_dir))


def test_an_edited_open_hands_setting_is_refused_and_a_save_cut_in_a_string_is_called_cut_short() -> None:
    session = GameSession.new(hotseat(seed=9), None)
    first_gangs(session)
    data = json.loads(encode(session.game, ("human", "human"), False))
    data["open_hands"] = "no"               # a string: not to be read as true (every hand shown)
    with pytest.raises(LoadError, match="open-hands setting"):
        decode(json.dumps(data))
    text = encode(session.game, ("human", "human"), False)
    cut = text.index('"', len(text) // 2) + 3   # inside a string, halfway through the file
    with pytest.raises(LoadError, match="cut short"):
        decode(text[:cut])
