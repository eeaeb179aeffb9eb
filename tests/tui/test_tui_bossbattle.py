"""Boss Battle: The Showstopper in the app: the new-game form's Game choice (Hero and Villain seats,
the Villain's ready deck, the Automaton only as the Villain, the event deck file), the status line
and Ivor's line with his victory points, the scenario's rules on ``v`` (absent in a standard game),
the game-over words for each side (and the Hero's Bragging Rights when solo), Continue and the Load list, the replay
viewer, and ``doomtown --scenario showstopper`` building the app."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import SIZE, SMALL, hotseat
from textual.content import Content
from tui_driver import default_answer, lift_curtain, settle, text

from doomtown_tui import cli, scenarios
from doomtown_tui.engine import actions
from doomtown_tui.engine.testing import scenario
from doomtown_tui.tui import app as app_module
from doomtown_tui.tui import bossbattle
from doomtown_tui.tui.config import SCENARIO_DECK, showstopper_config
from doomtown_tui.tui.gameover import GameOverScreen
from doomtown_tui.tui.help import HelpScreen, ScenarioRulesScreen
from doomtown_tui.tui.newgame import NewGameScreen
from doomtown_tui.tui.replay import ReplayApp
from doomtown_tui.tui.saves import SaveStore
from doomtown_tui.tui.session import GameSession
from doomtown_tui.tui.text import MarkupText
from doomtown_tui.tui.title import TitleScreen

IVOR = "Ivor Hawley (Exp.1)"
WOUND = "\"Open Wound\""
BOSS = {"boss_battle": {"scenario": "showstopper", "villain": 1}}
SOLO_BOSS = {**BOSS, "automaton": {"seat": 1}}
EVENTS = ('[[event]]\ntitle = "Rally Round"\nside = "hero"\ntext = "Heroes feel brave."\nvictory_points = 2\n'
          '[[event]]\ntitle = "Big Parade"\nside = "villain"\ntext = "The circus marches."\n')


def flat(words: str) -> str:
    return " ".join(words.split())


def words(widget) -> str:
    """The plain words a Static shows."""
    shown = widget.render()
    return flat(getattr(shown, "plain", str(shown)))


def status(app) -> str:
    """The status line's words (all of them, however wide the terminal)."""
    return flat(Content.from_markup(app.game_screen.query_one("#status", MarkupText).markup_text).plain)


def showboated() -> GameSession:
    """Sundown of day 1 with Ivor unbooted in the town square: Showboating gives him 1 point, then on
    to day 2's High Noon (the Hero wins the lowball, the Villain pays upkeep)."""
    game = scenario(options=BOSS, phase="sundown", players=[
        dict(outfit="Law Dogs", home=["Tommy Harden"], name="Hero"),
        dict(outfit="Encroaching Darkness", street_left=[WOUND], town_square=[IVOR], name="Villain")])
    while game.state.phase != "high_noon":
        decision = game.decision
        game.choose(decision.player, decision.options[0].id)
    return GameSession(game, ("human", "human"), open_hands=True)


# --- the new-game form -----------------------------------------------------------------------------------
async def open_form(app, pilot) -> NewGameScreen:
    await settle(pilot)
    await pilot.press("n")
    await settle(pilot)
    form = app.screen
    assert isinstance(form, NewGameScreen)
    return form


