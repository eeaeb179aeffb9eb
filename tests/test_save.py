"""Saving and loading: exact round trips, clear errors for broken files, and illegal choices that
change nothing."""
from __future__ import annotations

import json
import random

import pytest
from invariants import DECK_DIR, check_decision, check_state

from doomtown_tui import __version__
from doomtown_tui.engine.agents import RandomAgent
from doomtown_tui.engine.decision import IllegalChoice, SaveError, SaveProblem
from doomtown_tui.engine.deck import load_deck
from doomtown_tui.engine.game import SAVE_FORMAT, SAVE_VERSION, Game, SaveFromOtherVersion
from doomtown_tui.engine.testing import scenario


def new_game(seed: int, a: str = "law-dogs", b: str = "fearmongers", max_days: int | None = 8) -> Game:
    return Game.new([load_deck(DECK_DIR / f"{a}.txt"), load_deck(DECK_DIR / f"{b}.txt")], seed=seed,
                    max_days=max_days)


def advance(game: Game, agents: list[RandomAgent], count: int) -> None:
    for _ in range(count):
        if game.over:
            return
        d = game.decision
        game.choose(d.player, agents[d.player].choose(game, d))


def pending(game: Game):
    d = game.decision
    return None if d is None else (d.player, d.kind, [o.id for o in d.options], d.min, d.max, d.multi)


def events(game: Game):
    return [(e.kind, e.text, e.data) for e in game.events]


def assert_same(a: Game, b: Game) -> None:
    assert a.state == b.state
    assert pending(a) == pending(b)
    assert events(a) == events(b)
    assert a.choices == b.choices
    assert (a.over, a.winner) == (b.over, b.winner)


def played(seed: int, count: int) -> Game:
    game = new_game(seed)
    advance(game, [RandomAgent(seed), RandomAgent(seed + 100)], count)
    return game


# --- round trips ----------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(6))
def test_save_and_load_round_trip_at_random_points(seed):
    rng = random.Random(seed)
    game = new_game(seed, *rng.sample(["anarchists", "entrepreneurs", "fearmongers", "first-peoples",
                                       "law-dogs", "outlaws"], 2))
    agents = [RandomAgent(seed), RandomAgent(seed + 100)]
    for stop in sorted(rng.sample(range(1, 160), 4)):
        advance(game, agents, stop - len(game.choices))
        text = game.to_json()
        loaded = Game.from_json(text)
        assert_same(loaded, game)
        assert loaded.to_json() == text
        check_state(loaded)
        check_decision(loaded)
    # both continue with the same answers and stay equal
    copy = Game.from_json(game.to_json())
    steps = 0
    while not game.over and steps < 120:
        d = game.decision
        answer = agents[d.player].choose(game, d)
        game.choose(d.player, answer)
        copy.choose(d.player, answer)
        assert pending(copy) == pending(game)
        steps += 1
    assert_same(copy, game)
    assert copy.to_json() == game.to_json()


def test_save_before_any_choice_and_after_the_end():
    fresh = new_game(30)
    assert Game.from_json(fresh.to_json()).state == fresh.state
    game = new_game(30, max_days=3)
    advance(game, [RandomAgent(1), RandomAgent(2)], 10_000)
    assert game.over
    loaded = Game.from_json(game.to_json())
    assert_same(loaded, game)
    assert loaded.decision is None


def test_save_is_plain_json_with_format_version_setup_and_choices():
    game = played(3, 25)
    data = json.loads(game.to_json())
    assert set(data) == {"format", "version", "engine", "setup", "choices", "digest"}
    assert data["format"] == SAVE_FORMAT and data["version"] == SAVE_VERSION == 2
    assert data["engine"] == __version__
    assert data["setup"]["seed"] == 3
    assert len(data["choices"]) == 25
    assert data["choices"] == [c if isinstance(c, str) else list(c) for c in game.choices]
    assert data["digest"] == game.digest()


def test_scenario_games_round_trip():
    game = scenario(phase="high_noon", seed=5, players=[
        {"outfit": "Law Dogs", "stash": 8, "home": ["Tommy Harden"], "hand": ["Shotgun"]},
        {"outfit": "The Sloane Gang", "stash": 4, "town_square": ["Jacqueline Isham"]},
    ])
    advance(game, [RandomAgent(5), RandomAgent(6)], 6)
    loaded = Game.from_json(game.to_json())
    assert_same(loaded, game)


# --- broken files ---------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def save_text() -> str:
    return played(4, 40).to_json()


def _edit(text: str, change) -> str:
    data = json.loads(text)
    change(data)
    return json.dumps(data)


