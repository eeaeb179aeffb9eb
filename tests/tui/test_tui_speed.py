"""The app's speed measures, tested for what they do (never for time): the garbage-collection
policy (freeze, collect when idle, thaw after a game change, thresholds put back), the capped
side log with the whole log one key away, and the agents answering on a worker thread while the
screen keeps answering keys."""
from __future__ import annotations

import gc
import threading
from pathlib import Path

from conftest import SIZE, hotseat
from tui_driver import settle

from doomtown_tui.bench import _Patient
from doomtown_tui.engine.agents import RandomAgent
from doomtown_tui.tui import gcpolicy
from doomtown_tui.tui.app import DoomtownApp
from doomtown_tui.tui.dialogs import LogDialog
from doomtown_tui.tui.eventlog import SIDE_LINES, EventLog
from doomtown_tui.tui.gcpolicy import GcPolicy
from doomtown_tui.tui.help import HelpScreen
from doomtown_tui.tui.session import GameSession


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_policy_collects_once_per_quiet_moment_and_thaws_only_after_a_long_one() -> None:
    clock = Clock()
    policy = GcPolicy(clock=clock)
    try:
        policy.freeze()
        policy.touch()
        clock.now += gcpolicy.IDLE / 2
        policy.tick()                      # a key came just now: nothing
        assert (policy.collections, policy.thaws) == (0, 0)
        clock.now += gcpolicy.IDLE
        policy.tick()                      # quiet: one collection of the unfrozen heap
        policy.tick()                      # still quiet, no new input: no second one
        assert (policy.collections, policy.thaws) == (1, 0)
        policy.game_changed()              # a game put on the table: frozen at once ...
        assert gc.get_freeze_count() > 0
        clock.now += gcpolicy.THAW_IDLE / 2
        policy.tick()                      # ... not thawed at a short pause (only collected) ...
        assert (policy.collections, policy.thaws) == (2, 0)
        clock.now += gcpolicy.THAW_IDLE
        policy.tick()                      # ... but after a long one: thawed, collected, frozen again
        assert (policy.collections, policy.thaws) == (2, 1)
        assert not policy.thaw_wanted and gc.get_freeze_count() == policy.clean_frozen > 0
        policy.tick()
        assert policy.thaws == 1
    finally:
        policy.uninstall()
    assert gc.get_freeze_count() == 0


async def test_the_app_owns_the_policy_while_it_runs(make_app) -> None:
    before = gc.get_threshold()
    app = make_app(hotseat(open_hands=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, 2)
        assert gc.get_threshold() == (before[0], before[1], before[2] * gcpolicy.CEILING)
        assert gc.get_freeze_count() > 0          # the heap of the game on the table is frozen
        stamp = app.gc_policy.last_input
        await pilot.press("down")
        assert app.gc_policy.last_input > stamp   # a key is input: not idle
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0


async def test_side_log_keeps_its_last_lines_and_the_log_dialog_all(make_app) -> None:
    app = make_app(hotseat(open_hands=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        session = app.session
        assert session is not None
        game = session.game
        chooser = _Patient(3)   # passes whenever it may: a long game
        while len(game.events) < SIDE_LINES + 60:   # play on without the screen
            decision = game.decision
            assert decision is not None
            game.choose(decision.player, chooser.choose(game, decision))
        app.game_screen.advance()
        await settle(pilot, 3)
        log = app.game_screen.query_one("#log", EventLog)
        assert log.max_lines == SIDE_LINES
        assert len(log.lines) == SIDE_LINES
        assert log.shown == len(game.events)
        last = game.events[-1].text
        assert last[:12] in "".join(strip.text for strip in log.lines[-6:])
        await pilot.press("l")
        await settle(pilot)
        assert isinstance(app.screen, LogDialog)
        full = app.screen.query_one("#full-log", EventLog)
        assert full.max_lines is None
        assert full.shown == len(game.events) and len(full.lines) >= len(game.events)


class Held:
    """A computer seat that waits for the test before answering (a slow thinker)."""

    def __init__(self, gate: threading.Event) -> None:
        self.gate = gate
        self.inner = RandomAgent(5)
        self.asked = threading.Event()

    def choose(self, game, decision):
        self.asked.set()
        assert self.gate.wait(timeout=20)
        return self.inner.choose(game, decision)


async def test_the_screen_answers_keys_while_an_agent_thinks(data_dir: Path) -> None:
    from doomtown_tui.engine import Game
    from doomtown_tui.tui.session import load_decks

    game = Game.new(load_decks(["law-dogs", "outlaws"]), seed=7, names=["Ada", "Bo"])
    session = GameSession(game, ("random", "random"), open_hands=True)
    gate = threading.Event()
    held = Held(gate)
    session.agents = {0: held, 1: held}
    app = DoomtownApp(data_dir=data_dir, session=session, agent_delay=0, preload=False)
    async with app.run_test(size=SIZE) as pilot:
        try:
            await settle(pilot, 2)
            assert held.asked.wait(timeout=10)        # the agent is thinking (on the worker thread) ...
            assert len(session.game.choices) == 0
            await pilot.press("question_mark")        # ... and the screen still answers keys
            await settle(pilot)
            assert isinstance(app.screen, HelpScreen)
            await pilot.press("escape")
            await settle(pilot)
            assert len(session.game.choices) == 0
        finally:
            gate.set()
        for _ in range(50):                           # released: the answer is applied and drawn
            await pilot.pause(0.02)
            if session.game.choices:
                break
        assert session.game.choices
        screen = app.game_screen
        assert screen is not None
        screen.stop()
        assert screen._thought.is_set()               # leaving waited for the worker