async def test_the_form_starts_a_showstopper_with_hero_and_automaton_villain(make_app) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(app, pilot)
        assert not form.query_one("#boss").display
        assert not form.query_one("#villain-deck").display
        form.query_one("#game").value = "showstopper"
        await settle(pilot)
        screen = flat(text(app))
        assert "Seat 1: Hero" in screen and "Seat 2: Villain" in screen
        assert "Ivor Hawley's circus" in screen and form.query_one("#boss").display
        assert not form.query_one("#deck-1").display
        assert form.query_one("#name-0").value == "Hero" and form.query_one("#name-1").value == "Villain"
        form.query_one("#ctrl-1").value = "automaton"
        await settle(pilot)
        assert form.query_one("#twists").display and form.query_one("#name-1").value == "Automaton"
        form.query_one("#twist-hired_help").value = True
        form.query_one("#seed").value = "3"
        await pilot.press("ctrl+s")
        await settle(pilot)
        session = app.session
        assert session is not None
        assert session.game.setup.names == ["Hero", "Automaton"]
        assert session.controllers == ("human", "automaton")
        assert session.deck_names == ("law-dogs", "showstopper-villain")
        assert session.game.setup.seed == 3
        boss = session.game.state.boss_battle
        assert boss is not None and boss.roles == ("hero", "villain") and not boss.event_deck_used
        assert session.game.raw.automaton.seat == 1 and set(session.game.raw.automaton.twists) == {"hired_help"}
        villain_cards = {c.title for c in session.game.raw.cards.values() if c.owner == 1}
        ready = scenarios.villain_deck("showstopper")
        assert IVOR in villain_cards and session.game.state.players[1].outfit.title == "Encroaching Darkness"
        assert villain_cards - {WOUND, "Encroaching Darkness"} == {c.title for c in ready.cards}


async def test_the_form_refuses_an_automaton_hero_and_a_bad_event_deck(make_app, tmp_path: Path) -> None:
    bad = tmp_path / "events.toml"
    bad.write_text('[[event]]\ntitle = "Odd"\nside = "both"\n', encoding="utf-8")
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(app, pilot)
        form.query_one("#game").value = "showstopper"
        await settle(pilot)
        form.query_one("#ctrl-0").value = "automaton"
        form.query_one("#event-deck").value = str(bad)
        await settle(pilot)
        await pilot.press("ctrl+s")
        await settle(pilot, 2)
        screen = words(form.query_one("#errors"))
        assert isinstance(app.screen, NewGameScreen) and app.session is None
        assert "In a Boss Battle the Automaton plays only the Villain" in flat(text(app))   # scrolled into view
        assert "In a Boss Battle the Automaton plays only the Villain" in screen
        assert "Event deck (" in screen and "event #1" in screen and "side" in screen
        form.query_one("#ctrl-0").value = "human"
        form.query_one("#event-deck").value = str(tmp_path / "missing.toml")
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert app.session is None and "there is no file" in words(form.query_one("#errors"))


async def test_the_form_refuses_a_hero_of_the_villains_faction(make_app) -> None:
    """Rulebook "Prepare the Decks": each faction once; the Showstopper's Villain is Fearmongers."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(app, pilot)
        form.query_one("#game").value = "showstopper"
        await settle(pilot)
        form.query_one("#deck-0").value = "fearmongers"
        await settle(pilot)
        await pilot.press("ctrl+s")
        await settle(pilot, 2)
        assert isinstance(app.screen, NewGameScreen) and app.session is None
        assert "each faction once" in words(form.query_one("#errors"))
        assert "seats 1 and 2 both play Fearmongers" in words(form.query_one("#errors"))


async def test_the_form_reads_an_event_deck_and_back_to_standard_restores_the_seats(make_app, tmp_path: Path) -> None:
    good = tmp_path / "events.toml"
    good.write_text(EVENTS, encoding="utf-8")
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(app, pilot)
        form.query_one("#game").value = "showstopper"
        await settle(pilot)
        form.query_one("#game").value = "standard"
        await settle(pilot)
        assert words(form.query_one("#seat-label-0")) == "Seat 1"
        assert form.query_one("#name-0").value == "Player 1" and form.query_one("#deck-1").display
        assert form.config()[0].scenario is None
        form.query_one("#game").value = "showstopper"
        form.query_one("#event-deck").value = str(good)
        await settle(pilot)
        config, problems = form.config()
        assert problems == [] and config.scenario == "showstopper" and config.seats[1].deck == SCENARIO_DECK
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert [e.title for e in app.session.game.raw.boss.event_cards] == ["Rally Round", "Big Parade"]


# --- the status line, Ivor's line, the rules page ------------------------------------------------------------
async def test_status_line_and_ivors_line_show_his_victory_points(make_app) -> None:
    app = make_app(session=showboated())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, 2)
        line = status(app)
        assert "Day 2 · High Noon" in line
        assert "Boss Battle: The Showstopper · Ivor 1/4 VP" in line
        assert "stud today" not in line and "event:" not in line      # no bonus, no event deck
        town = flat(text(app))
        assert f"{IVOR} K♠ 2s i3 u1 ★1" in town
        assert "Tommy Harden" in town and "★" not in town.split("Tommy Harden")[1].split("▌")[0]


async def test_a_narrow_terminal_wraps_the_status_line_and_hides_none_of_it(make_app) -> None:
    """At 80 columns a Showstopper's status line (scenario, Ivor's points; solo, the Automaton and its
    twists too) does not fit on one line: it takes more lines rather than losing its end. A standard
    game's still takes one."""
    standard = scenario(phase="high_noon", players=[dict(outfit="Law Dogs", name="Hero"),
                                                    dict(outfit="Encroaching Darkness", name="Villain")])
    solo = scenario(options=SOLO_BOSS, phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Tommy Harden"], name="Hero"),
        dict(outfit="Encroaching Darkness", town_square=[IVOR], name="Villain")])
    for game, seats, lines in ((standard, ("human", "human"), 1), (solo, ("human", "automaton"), 2)):
        app = make_app(session=GameSession(game, seats))
        async with app.run_test(size=SMALL) as pilot:
            await settle(pilot, 2)
            widget = app.game_screen.query_one("#status", MarkupText)
            everything = status(app)
            assert widget.size.height == lines, everything
            shown = flat(" ".join(line.text for line in widget.render_lines(widget.size.region)))
            assert shown == everything
            assert ("Ivor 0/4 VP" in shown and "twists:" in shown) if lines == 2 else "Ivor" not in shown