def test_garbage_is_refused(save_text):
    with pytest.raises(SaveError, match="not valid JSON"):
        Game.from_json("this is not a save at all \x00\x01")
    with pytest.raises(SaveError, match="not valid JSON"):
        Game.from_json("")


@pytest.mark.parametrize("keep", [0.1, 0.5, 0.9, 0.999])
def test_truncated_file_is_refused(save_text, keep):
    with pytest.raises(SaveError, match="corrupt or truncated"):
        Game.from_json(save_text[:int(len(save_text) * keep)])


def test_other_json_is_not_a_save():
    with pytest.raises(SaveError, match="not a doomtown_tui save file"):
        Game.from_json("[1, 2, 3]")
    with pytest.raises(SaveError, match="not a doomtown_tui save file"):
        Game.from_json('{"hello": "world"}')


def test_wrong_format_is_refused(save_text):
    text = _edit(save_text, lambda d: d.update(format="chess-save"))
    with pytest.raises(SaveError, match="not a doomtown_tui save file"):
        Game.from_json(text)


@pytest.mark.parametrize("version", [0, SAVE_VERSION + 1, "1", "2", None, True, 2.0])
def test_wrong_version_is_refused(save_text, version):
    text = _edit(save_text, lambda d: d.update(version=version))
    with pytest.raises(SaveError, match=rf"save version {version!r} is not supported \(expected 1 or 2\)"):
        Game.from_json(text)


def test_missing_or_extra_fields_are_refused(save_text):
    with pytest.raises(SaveError, match="malformed at digest"):
        Game.from_json(_edit(save_text, lambda d: d.pop("digest")))
    with pytest.raises(SaveError, match="malformed at cheat"):
        Game.from_json(_edit(save_text, lambda d: d.update(cheat=True)))
    with pytest.raises(SaveError, match=r"malformed at setup\.seed"):
        Game.from_json(_edit(save_text, lambda d: d["setup"].update(seed="seven")))


def test_tampered_digest_is_refused(save_text):
    def flip(d):
        d["digest"] = ("0" if d["digest"][0] != "0" else "1") + d["digest"][1:]
    with pytest.raises(SaveError, match="digest does not match"):
        Game.from_json(_edit(save_text, flip))


def test_unknown_choice_is_refused(save_text):
    def tamper(d):
        d["choices"][10] = "steal:everything"
    with pytest.raises(SaveError, match=r"does not replay.*'steal:everything' is not an option"):
        Game.from_json(_edit(save_text, tamper))


def test_extra_choices_after_the_end_are_refused():
    game = new_game(31, max_days=2)
    advance(game, [RandomAgent(3), RandomAgent(4)], 10_000)
    assert game.over
    text = _edit(game.to_json(), lambda d: d["choices"].append("pass"))
    with pytest.raises(SaveError, match="more choices than the game had decisions"):
        Game.from_json(text)


def test_a_different_legal_choice_is_caught_by_the_digest(save_text):
    """Swap one answer for another legal one: the file replays, but not to the saved game."""
    original = Game.from_json(save_text)
    choices = list(original.choices)
    index = next(i for i in range(len(choices) - 1, -1, -1)
                 if len(original.replay(i).decision.options) > 1 and isinstance(choices[i], str))
    question = original.replay(index).decision
    other = next(o.id for o in question.options if o.id != choices[index])
    # an honest save whose last choice is the one swapped: same length, one answer differs
    honest = original.replay(index + 1).to_json()
    Game.from_json(honest)
    text = _edit(honest, lambda d: d["choices"].__setitem__(index, other))
    assert json.loads(text)["choices"][:index] == json.loads(honest)["choices"][:index]
    with pytest.raises(SaveError, match="digest does not match"):
        Game.from_json(text)


def test_dropped_choices_are_caught_by_the_digest(save_text):
    text = _edit(save_text, lambda d: d.update(choices=d["choices"][:-3]))
    with pytest.raises(SaveError, match="digest does not match"):
        Game.from_json(text)


def test_tampered_deck_is_refused(save_text):
    def tamper(d):
        d["setup"]["decks"][0] = d["setup"]["decks"][0].replace("1x Bass Reeves", "1x Bass Reeves Jr.")
    with pytest.raises(SaveError, match=r"does not replay.*unknown card 'Bass Reeves Jr\.'"):
        Game.from_json(_edit(save_text, tamper))


def _set(key: str, value):
    def edit(d):
        d[key] = value
    return edit


def _first_choice(d):
    d["choices"][0] = "no such option"


def _older_deck(d):
    d["engine"] = "0.0.9"
    d["setup"]["decks"][0] = d["setup"]["decks"][0].replace("1x Bass Reeves", "1x Bass Reeves Jr.")


