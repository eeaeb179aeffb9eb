"""Playing against the Automaton in the app: the form's Automaton seat and twists, the solo start
of ``doomtown --solo``, its reasons in the log and the turn panel, its hidden hand, fast-forward,
the notes across save/load and undo, Bragging Rights at game over and the scores file and screen."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from conftest import SIZE
from test_tui_privacy import secret_titles
from tui_driver import default_answer, settle, text

from doomtown_tui.engine.testing import scenario
from doomtown_tui.engine.view import HiddenCard
from doomtown_tui.tui import app as app_module
from doomtown_tui.tui import scores
from doomtown_tui.tui.app import DoomtownApp
from doomtown_tui.tui.config import GameConfig, SeatConfig, solo_config
from doomtown_tui.tui.dialogs import LogDialog
from doomtown_tui.tui.eventlog import EventLog, log_lines
from doomtown_tui.tui.gameover import GameOverScreen
from doomtown_tui.tui.newgame import NewGameScreen
from doomtown_tui.tui.render import SUIT_SYMBOLS, VALUE_NAMES
from doomtown_tui.tui.saves import SaveStore, decode
from doomtown_tui.tui.scoreboard import ScoresScreen
from doomtown_tui.tui.session import GameSession, Note, redact_hidden
from doomtown_tui.tui.title import TitleScreen
from doomtown_tui.tui.turnpanel import TurnPanel, latest_pull

SOLO_SEED = 5


def solo_app(data_dir: Path, seed: int = SOLO_SEED, twists: tuple[str, ...] = (), delay: float = 0) -> DoomtownApp:
    return DoomtownApp(data_dir=data_dir, start=solo_config(["law-dogs", "outlaws"], seed, twists),
                       agent_delay=delay, preload=False)


def region_text(app, widget) -> str:
    """The text a widget shows on screen, without its border, on one line."""
    region = widget.region
    lines = text(app).splitlines()[region.y:region.y + region.height]
    inner = [line[region.x:region.x + region.width].strip("\u2502\u256d\u256e\u2570\u256f\u2500 ") for line in lines]
    return " ".join(" ".join(inner).split())


def flat(words: str) -> str:
    return " ".join(words.split())


def pulled_face(event) -> str:
    """How a pulled card is named: ``7♥`` or ``a Joker``."""
    if event.data["suit"] == "joker":
        return "a Joker"
    return f"{VALUE_NAMES.get(event.data['value'], str(event.data['value']))}{SUIT_SYMBOLS[event.data['suit']]}"


async def until_turn_panel(app, pilot, steps: int = 80) -> TurnPanel:
    """Answer the human's decisions until the Automaton's turn panel is up at a human decision."""
    panel = app.game_screen.query_one(TurnPanel)
    for _ in range(steps):
        session = app.session
        assert not session.game.over
        if session.is_human(session.owner):
            if panel.display:
                return panel
            await default_answer(pilot)
        else:
            await settle(pilot)
    raise AssertionError("the Automaton never took a turn")


def won_at_sundown() -> GameSession:
    """A solo position at Sundown that the human (seat 0) wins at once."""
    game = scenario(phase="sundown", dealer=0, seed=1, options={"automaton": {"seat": 1, "twists": ["hired_help"]}},
                    players=[dict(outfit="Law Dogs", street_left=["Circle M Ranch"], home=["Hattie DeLorre"], stash=9),
                             dict(outfit="The Sloane Gang", boot_hill=["Ike Clanton"])])
    return GameSession(game, ("human", "automaton"))


# --- the new-game form and the command line ---------------------------------------------------------
async def test_the_form_offers_the_automaton_with_its_twists(make_app) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("n")
        await settle(pilot)
        form = app.screen
        assert isinstance(form, NewGameScreen)
        assert not form.query_one("#twists").display          # no Automaton seat: no twists
        form.query_one("#ctrl-1").focus()
        await pilot.press("enter")
        await settle(pilot)
        assert "Automaton (Gunfighter)" in text(app) and "Computer (random)" in text(app)
        await pilot.press("down", "enter")
        await settle(pilot)
        assert form.query_one("#twists").display
        screen = text(app)
        for label in ("High-stakes Gambling", "Hired Help", "One More Thing", "Quick Reactions", "Double Plays",
                      "Shooty Dudes", "Influential Dudes", "Endless Dudes", "Posse Teamwork", "Delayed Recompense"):
            assert label in screen
        for twist in ("hired_help", "posse_teamwork"):
            form.query_one(f"#twist-{twist}").focus()
            await pilot.press("space")
        await pilot.press("ctrl+s")
        await settle(pilot)
        session = app.session
        assert session is not None
        assert session.controllers == ("human", "automaton")
        assert session.game.setup.names == ["Player 1", "Automaton"]
        assert session.game.raw.automaton.seat == 1
        assert set(session.game.raw.automaton.twists) == {"hired_help", "posse_teamwork"}


async def test_the_form_refuses_two_automatons(make_app) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("n")
        await settle(pilot)
        form = app.screen
        for seat in (0, 1):
            form.query_one(f"#ctrl-{seat}").value = "automaton"
        await settle(pilot)
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen) and app.session is None
        assert "Only one seat can be the Automaton" in flat(text(app))
        form.query_one("#ctrl-0").value = "human"
        await settle(pilot)
        assert form.query_one("#twists").display
        form.query_one("#ctrl-1").value = "random"
        await settle(pilot)
        assert not form.query_one("#twists").display
        form.query_one("#twist-hired_help").value = True     # a hidden tick is not a twist
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert app.session.controllers == ("human", "random") and app.session.game.raw.automaton is None


def test_main_starts_a_solo_game_and_refuses_bad_decks(monkeypatch, tmp_path: Path, capsys) -> None:
    started: list[GameConfig | None] = []
    monkeypatch.setattr(DoomtownApp, "run", lambda self: started.append(self.start_config))
    assert app_module.main(decks=["law-dogs", "outlaws"], seed=3, solo=True, twists=["hired_help"]) == 0
    config = started[0]
    assert config == solo_config(["law-dogs", "outlaws"], 3, ["hired_help"])
    assert [(s.name, s.deck, s.controller) for s in config.seats] == [
        ("Player", "law-dogs", "human"), ("Automaton", "outlaws", "automaton")]
    assert config.twists == ("hired_help",)

    bad = tmp_path / "bad.txt"
    bad.write_text("1x Law Dogs\n3x No Such Card\n")
    assert app_module.main(decks=["law-dogs", str(bad)], solo=True) == 1
    assert "unknown card 'No Such Card'" in capsys.readouterr().out
    assert len(started) == 1


async def test_a_solo_start_puts_the_automaton_in_seat_two(data_dir: Path) -> None:
    app = solo_app(data_dir, twists=("hired_help",))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        session = app.session
        assert session.controllers == ("human", "automaton")
        assert session.game.setup.names == ["Player", "Automaton"]
        assert session.game.raw.automaton.seat == 1 and set(session.game.raw.automaton.twists) == {"hired_help"}
        assert session.deck_names == ("law-dogs", "outlaws")
        status = text(app).splitlines()[0]
        assert "vs Automaton (Gunfighter)" in status and "twists: Hired Help" in status


# --- its turns, shown ----------------------------------------------------------------------------------
async def test_an_automaton_turn_shows_its_card_and_reason_in_the_panel_and_the_log(data_dir: Path) -> None:
    app = solo_app(data_dir)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        panel = await until_turn_panel(app, pilot)
        await settle(pilot)
        session = app.session
        events = session.game.events
        start = latest_pull(events)
        assert start is not None
        shown = region_text(app, panel)
        assert f"Pulled {pulled_face(events[start])}" in shown
        reasons = [n for n in session.notes if n.at > start]
        assert reasons, "the Automaton answered at least one question in its turn"
        assert flat(reasons[-1].text)[:40] in shown
        # the log has every note, marked, right after the event before it
        log = app.game_screen.query_one(EventLog)
        logged = flat(" ".join("".join(seg.text for seg in line) for line in log.lines))
        for note in session.notes[-3:]:
            assert flat("\u25b8 " + note.text)[:40] in logged
        # any key closes the panel
        await pilot.press("down")
        await settle(pilot)
        assert not panel.display
        await pilot.press("l")                            # the whole log has the reasons too
        await settle(pilot)
        assert isinstance(app.screen, LogDialog)
        assert flat("\u25b8 " + reasons[-1].text)[:40] in flat(text(app))


def test_a_reason_never_names_a_card_hidden_in_its_hand() -> None:
    game = scenario(phase="high_noon", dealer=0, options={"automaton": {"seat": 1}},
                    players=[{"outfit": "Law Dogs"}, {"outfit": "The Sloane Gang", "hand": ["Shotgun"]}])
    assert redact_hidden(game, 1, "keeps Shotgun for later") == "keeps a card in its hand for later"
    assert redact_hidden(game, 1, "moves Ike Clanton") == "moves Ike Clanton"


def test_the_automatons_secret_starting_gang_is_never_named_in_its_notes() -> None:
    """Each player picks a starting gang in secret (rulebook "Setup"): with the Automaton dealing first from a deck
    with no marked gang, the human reads none of its picks in the notes before choosing their own."""
    from doomtown_tui.engine import Game
    from doomtown_tui.engine.deck import parse_deck

    decks = Path(__file__).resolve().parents[2] / "decks"
    unmarked = parse_deck((decks / "law-dogs.txt").read_text().replace(" *", ""), name="law-dogs-unmarked")
    game = Game.new([unmarked, parse_deck((decks / "outlaws.txt").read_text(), name="outlaws")], seed=3,
                    options={"automaton": {"seat": 0}})
    session = GameSession(game, ["automaton", "human"])
    while session.game.decision.player == 0:
        session.agent_turn()
    raw = session.game.raw
    picks = [raw.cards[u].title for u in raw.players[0].gang_pick]
    assert len(picks) >= 3 and session.game.decision.kind == "starting_gang"
    assert not [t for t in picks if any(t in note.text for note in session.notes)]


def test_a_card_taken_unseen_stays_unnamed_though_another_copy_was_named() -> None:
    """Trick Shooting's pull names one Fancy New Hat (K♥); the Automaton then takes the other copy from its
    top cards, which the log does not name: the note must not name it either (the check is per card)."""
    from doomtown_tui.automaton import AutomatonAgent
    from tests.cards.helpers import FILLER, cards, play

    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], hand=["Trick Shooting"],
             deck=[*cards("KH 2C"), *cards("KH 3C"), *cards(FILLER)]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Pancho Castillo"]]))
    play(game, play="ability", card="Trick Shooting")
    decision = game.decision
    choice = AutomatonAgent().decide(game, decision)
    game.choose(decision.player, choice.answer)
    assert [c.title for c in game.state.players[0].hand] == ["Fancy New Hat"]
    assert any("Fancy New Hat" in e.text for e in game.events)       # the pulled copy, named
    note = redact_hidden(game, decision.player, choice.reason)
    assert "Fancy New Hat" in choice.reason and "Fancy New Hat" not in note and "a card in its hand" in note


def test_notes_sit_after_the_event_before_them() -> None:
    class E:
        def __init__(self, kind: str, text: str) -> None:
            self.kind, self.text, self.data = kind, text, {}

    events = [E("phase", "High Noon"), E("automaton_pull", "Automaton makes an Automaton pull: 7\u2665 (Mustang)"),
              E("move", "Tommy moves")]
    lines = log_lines(events, [Note(2, "invade: Tommy to the Mayor", 0), Note(3, "pays", 1)])
    assert [("\u25b8" in line) for line in lines] == [False, False, True, False, True]
    assert "[b]" in lines[1] and "$suit-red" in lines[1]      # the pull stands out, its suit coloured


async def test_the_automatons_hand_is_only_a_count(data_dir: Path) -> None:
    app = solo_app(data_dir)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(40):
            session = app.session
            if session.game.over:
                break
            view = session.view()
            assert all(isinstance(c, HiddenCard) for c in view.players[1].hand)
            assert session.shown == {0}
            screen = text(app)
            for title in secret_titles(app, 1):
                assert title not in screen, f"the Automaton's {title} shows"
            assert f"hand {view.players[1].hand_size}" in screen
            if session.is_human(session.owner):
                await default_answer(pilot)
            else:
                await settle(pilot)
        assert session.game.state.players[1].hand_size > 0


async def test_fast_forward_runs_on_to_the_next_human_decision(data_dir: Path) -> None:
    app = solo_app(data_dir, delay=3600)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        session = app.session
        for _ in range(10):
            if not session.is_human(session.owner):
                break
            await default_answer(pilot)
        assert not session.is_human(session.owner)
        count = len(session.game.choices)
        await settle(pilot)
        assert len(session.game.choices) == count         # an hour-long pause
        assert "f: on to the next human decision" in flat(text(app))
        await pilot.press("f")
        for _ in range(30):
            await settle(pilot)
            if session.is_human(session.owner):
                break
        assert session.is_human(session.owner) and len(session.game.choices) > count


# --- notes across save, load and undo ---------------------------------------------------------------
def play_solo(session: GameSession, human_choices: int) -> None:
    made = 0
    while made < human_choices and not session.game.over:
        if session.is_human(session.owner):
            decision = session.decision
            plain = next((o.id for o in decision.options if o.data.get("play") in ("pass", "marked_gang", "pay")),
                         None)
            session.choose([o.id for o in decision.options[:decision.min]] if decision.multi
                           else plain or decision.options[0].id)
            made += 1
        else:
            assert session.agent_turn()


def test_notes_survive_a_save_and_load_and_follow_an_undo(data_dir: Path) -> None:
    store = SaveStore(data_dir)
    session = GameSession.new(solo_config(["law-dogs", "outlaws"], SOLO_SEED, ["hired_help"]), store)
    play_solo(session, 12)
    assert len(session.notes) > 5
    session.flush()
    loaded = GameSession.from_saved(store.read(store.autosave_path), store)
    assert loaded.notes == session.notes
    assert loaded.deck_names == ("law-dogs", "outlaws")

    assert loaded.undo()
    index = len(loaded.game.choices)
    assert loaded.notes == [n for n in session.notes if n.choice < index]
    again = GameSession(loaded.game, ("human", "human"))
    assert again.notes == loaded.notes                   # a fresh replay agrees
    session.close()
    loaded.close()


def test_a_save_without_the_automaton_in_its_envelope_still_has_it(data_dir: Path) -> None:
    session = GameSession.new(solo_config(["law-dogs", "outlaws"], SOLO_SEED), None)
    play_solo(session, 3)
    bare = decode(session.game.to_json())                # an engine save: no envelope at all
    assert bare.controllers == ("human", "human")
    loaded = GameSession.from_saved(bare)
    assert loaded.controllers == ("human", "automaton")
    assert loaded.notes == session.notes
    assert loaded.deck_names == ("Law Dogs", "The Sloane Gang")   # outfits, when the decks' names are unknown
    hotseat = GameSession.new(GameConfig(seats=(SeatConfig("A", "law-dogs"), SeatConfig("B", "outlaws", "automaton")),
                                         seed=1), None)
    assert hotseat.game.raw.automaton.seat == 1
    plain = GameSession(scenario(phase="high_noon"), ("human", "automaton"))   # no Automaton in the game
    assert plain.controllers == ("human", "random")


# --- game over, scores ----------------------------------------------------------------------------
async def test_solo_game_over_shows_bragging_rights_and_keeps_one_score(data_dir: Path) -> None:
    session = won_at_sundown()
    total = session.game.bragging_rights(0).total
    app = DoomtownApp(data_dir=data_dir, session=session, agent_delay=0, preload=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, 3)
        assert isinstance(app.screen, GameOverScreen)
        screen = text(app)
        assert "Bragging Rights" in screen and re.search(r"Total\s+" + re.escape(f"{total:+d}"), screen)
        assert "Full days played" in screen and "same decks and twists" in flat(screen)
        lines = (data_dir / "scores.jsonl").read_text().splitlines()
        assert len(lines) == 1
        record = json.loads(lines[0])
        fields = ("player_deck", "automaton_deck", "twists", "seed", "days", "result", "score")
        assert {k: record[k] for k in fields} == {
            "player_deck": "Law Dogs", "automaton_deck": "The Sloane Gang", "twists": ["hired_help"], "seed": 1,
            "days": 1, "result": "win", "score": total}
        assert [(p["label"], p["count"], p["points"]) for p in record["breakdown"]] == list(
            session.game.bragging_rights(0).parts)
        assert re.match(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$", record["date"])
        await pilot.press("escape")        # Escape leaves at once (Enter takes two presses)
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("s")
        await settle(pilot)
        assert isinstance(app.screen, ScoresScreen)
        listed = text(app)
        for words in ("Law Dogs", "The Sloane Gang", "Hired Help", "win", f"{total} \u2605"):
            assert words in listed
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)

    again = DoomtownApp(data_dir=data_dir, session=won_at_sundown(), agent_delay=0, preload=False)
    async with again.run_test(size=SIZE) as pilot:   # the same finished game is not counted twice
        await settle(pilot, 3)
        assert "already in your scores" in text(again)
    assert len((data_dir / "scores.jsonl").read_text().splitlines()) == 1


async def test_a_failed_score_write_is_reported(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(path: Path, text: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(scores, "atomic_write", refuse)
    app = DoomtownApp(data_dir=data_dir, session=won_at_sundown(), agent_delay=0, preload=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, 3)
        assert isinstance(app.screen, GameOverScreen)
        assert "could not be saved: No space left on device" in flat(text(app))
    assert not (data_dir / "scores.jsonl").exists()


def record(score: int, date: str, deck: str = "law-dogs", twists: tuple[str, ...] = ()) -> scores.ScoreRecord:
    return scores.ScoreRecord(date=date, player_deck=deck, automaton_deck="outlaws", twists=twists, seed=1, days=3,
                              result="win", score=score, breakdown=(scores.Part("full days played", 3, -15),))


async def test_the_scores_screen_skips_corrupt_lines_and_marks_the_best(make_app, data_dir: Path) -> None:
    path = data_dir / "scores.jsonl"
    scores.append_score(path, record(10, "2025-01-01T10:00:00"))
    scores.append_score(path, record(30, "2025-01-02T10:00:00"))
    scores.append_score(path, record(20, "2025-01-03T10:00:00", twists=("hired_help",)))
    good = path.read_text()
    path.write_text(good + '{"date": "2025-01-04T10:00:00", "score": \n' + "not json at all\n")
    scores.append_score(path, record(5, "2025-01-05T10:00:00"))
    kept = path.read_text()
    assert kept.startswith(good) and "not json at all" in kept       # nothing already there is lost

    book = scores.read_scores(path)
    assert [r.score for r in book.records] == [10, 30, 20, 5] and book.unreadable == 2
    assert {book.records[i].score for i in book.best()} == {30, 20}
    assert [book.records[i].score for i in book.newest_first()] == [5, 20, 30, 10]

    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("s")
        await settle(pilot)
        screen = text(app)
        words = " ".join(screen.split())   # the notice names the file, so where it wraps depends on the path
        assert "2 lines" in words and "could not be read" in words
        rows = [line for line in screen.splitlines() if "2025-01-0" in line]
        assert [re.search(r"2025-01-0(\d)", row).group(1) for row in rows] == ["5", "3", "2", "1"]
        assert "30 \u2605" in screen and "20 \u2605" in screen and "10 \u2605" not in screen


async def test_no_scores_yet(make_app) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("s")
        await settle(pilot)
        assert isinstance(app.screen, ScoresScreen) and "No scores yet" in text(app)


def test_the_twists_named_in_the_app_are_the_engines() -> None:
    from doomtown_tui.cli import TWISTS as CLI_TWISTS
    from doomtown_tui.engine.twists import TWISTS as ENGINE_TWISTS
    from doomtown_tui.tui.solo import TWISTS

    assert tuple(TWISTS) == ENGINE_TWISTS == CLI_TWISTS


async def test_help_explains_the_automaton_and_its_keys(make_app) -> None:
    from doomtown_tui.tui.help import HelpScreen

    app = make_app()
    async with app.run_test(size=(120, 80)) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        screen = flat(text(app))
        assert "Playing alone against the Automaton" in screen and "fast-forward" in screen
        assert "\u2665 invade" in screen and "\u2663 call out" in screen