async def test_status_line_shows_the_stud_bonus_won_at_sundown(make_app) -> None:
    game = scenario(options=BOSS, phase="sundown", players=[     # the Villain's Open Wound beats 0 influence
        dict(outfit="Law Dogs", name="Hero"),
        dict(outfit="Encroaching Darkness", street_left=[WOUND], boot_hill=[IVOR], name="Villain")])
    app = make_app(session=GameSession(game, ("human", "human"), open_hands=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, 2)
        assert "Ivor 0/4 VP · Villain +1 stud today" in status(app)


async def test_status_line_with_an_event_deck_names_the_event_and_the_heroes_points(make_app) -> None:
    options = {"boss_battle": {**BOSS["boss_battle"], "event_deck": [
        {"title": "Rally Round", "side": "hero", "text": "Heroes feel brave.", "victory_points": 2}]}}
    game = scenario(options=options, phase="gamblin", players=[
        dict(outfit="Law Dogs", home=["Tommy Harden"], name="Hero"),
        dict(outfit="Encroaching Darkness", street_left=[WOUND], town_square=[IVOR], name="Villain")])
    app = make_app(session=GameSession(game, ("human", "human"), open_hands=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        while app.session.game.state.phase != "high_noon":
            await default_answer(pilot)
        await settle(pilot, 2)
        assert "Ivor 0/4 VP · Hero 2 VP · event: Rally Round" in status(app)
        await pilot.press("v")
        await settle(pilot)
        assert isinstance(app.screen, ScenarioRulesScreen)
        page = flat(text(app))
        assert "The event in force this turn Rally Round (the Heroes' event) Heroes feel brave." in page


async def test_the_rules_key_opens_the_scenario_page_and_is_absent_in_a_standard_game(make_app) -> None:
    app = make_app(session=showboated())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, 2)
        assert "v Scenario" in text(app)
        await pilot.press("v")
        await settle(pilot)
        assert isinstance(app.screen, ScenarioRulesScreen)
        page = flat(text(app))
        for rule in ("Set-up", "The Heroes' job", "Not Taking Chances", "Showboating", "The Town Is My Big Top"):
            assert rule in page
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is app.game_screen

    standard = make_app(hotseat(seed=7, open_hands=True))
    async with standard.run_test(size=SIZE) as pilot:
        await settle(pilot, 2)
        assert "Scenario" not in text(standard)
        await pilot.press("v")
        await settle(pilot)
        assert standard.screen is standard.game_screen


async def test_the_main_help_holds_the_scenario_rules_and_the_victory_point_mark(make_app) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        statics = " ".join(str(s.content) for s in app.screen.query("Static"))
        assert bossbattle.SHOWSTOPPER_RULES in statics
        for rule in ("Everything Up His Sleeves", "The Show Must Go On", "Minor Server", "Loyal to the Circus",
                     "Winning", "Our rulings"):
            assert f"[b]{rule}[/]" in statics
        assert "\u26052[/]    victory points on the card" in statics


# --- game over ---------------------------------------------------------------------------------------------
def villain_wins() -> GameSession:
    """A solo Showstopper (the Automaton as the Villain) played to its end: Ivor, with 3 points, showboats
    at Sundown for the fourth."""
    game = scenario(options=SOLO_BOSS, phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Tommy Harden"], name="Hero"),
        dict(outfit="Encroaching Darkness", street_left=[WOUND], town_square=[IVOR], name="Automaton")])
    ivor = next(c.uid for c in game.raw.cards.values() if c.title == IVOR)
    actions.add_victory_points(game.raw, ivor, 3, "test")
    while not game.over:     # everyone passes at Noon; any other question: its first option(s)
        d = game.decision
        game.choose(d.player, [o.id for o in d.options][:d.min] if d.multi
                    else d.options[-1].id if d.kind == "noon" else d.options[0].id)
    return GameSession(game, ("human", "automaton"))


async def test_game_over_says_the_villain_won_and_scores_the_heros_bragging_rights(make_app, data_dir: Path) -> None:
    """The co-op game (the Automaton as the Villain) is rated as a solo game is: the Hero's Bragging
    Rights against the Villain, on the screen and in the scores file."""
    session = villain_wins()
    score = session.game.bragging_rights(0)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, 3)
        assert isinstance(app.screen, GameOverScreen)
        said = flat(app.screen.text)
        assert "Boss Battle: The Showstopper" in said
        assert "The Villain wins: Automaton!" in said
        assert "The Boss has 4 victory points: the Villain wins." in said
        assert "Ivor ended with 4 of 4 victory points." in said
        assert "[b u]Bragging Rights[/]" in said and f"{score.total:+d}[/]" in said
        assert "Full days played" in said
    lines = (data_dir / "scores.jsonl").read_text().splitlines()
    assert len(lines) == 1
    record = json.loads(lines[0])
    assert (record["player_deck"], record["automaton_deck"], record["result"], record["score"]) == (
        "Law Dogs", "Encroaching Darkness", "loss", score.total)
    assert [(p["label"], p["count"], p["points"]) for p in record["breakdown"]] == list(score.parts)