def _newer(d):
    d["engine"] = "9.0.0"
    d["digest"] = ("0" if d["digest"][0] != "0" else "1") + d["digest"][1:]


@pytest.mark.parametrize(("edit", "problem", "saved_by"), [
    (None, SaveProblem.CORRUPT, None),
    (_set("format", "a spreadsheet"), SaveProblem.NOT_A_SAVE, None),
    (_set("version", 99), SaveProblem.UNSUPPORTED, None),
    (_set("setup", None), SaveProblem.MALFORMED, None),
    (_first_choice, SaveProblem.DOES_NOT_REPLAY, None),
    (_set("digest", "0" * 64), SaveProblem.DIGEST, None),
    (_newer, SaveProblem.NEWER_VERSION, "9.0.0"),
    (_older_deck, SaveProblem.CANNOT_SET_UP, "0.0.9"),
])
def test_a_refused_save_says_why_as_data_not_only_in_words(save_text, edit, problem, saved_by):
    """A caller tells the reasons apart by ``SaveError.problem`` (the message may be reworded)."""
    text = save_text[:len(save_text) // 2] if edit is None else _edit(save_text, edit)
    with pytest.raises(SaveError) as caught:
        Game.from_json(text)
    assert caught.value.problem is problem
    assert caught.value.saved_by == saved_by
    if problem is SaveProblem.CANNOT_SET_UP:
        assert caught.value.detail.startswith("law-dogs: line 4: unknown card 'Bass Reeves Jr.'")


# --- saves written by another engine version --------------------------------------------------------
def _older(d, digest: bool = False, choice: int | None = None) -> None:
    """The save as an older engine whose rules differ would have written it: another engine version,
    with its digest (``digest``) or one of its choices (``choice``: no longer legal here) not matching."""
    d["engine"] = "0.0.9"
    if digest:
        d["digest"] = ("0" if d["digest"][0] != "0" else "1") + d["digest"][1:]
    if choice is not None:
        d["choices"][choice] = "no-longer:legal"


def test_an_older_engines_save_that_replays_elsewhere_is_offered_as_it_replays_now(save_text):
    original = Game.from_json(save_text)
    with pytest.raises(SaveFromOtherVersion) as caught:
        Game.from_json(_edit(save_text, lambda d: _older(d, digest=True)))
    refused = caught.value
    assert isinstance(refused, SaveError)   # a caller that knows only the contract refuses it as before
    assert (refused.saved_by, refused.replayed, refused.total) == ("0.0.9", 40, 40)
    assert str(refused) == (f"the save was written by engine 0.0.9, whose rules differ from this version's "
                            f"({__version__}): all 40 of its choices replay, but lead to another position")
    assert_same(refused.game, original)


def test_an_older_engines_save_whose_choice_is_no_longer_legal_replays_up_to_it(save_text):
    original = Game.from_json(save_text)
    with pytest.raises(SaveFromOtherVersion, match=r"only its first 25 of 40 choices replay$") as caught:
        Game.from_json(_edit(save_text, lambda d: _older(d, choice=25)))
    game = caught.value.game
    assert caught.value.replayed == game.choice_count == 25
    assert_same(game, original.replay(25))
    assert type(game.decision).__name__ == "Decision"   # listed in full, as any loaded game's question
    d = game.decision    # and it plays on
    game.choose(d.player, original.choices[25])
    assert_same(game, original.replay(26))


def test_the_same_engines_mismatch_is_tampering_not_another_version(save_text):
    for change in (lambda d: _older(d, digest=True), lambda d: _older(d, choice=25)):
        def same_version(d, change=change):
            change(d)
            d["engine"] = __version__
        with pytest.raises(SaveError) as caught:
            Game.from_json(_edit(save_text, same_version))
        assert not isinstance(caught.value, SaveFromOtherVersion)
        assert "tampered, or from another version" in str(caught.value)


def test_an_older_engines_scenario_save_is_refused_as_before():
    game = scenario(phase="high_noon", seed=5, players=[
        {"outfit": "Law Dogs", "stash": 8, "home": ["Tommy Harden"], "hand": ["Shotgun"]},
        {"outfit": "The Sloane Gang", "stash": 4, "town_square": ["Jacqueline Isham"]},
    ])
    advance(game, [RandomAgent(5), RandomAgent(6)], 4)
    with pytest.raises(SaveError) as caught:
        Game.from_json(_edit(game.to_json(), lambda d: _older(d, digest=True)))
    assert not isinstance(caught.value, SaveFromOtherVersion)


# --- illegal choices change nothing ------------------------------------------------------------------
def _first_decision(kind: str, multi_min: int | None = None) -> Game:
    """A seeded game stopped at its first decision of ``kind`` (with that pick minimum)."""
    for seed in range(40):
        game = new_game(seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 1)]
        while not game.over:
            d = game.decision
            if d.kind == kind and (multi_min is None or d.min == multi_min):
                return game
            game.choose(d.player, agents[d.player].choose(game, d))
    raise AssertionError(f"no {kind} decision in 40 games")


def assert_refused(game: Game, player, answer, message: str) -> None:
    before = game.to_json()
    state, question, log = game.state, pending(game), events(game)
    with pytest.raises(IllegalChoice, match=message):
        game.choose(player, answer)
    assert game.to_json() == before
    assert game.state == state
    assert pending(game) == question
    assert events(game) == log


def test_wrong_player_is_refused():
    game = played(7, 20)
    d = game.decision
    assert_refused(game, 1 - d.player, d.options[0].id, f"player {1 - d.player} cannot answer")
    assert_refused(game, 2, d.options[0].id, "player 2 cannot answer")


def test_unknown_option_is_refused():
    game = played(7, 20)
    d = game.decision
    assert_refused(game, d.player, "no-such-option", "'no-such-option' is not an option")
    assert_refused(game, d.player, "", "'' is not an option")


def test_single_decision_refuses_a_list_of_two():
    game = played(7, 20)
    for _ in range(50):   # from there on, the first single decision with two options or more
        d = game.decision
        if not d.multi and len(d.options) >= 2:
            break
        game.choose(d.player, [o.id for o in d.options][:d.min] if d.multi else d.options[0].id)
    assert not d.multi and len(d.options) >= 2
    assert_refused(game, d.player, [d.options[0].id, d.options[1].id], "takes one option id")
    assert_refused(game, d.player, [], "takes one option id")
    # a list of one is the same as the id itself
    game.choose(d.player, [d.options[0].id])
    assert game.choices[-1] == d.options[0].id


def test_multi_pick_refuses_bad_counts_and_duplicates():
    game = _first_decision("draw_hand")
    d = game.decision
    assert d.multi and d.min == d.max == 5 and len(d.options) > 5
    ids = [o.id for o in d.options]
    assert_refused(game, d.player, ids[:6], "choose between 5 and 5 options, not 6")
    assert len(d.validate(d.player, ids[:4])) == 5 and len(d.validate(d.player, [])) == 5   # filled (complete)
    assert_refused(game, d.player, [*ids[:4], ids[0]], "the same option was chosen twice")
    assert_refused(game, d.player, [*ids[:4], "9999999"], "'9999999' is not an option")
    assert_refused(game, 1 - d.player, ids[:5], "cannot answer")
    game.choose(d.player, ids[:5])
    assert game.choices[-1] == ids[:5]


def test_optional_pick_refuses_more_than_its_maximum():
    game = _first_decision("draw", multi_min=0)
    d = game.decision
    ids = [o.id for o in d.options]
    assert d.multi and d.min == 0 and d.max < len(ids)
    assert_refused(game, d.player, ids[:d.max + 1], f"choose between 0 and {d.max} options, not {d.max + 1}")
    assert_refused(game, d.player, [ids[0], ids[0]], "the same option was chosen twice")
    before = len(game.events)
    game.choose(d.player, [])
    assert game.choices[-1] == []
    assert len(game.events) >= before


def test_no_choice_after_the_game_is_over():
    game = new_game(12, max_days=2)
    advance(game, [RandomAgent(1), RandomAgent(2)], 10_000)
    before = game.to_json()
    with pytest.raises(IllegalChoice, match="the game is over"):
        game.choose(0, "pass")
    assert game.to_json() == before


# --- older saves ---------------------------------------------------------------------------------------
FIXTURES = DECK_DIR.parent / "tests" / "fixtures"
V1 = {   # written by the version 1 engine: choices, day, phase, stashes, log length, pending decision
    "normal": (45, 2, "high_noon", [6, 4], 109, (1, "noon", 1)),
    "automaton": (45, 1, "high_noon", [0, 7], 114, (1, "shooter", 3)),
    "scenario": (8, 2, "high_noon", [10, 6], 31, (0, "noon", 6)),
}