async def test_game_over_says_the_hero_won_with_ivor_buried_and_no_wound_left(make_app) -> None:
    game = scenario(options=BOSS, phase="sundown", players=[
        dict(outfit="Law Dogs", home=["Tommy Harden"], name="Hero"),
        dict(outfit="Encroaching Darkness", boot_hill=[IVOR], name="Villain")])
    app = make_app(session=GameSession(game, ("human", "human")))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, 3)
        assert isinstance(app.screen, GameOverScreen)
        said = flat(app.screen.text)
        assert "The Hero wins: Hero!" in said
        assert "The Boss lies in Boot Hill and nothing of his is left in play: the Heroes win." in said
        assert "Ivor ended with" not in said     # he is not in play


# --- saves, Continue, Load, replay -------------------------------------------------------------------------
async def test_continue_a_showstopper_autosave_and_its_line_in_load(make_app, data_dir: Path) -> None:
    app = make_app(showstopper_config("law-dogs", seed=3))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(6):
            await default_answer(pilot)
        await lift_curtain(pilot)
        decision = app.session.game.decision
        before = (decision.player, decision.kind, [o.id for o in decision.options], len(app.session.game.choices))
        boss_before = app.session.game.state.boss_battle

    store = SaveStore(data_dir)
    line = store.describe(store.autosave_path).line()
    assert line.startswith("Autosave (the game to continue) · Boss Battle: The Showstopper · day 1")
    again = make_app()
    async with again.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(again.screen, TitleScreen)
        await pilot.press("c")
        await settle(pilot)
        await lift_curtain(pilot)
        decision = again.session.game.decision
        assert (decision.player, decision.kind, [o.id for o in decision.options],
                len(again.session.game.choices)) == before
        assert again.session.game.state.boss_battle == boss_before
        assert again.session.deck_names == ("law-dogs", "showstopper-villain")
        assert "Boss Battle: The Showstopper" in status(again)
        await pilot.press("o")
        await settle(pilot)
        assert "Boss Battle: The Showstopper" in flat(text(again))