@pytest.mark.parametrize("name", sorted(V1))
def test_version_1_saves_still_load_to_the_same_game(name):
    text = (FIXTURES / f"save-v1-{name}.json").read_text()
    assert json.loads(text)["version"] == 1
    game = Game.from_json(text)
    choices, day, phase, stashes, logged, question = V1[name]
    assert len(game.choices) == choices
    assert (game.state.day, game.state.phase, [p.stash for p in game.state.players]) == (day, phase, stashes)
    assert len(game.events) == logged
    d = game.decision
    assert (d.player, d.kind, len(d.options)) == question
    # the same as replaying its setup and choices by hand; saved again, it is a version 2 save
    by_hand = Game._from_setup(game.setup)
    for choice in json.loads(text)["choices"]:
        by_hand.choose(by_hand.decision.player, choice)
    assert_same(game, by_hand)
    again = json.loads(game.to_json())
    assert again["version"] == 2 and again["choices"] == json.loads(text)["choices"]
    assert_same(Game.from_json(game.to_json()), game)


def test_a_version_1_save_whose_log_was_reworded_is_offered_as_it_replays_now():
    """A format-1 save hashed the log's wording, and every one was written by engine 0.1.0: a mismatch is that
    older engine's save (its wording, or a rule, changed since), offered as its choices replay now."""
    data = json.loads((FIXTURES / "save-v1-normal.json").read_text())
    data["digest"] = "0" * 64
    with pytest.raises(SaveFromOtherVersion) as caught:
        Game.from_json(json.dumps(data))
    assert (caught.value.saved_by, caught.value.replayed) == ("0.1.0", len(data["choices"]))
    assert list(caught.value.game.choices) == data["choices"]


def test_a_version_1_scenario_save_whose_log_was_reworded_is_refused():
    data = json.loads((FIXTURES / "save-v1-scenario.json").read_text())
    data["digest"] = "0" * 64
    with pytest.raises(SaveError, match="version 1 save hashed the log's wording") as caught:
        Game.from_json(json.dumps(data))
    assert not isinstance(caught.value, SaveFromOtherVersion)


def test_a_newer_engines_save_that_replays_elsewhere_says_so(save_text):
    def newer(d):
        d["engine"] = "9.0.0"
        d["digest"] = ("0" if d["digest"][0] != "0" else "1") + d["digest"][1:]
    with pytest.raises(SaveError) as caught:
        Game.from_json(_edit(save_text, newer))
    assert not isinstance(caught.value, SaveFromOtherVersion)
    assert str(caught.value) == (f"the save was written by a newer version of the engine (9.0.0) than this one "
                                 f"({__version__}), which does not play it the same way")


@pytest.mark.parametrize("engine", ["previous", "../../x", "0.1", "0.0.9-dev", ""])
def test_an_engine_field_that_names_no_older_release_is_tampering(save_text, engine):
    def edited(d):
        d["engine"] = engine
        d["digest"] = ("0" if d["digest"][0] != "0" else "1") + d["digest"][1:]
    with pytest.raises(SaveError, match="digest does not match") as caught:
        Game.from_json(_edit(save_text, edited))
    assert not isinstance(caught.value, SaveFromOtherVersion)


def test_an_older_engines_save_whose_decks_no_longer_load_says_why(save_text):
    def tamper(d):
        d["engine"] = "0.0.9"
        d["setup"]["decks"][0] = d["setup"]["decks"][0].replace("1x Bass Reeves", "1x Bass Reeves Jr.")
    with pytest.raises(SaveError, match=r"^the save was written by engine 0\.0\.9, and this version cannot set its "
                                        r"game up: .*unknown card 'Bass Reeves Jr\.'") as caught:
        Game.from_json(_edit(save_text, tamper))
    assert not isinstance(caught.value, SaveFromOtherVersion)


def test_the_digest_ignores_the_logs_wording():
    """Version 2 hashes structured data: the same game with every log line reworded has the same digest."""
    game = played(8, 60)
    before = game.digest()
    for event in game.raw.events:
        event.text = event.text.upper() + " (reworded)"
    assert game.digest() == before
    game.raw.players[0].stash += 1     # but any change to the state shows
    assert game.digest() != before


def test_the_journal_helpers_give_each_choice_with_the_chain_after_it():
    game = played(6, 60)            # a game still going after 60 choices
    assert not game.over and game.choice_count == len(game.choices) == 60
    entries = game.choices_since(0)
    assert [answer for answer, _ in entries] == list(game.choices)
    assert entries[-1][1] == game.chain_digest()
    assert game.choices_since(57) == entries[57:] and game.choices_since(60) == []
    for n in (0, 1, 30, 59):      # the chain after choice n is the chain of the game replayed to n + 1 choices
        assert game.replay(n + 1).chain_digest() == entries[n][1]
    assert game.replay(0).chain_digest() != entries[0][1]
    loaded = Game.from_json(game.to_json())
    assert loaded.chain_digest() == game.chain_digest()