async def test_the_replay_viewer_shows_a_showstopper(make_app, data_dir: Path) -> None:
    session = showboated()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, 2)
        await default_answer(pilot)     # a choice: the autosave is written
        app.session.flush()
    saved = SaveStore(data_dir).read(data_dir / "autosave.json")
    viewer = ReplayApp(saved.game, "autosave.json")
    async with viewer.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("end")
        await settle(pilot)
        assert "Day 2 · High Noon · Dealer: Villain · Boss Battle: The Showstopper · Ivor 1/4 VP" in words(
            viewer.query_one("#status"))


# --- the command line --------------------------------------------------------------------------------------
@pytest.fixture
def captured(monkeypatch: pytest.MonkeyPatch) -> list:
    """``DoomtownApp.run`` keeps the app instead of taking over the terminal."""
    apps: list = []
    monkeypatch.setattr(app_module.DoomtownApp, "run", lambda self, *a, **k: apps.append(self))
    return apps


async def test_doomtown_scenario_showstopper_builds_the_app_with_the_right_session(captured) -> None:
    assert cli.main(["--scenario", "showstopper", "--deck", "law-dogs", "--seed", "3"]) == 0
    (app,) = captured
    assert app.start_config == showstopper_config("law-dogs", seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        session = app.session
        assert session.game.setup.names == ["Hero", "Villain"] and session.controllers == ("human", "human")
        assert session.deck_names == ("law-dogs", "showstopper-villain")
        assert session.game.setup.seed == 3 and session.game.raw.boss.villain == 1
        assert session.game.raw.automaton is None


async def test_doomtown_scenario_solo_puts_the_automaton_in_the_villains_seat(captured) -> None:
    assert cli.main(["--scenario", "showstopper", "--solo", "outlaws", "--twist", "shooty_dudes"]) == 0
    (app,) = captured
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        session = app.session
        assert session.controllers == ("human", "automaton") and session.game.setup.names == ["Hero", "Automaton"]
        assert session.game.raw.automaton.seat == 1 and set(session.game.raw.automaton.twists) == {"shooty_dudes"}


def test_doomtown_scenario_refuses_bad_input_before_the_app(captured, capsys, tmp_path: Path) -> None:
    assert cli.main(["--scenario", "showstopper", "--deck", "no-such-deck"]) == 2
    assert "no deck file or starter deck 'no-such-deck'" in capsys.readouterr().out
    assert cli.main(["--scenario", "showstopper", "--deck", "law-dogs", "--twist", "hired_help"]) == 2
    assert "--twist only then" in capsys.readouterr().out
    bad = tmp_path / "e.toml"
    bad.write_text("nonsense = 1\n", encoding="utf-8")
    assert cli.main(["--scenario", "showstopper", "--deck", "law-dogs", "--event-deck", str(bad)]) == 2
    assert "unknown key 'nonsense'" in capsys.readouterr().out
    assert cli.main(["--scenario", "showstopper", "--deck", "fearmongers"]) == 2
    assert "each faction once: seats 1 and 2 both play Fearmongers" in capsys.readouterr().out
    assert captured == []


def test_the_apps_scenario_titles_are_the_engines() -> None:
    assert {name: module.TITLE for name, module in scenarios.SCENARIOS.items()} == bossbattle.TITLES
