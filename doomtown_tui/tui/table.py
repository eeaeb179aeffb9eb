"""The table: the screen a game is played on.

Layout: a status line (day, phase, Dealer, who decides; with three or four seats the seat order
from whoever acts first); the board (the other players' panels, the town or the shootout, the
first player's panel); on wide terminals a side column with the
focused card's details and the log; the prompt at the bottom; the footer with the keys.

The screen owns no game state: after every answer it asks the ``GameSession`` for a fresh view
and redraws. It lets agent seats answer after a short pause (Space or n skips one pause, f skips
them all until a human is to decide), lowers the privacy curtain between two human seats, and
opens the dialogs (save, load, undo, piles, help).

Against the Automaton the status line names it and its twists (and, during a pull, the card and
the step), the log carries its reasons, and the turn panel above the prompt sums up its latest
pull until the human answers, a key is pressed or a few seconds after its turn ends. At game
over a solo game's Bragging Rights are shown and written to the scores file.

In a Boss Battle the status line adds the scenario, the Boss's victory points (and the Heroes', the
event in force, an extra stud bonus), ``v`` opens the scenario's rules page (the key is not there in
a standard game), and the game-over screen says which side won and why.
"""
from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING, ClassVar

from textual import events as textual_events
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import ContentSwitcher, OptionList
from textual.worker import Worker, WorkerState

from doomtown_tui.tui import bossbattle, gcpolicy, render
from doomtown_tui.tui.cardlist import CardList, focus_step
from doomtown_tui.tui.detail import DetailPanel
from doomtown_tui.tui.eventlog import SIDE_LINES, EventLog, event_markup, suit_colours
from doomtown_tui.tui.footer import KeysFooter
from doomtown_tui.tui.messages import Answer, CardFocused, CardPicked
from doomtown_tui.tui.players import PlayerPanel, table_sides
from doomtown_tui.tui.prompt import KIND_TITLES, PromptPanel, named_joker, pass_option
from doomtown_tui.tui.shootout import ShootoutPanel
from doomtown_tui.tui.solo import ROWS, STEPS, archetype_label, twists_text
from doomtown_tui.tui.text import MarkupText
from doomtown_tui.tui.town import TownView
from doomtown_tui.tui.turnpanel import TurnPanel, latest_pull, turn_markup

if TYPE_CHECKING:
    from collections.abc import Callable

    from textual.types import CSSPathType

    from doomtown_tui.engine import Decision
    from doomtown_tui.engine.view import StateView
    from doomtown_tui.tui.session import GameSession

WIDE = 120          # columns from which the side column and left-to-right streets are used
SIDE_WIDTH = 42     # the side column (table.tcss) and the board's padding
STREET_WIDTH = 26   # the narrowest street column kept beside the side column (else the side column goes)
TURN_SECONDS = 8.0  # how long the turn panel stays once the Automaton's turn is over
SKIP_KEYS = ("space", "n", "f")   # keys that hurry an agent on without closing the turn panel
BATCH_SECONDS = 0.03              # with no pauses, agents answer for this long between two redraws


def seat_order_markup(view: StateView, names: dict[int, str], owner: int | None) -> str:
    """``Order: Ann › Bo › Cy``: the seats clockwise from whoever acts first now, each in its colour,
    the deciding one in reverse."""
    order = view.seat_order or tuple(range(len(view.players)))
    start = order.index(view.first_to_act) if view.first_to_act in order else 0
    turn = order[start:] + order[:start]
    marks = [f"[b reverse $seat-{seat}]{render.esc(names[seat])}[/]" if seat == owner
             else f"[$seat-{seat}]{render.esc(names[seat])}[/]" for seat in turn]
    return "Order: " + " \u203a ".join(marks)


class GameScreen(Screen[None]):
    """Plays one game session."""

    AUTO_FOCUS = "#choices"
    CSS_PATH: ClassVar[CSSPathType | None] = [
        "table.tcss", "town.tcss", "players.tcss", "prompt.tcss", "shootout.tcss", "turnpanel.tcss",
    ]
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark,f1", "help", "Help", id="help"),
        Binding("u", "undo", "Undo", id="undo"),
        Binding("s", "save_as", "Save", id="save"),
        Binding("o", "load", "Load", id="load", show=False),
        Binding("i", "card_info", "Card", id="card"),
        Binding("l", "show_log", "Log", id="log"),
        Binding("p", "pass", "Pass", id="pass"),
        Binding("b", "best_hand", "Best hand", id="best"),
        Binding("d", "piles", "Piles", id="piles"),
        Binding("t", "toggle_board", "Town/Fight", id="board"),
        Binding("space,n", "skip", "Skip pause", id="skip"),
        Binding("f", "fast_forward", "Fast-forward", id="fast"),
        Binding("v", "scenario_rules", "Scenario", id="scenario"),
        Binding("q", "leave", "Menu", id="menu"),
        Binding("tab", "focus_card(1)", "Next card", show=False),
        Binding("shift+tab", "focus_card(-1)", "Previous card", show=False),
    ]

    def __init__(self, session: GameSession, agent_delay: float = 0.6) -> None:
        super().__init__()
        self.session = session
        self.agent_delay = agent_delay
        self.focused_uid: int | None = None
        self._timer: Timer | None = None
        self._agent_pending = False
        self._thinking: Worker[str | None] | None = None   # the agents' worker thread, while it runs
        self._thought = threading.Event()                  # set when that thread is done with the game
        self._thought.set()
        self._stopped = False
        self._board_auto: str | None = None
        self._over_shown = False
        self._log_pending = False
        self._notified_error: str | None = None
        self._view: StateView | None = None
        self._fast = False
        self._turn_floor = 0            # the turn panel shows only pulls at or after this event index
        self._turn_timer: Timer | None = None
        self._keep_five_for: Decision | None = None
        self._keep_five_cache: tuple[set[str] | None, Callable[[set[str]], str] | None] | None = None
        self._best_fives: list[set[str]] = []   # the keep-five's best legal and best overall fives (b ticks them)

    def compose(self) -> ComposeResult:
        yield MarkupText("", id="status")
        above, below = table_sides(len(self.session.controllers))
        with Horizontal(id="main"):
            with Vertical(id="board"):
                for seat in above:
                    yield PlayerPanel(seat, id=f"player-{seat}")
                with ContentSwitcher(initial="town", id="board-switch"):
                    yield TownView(id="town")
                    yield ShootoutPanel(id="shootout")
                for seat in below:
                    yield PlayerPanel(seat, id=f"player-{seat}")
            with Vertical(id="side"):
                with VerticalScroll(id="detail-scroll", can_focus=False):
                    yield DetailPanel(id="detail")
                log = EventLog(id="log", max_lines=SIDE_LINES)
                log.can_focus = False   # not a Tab stop: Tab walks the cards and the options; l opens the log
                yield log
        yield MarkupText("", id="recent")
        yield TurnPanel(id="turn")
        yield PromptPanel(id="prompt")
        yield KeysFooter()

    def on_mount(self) -> None:
        self._apply_width(self.app.size.width)
        auto = self.session.game.raw.automaton
        if auto is None or auto.pull is None:   # a loaded game shows only a pull still going on
            self._turn_floor = len(self.session.game.events)
        self.advance()

    def on_resize(self) -> None:
        if self._apply_width(self.app.size.width) and self._view is not None and self._thinking is None:
            self.redraw()   # (while the agents think, their worker redraws when it is done)

    def _apply_width(self, width: int) -> bool:
        narrow = width < WIDE
        crowded = not narrow and (width - SIDE_WIDTH) // len(self.session.controllers) < STREET_WIDTH
        changed = self.has_class("-narrow") != narrow or self.has_class("-crowded") != crowded
        self.set_class(narrow, "-narrow")
        self.set_class(crowded, "-crowded")
        return changed

    def _side_hidden(self) -> bool:
        """No side column: a narrow terminal, or one street per player would be too narrow beside it."""
        return self.has_class("-narrow") or self.has_class("-crowded")

    # --- the loop ---------------------------------------------------------------------------------
    def advance(self) -> None:
        """Bring the screen up to date with the session and start whatever comes next."""
        session = self.session
        if session.game.over:
            self._fast = False
            self.redraw()
            self._update_turn()
            if not self._over_shown:
                self._over_shown = True
                self.app.call_later(self._game_over)
            return
        if session.needs_curtain():
            session.hide()
            self.redraw()
            self._lower_curtain()
            return
        self.redraw()
        owner = session.owner
        if owner is not None and not session.is_human(owner):
            self._schedule_agent()
        else:
            self._fast = False
        self._update_turn()

    def _schedule_agent(self) -> None:
        if self._agent_pending:
            return
        self._agent_pending = True
        if self.agent_delay <= 0 or self._fast:
            self.call_after_refresh(self._agent_move)
        else:
            self._timer = self.set_timer(self.agent_delay, self._agent_move)
        self._refresh_keys()

    def _agent_move(self) -> None:
        """Let the agents answer on a worker thread, so the screen never freezes while they think.

        One thread at a time touches the game: while the worker runs (answering and applying
        its answers, up to a frame's worth of them without pauses), the app thread keeps off the
        game and draws nothing new from it (it still reads the last view, and answers keys and
        dialogs); it takes the game back when the worker is done (``_agents_done``), and actions
        that change or save the game wait for the worker first (``_wait_for_agents``). Handing
        over the whole game rather than locking each access keeps the engine free of locks and
        each answer applied in one piece."""
        if not self._agent_pending or self._thinking is not None:
            return
        self._agent_pending = False
        self._timer = None
        self._thought.clear()
        gcpolicy.touch(self.app)   # busy: no idle garbage collection while the agents answer
        batch = self._fast or self.agent_delay <= 0
        self._thinking = self.run_worker(lambda: self._agents_answer(batch), name="agents", group="agents",
                                         thread=True)

    def _agents_answer(self, batch: bool) -> str | None:
        """On the worker thread: the agents answer (for up to ``BATCH_SECONDS`` with ``batch``).
        Returns why an answer was refused, or None."""
        from doomtown_tui.engine import IllegalChoice

        session = self.session
        deadline = time.perf_counter() + BATCH_SECONDS
        try:
            session.agent_turn()
            # without pauses, answer on (up to a frame's worth of time) before drawing again
            while batch and not self._stopped and time.perf_counter() < deadline and self._agents_turn():
                session.agent_turn()
        except IllegalChoice as exc:
            return f"The agent's answer was refused: {exc}"
        finally:
            self._thought.set()
        return None

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker is self._thinking and event.state in (WorkerState.SUCCESS, WorkerState.CANCELLED,
                                                             WorkerState.ERROR):
            self._agents_done(event.worker.result if event.state == WorkerState.SUCCESS else None)

    def _agents_done(self, refused: str | None) -> None:
        """Back on the app thread: the game is ours again; draw it and go on."""
        self._thinking = None
        if self._stopped or not self.is_attached:
            return
        if refused:
            self.notify(refused, severity="error", timeout=10)
            return
        self._cancel_agent()   # a move asked for while the worker ran (e.g. after an undo) is decided afresh
        self.advance()

    def _wait_for_agents(self) -> None:
        """Before changing or saving the game: let the agents' worker finish its answer (a few
        milliseconds at most), and answer no more until told to."""
        self._cancel_agent()
        self._thought.wait(timeout=10)

    def stop(self) -> None:
        """The screen is leaving: no more agent moves (and no turn panel timer)."""
        self._stopped = True
        self._wait_for_agents()
        self._stop_turn_timer()

    def _cancel_agent(self) -> None:
        if self._timer is not None:
            self._timer.stop()
        self._timer = None
        self._agent_pending = False

    def _lower_curtain(self) -> None:
        from doomtown_tui.tui.curtain import CurtainScreen

        owner = self.session.owner
        assert owner is not None
        # whatever the last player left open (a card window, an undo or leave question) closes unanswered: the
        # next player must neither see it nor confirm it with the Enter that lifts the curtain
        while self.app.screen is not self and self in self.app.screen_stack:
            self.app.pop_screen()
        view = self._view
        phase = render.PHASE_NAMES.get(view.phase, view.phase) if view is not None else ""
        day = view.day if view is not None else 1
        self.app.push_screen(CurtainScreen(self.session.names()[owner], f"Day {day} \u00b7 {phase}",
                                           len(self.session.controllers)), self._curtain_lifted)

    def _curtain_lifted(self, _: object = None) -> None:
        self.session.take_seat()
        self.advance()
        prompt = self.query_one(PromptPanel)
        prompt.choices.focus()
        prompt.hold()   # the Enter that lifted the curtain, pressed twice, does not play

    def on_screen_resume(self) -> None:
        """Back from a dialog, the help or another screen: the next Enter only wakes the options."""
        if self._view is not None and not self.session.needs_curtain():
            self.query_one(PromptPanel).hold()

    @on(Answer)
    def _answer(self, message: Answer) -> None:
        from doomtown_tui.engine import IllegalChoice

        message.stop()
        if not self.session.may_see_decision():
            return
        self._turn_done()
        asked = self.session.decision
        try:
            self.session.choose(message.answer)
        except IllegalChoice as exc:
            self.query_one(PromptPanel).show_error(f"Not allowed: {exc}")
            return
        settled = named_joker(asked, message.answer, self.session.decision) if asked is not None else None
        if settled is not None:   # the keep-five already named the Joker: no second question
            self.session.choose(settled)
        error = self.session.save_error
        if error and error != self._notified_error:
            self.notify(error, severity="warning", timeout=8)
        self._notified_error = error
        self.advance()

    # --- drawing ----------------------------------------------------------------------------------
    def redraw(self) -> None:
        session = self.session
        view = session.view()
        self._view = view
        names = session.names()
        shown = session.shown
        owner = session.owner
        narrow = self.has_class("-narrow")
        self.query_one("#status", MarkupText).show(self._status(view, names, owner))
        spread = shown if len(view.players) == 2 or len(shown) < 2 else shown & frozenset(
            () if owner is None else (owner,))
        for panel in self.query(PlayerPanel):   # open hands with more seats: only the decider's hand is spread
            panel.show(view, spread, owner, compact=True)
        self.query_one(TownView).show(view, names, compact=narrow)
        self._update_board(view, names, shown)
        self._log_pending = True
        self.call_after_refresh(self._redraw_log)
        self._update_prompt(names, owner)
        self._refresh_keys()
        if narrow:
            self.call_after_refresh(self._keep_town_in_view)

    def _redraw_log(self) -> None:
        """The log, the last event line and the detail panel, one frame after the decision: they
        grow or change size, which costs a layout pass the new question need not wait for."""
        if not self._log_pending or self._view is None or not self.is_attached:
            return
        self._log_pending = False
        events = self.session.game.events
        if self._side_hidden():
            self.query_one("#recent", MarkupText).show(event_markup(events[-1].text) if events else "")
        else:
            self.query_one(EventLog).show(events, self.session.notes)
        self._show_detail(self.focused_uid)

    def _keep_town_in_view(self) -> None:
        """Narrow screens: scroll the town so the locations the highlighted option names, then
        the deciding player's home, are in view."""
        view = self._view
        if view is None or not self.has_class("-narrow") or not self.is_attached:
            return
        uids: list[int] = []
        decision = self.session.decision
        choices = self.query_one(PromptPanel).choices
        highlighted = choices.highlighted_option if choices.option_count else None
        if decision is not None and highlighted is not None and self.session.may_see_decision():
            option = next((o for o in decision.options if o.id == highlighted.id), None)
            if option is not None:
                uids += [v for k in ("to_uid", "uid", "target") if isinstance(v := option.data.get(k), int)]
        owner = self.session.owner
        if owner is not None:
            uids.append(view.players[owner].outfit.uid)
        self.query_one(TownView).keep_in_view(uids)

    def _show_detail(self, uid: int | None) -> None:
        if self._view is not None:
            self.query_one(DetailPanel).show_card(self._view, uid, self.session.names(), self.session.shown)

    def _shootout_ended(self) -> str:
        """A banner when a shootout has just ended and the same player decides again (no curtain
        between): what happened, so an Enter meant for the shootout does not make a Noon play."""
        fighting = self._view is not None and self._view.shootout is not None
        was, self._in_shootout = getattr(self, "_in_shootout", False), fighting
        if not was or fighting:
            return ""
        end = next((e.text for e in reversed(self.session.game.events) if e.kind == "shootout_end"), "")
        return f"{end or 'The shootout is over'}. Back to the town: Enter again to act."

    def action_pass(self) -> None:
        """The pass key: answer Pass at once when the question has one."""
        if self.session.may_see_decision() and not self.query_one(PromptPanel).answer_pass():
            self.notify("There is no Pass in this question.", timeout=3)

    def _agents_turn(self) -> bool:
        """An agent is to answer (Space, n and f hurry it on)."""
        owner = self.session.owner
        return owner is not None and not self.session.is_human(owner)

    def _refresh_keys(self) -> None:
        """Refresh the footer only when a key's availability changed (it is costly to redraw: not
        at every answer of an agent's turn, only when the turn passes between agents and humans)."""
        state = (self._agents_turn(), self.session.game.over, self.check_action("pass", ()),
                 self.check_action("best_hand", ()))
        if state != getattr(self, "_key_state", None):
            self._key_state = state
            self.refresh_bindings()

    def _status(self, view: StateView, names: dict[int, str], owner: int | None) -> str:
        phase = render.PHASE_NAMES.get(view.phase, view.phase)
        parts = [f"[b]Day {view.day}[/]", f"[b]{phase}[/]", f"Dealer: [b]{render.esc(names[view.dealer])}[/]"]
        if view.over:
            winner = names.get(view.winner, "nobody") if view.winner is not None else "nobody"
            parts.append(f"[b $warning]Game over: {render.esc(winner)} wins[/]")
        elif owner is not None:
            parts.append(f"Deciding: [b $seat-{owner}]{render.esc(names[owner])}[/]")
        if len(view.players) > 2 and not view.over:
            parts.append(seat_order_markup(view, names, owner))
        if view.boss_battle is not None:
            parts += bossbattle.status_parts(view.boss_battle, names)
        parts += self._automaton_status(view, names)
        if self.session.open_hands:
            parts.append("[dim]open hands[/]")
        if self.session.save_error:
            parts.append("[b $error]autosave failed[/]")
        return " \u00b7 ".join(parts)

    @staticmethod
    def _automaton_status(view: StateView, names: dict[int, str]) -> list[str]:
        """``vs Automaton (Gunfighter)``, then its pull in progress or its twists."""
        auto = view.automaton
        if auto is None:
            return []
        name = f"[b $seat-{auto.seat}]{render.esc(names[auto.seat])}[/]"
        pull = auto.pull
        if pull is not None and not view.over:
            label = pull.label if pull.suit != "joker" else "a Joker"
            row = f"{render.suit_markup(pull.run)} {ROWS.get(pull.run, '')}"
            return [f"{name}'s pull: [b]{suit_colours(render.esc(label))}[/] {row}",
                    f"step {pull.step}: {STEPS.get(pull.step, '')}"]
        return [f"vs {name} ({archetype_label(auto.archetype)})", f"twists: {render.esc(twists_text(auto.twists))}"]

    def _update_board(self, view: StateView, names: dict[int, str], shown: frozenset[int]) -> None:
        draws = any(p.draw_hand for p in view.players)
        auto = "shootout" if (view.shootout is not None or draws) else "town"
        switch = self.query_one("#board-switch", ContentSwitcher)
        if auto != self._board_auto:
            self._board_auto = auto
            switch.current = auto
        if auto == "shootout":
            self.query_one(ShootoutPanel).show(view, names, shown, self.session.game.events)

    def _update_prompt(self, names: dict[int, str], owner: int | None) -> None:
        prompt = self.query_one(PromptPanel)
        decision = self.session.decision
        if decision is None or owner is None:
            prompt.show_waiting("[b]The game is over.[/]")
            return
        if self.session.may_see_decision():
            ticked, note = self._keep_five(decision, owner) if decision.kind == "draw_hand" else (None, None)
            prompt.show_decision(decision, names[owner], ticked, note)
            ended = self._shootout_ended()
            if ended:
                prompt.hold(ended)
            focused = self.focused
            if focused is not prompt.choices and (focused is None or not focused.is_attached
                                                 or not isinstance(focused, CardList)):
                prompt.choices.focus()
            return
        kind = KIND_TITLES.get(decision.kind, decision.kind.replace("_", " "))
        if not self.session.is_human(owner):
            who = (" (the Automaton)" if owner == self.session.automaton_seat
                   else f" (computer: {self.session.controllers[owner]})")
            if names[owner] == "Automaton":
                who = ""
            fast = " \u00b7 f: on to the next human decision" if self.session.humans else " \u00b7 f: no pauses"
            prompt.show_waiting(f"[b reverse] {render.esc(names[owner])} [/]{who} "
                                f"is deciding: [b]{kind}[/] \u2026  [dim]Space or n: don't wait{fast}[/]")
        else:
            prompt.show_waiting(f"[b]{render.esc(names[owner])}[/] is to decide next.")

    def _keep_five(self, decision: Decision, owner: int
                   ) -> tuple[set[str] | None, Callable[[set[str]], str] | None]:
        """For the keep-five question: the best legal five to tick first, and the live hand rank
        of whatever is ticked (with the best legal and best overall hands beside it)."""
        from doomtown_tui.engine import IllegalChoice
        from doomtown_tui.tui import handrank

        if self._keep_five_for is decision and self._keep_five_cache is not None:
            return self._keep_five_cache
        self._best_fives = []
        player = self._view.players[owner] if self._view is not None else None
        ids: dict[int, str] = {o.data["uid"]: o.id for o in decision.options if isinstance(o.data.get("uid"), int)}
        cards = handrank.cards_for(f for f in (player.draw_faces if player is not None else ()) if f[0] in ids)
        if len(cards) != len(ids):   # not every card is known: leave the engine's suggestion
            return None, None

        def allowed(uids: frozenset[int]) -> bool:
            try:
                decision.validate(decision.player, [ids[u] for u in uids])
            except IllegalChoice:
                return False
            return True

        best_legal, best_any = handrank.best_picks(cards, allowed)
        mods = player.hand_rank_mods if player is not None else ()
        uid_of = {option_id: uid for uid, option_id in ids.items()}

        def note(chosen: set[str]) -> str:
            return handrank.pick_markup(cards, [uid_of[i] for i in chosen if i in uid_of], mods, best_legal, best_any)

        first = best_legal or best_any
        ticked = {ids[u] for u in first.uids} if first is not None else None
        self._best_fives = [{ids[u] for u in pick.uids} for pick in (best_legal, best_any) if pick is not None]
        if len(self._best_fives) == 2 and self._best_fives[0] == self._best_fives[1]:
            self._best_fives.pop()
        self._keep_five_cache = (ticked, note)
        self._keep_five_for = decision
        return ticked, note

    # --- the Automaton's turn panel ---------------------------------------------------------------
    def _update_turn(self) -> None:
        """Show the latest pull (if it is new since the panel was last closed); once a human is to
        decide, the panel closes by itself after a few seconds."""
        if self.session.automaton_seat is None:
            return
        events = self.session.game.events
        start = latest_pull(events, self._turn_floor)
        panel = self.query_one(TurnPanel)
        if start is None:
            if panel.display:
                self._close_turn()
            return
        room = max(4, min(12, self.app.size.height // 6))
        panel.show_turn(turn_markup(events, self.session.notes, start, room), room)
        owner = self.session.owner
        if owner is not None and not self.session.is_human(owner):
            self._stop_turn_timer()
        elif self._turn_timer is None:
            self._turn_timer = self.set_timer(TURN_SECONDS, self._turn_expired)

    def _turn_expired(self) -> None:
        self._turn_timer = None
        self._close_turn()

    def _stop_turn_timer(self) -> None:
        if self._turn_timer is not None:
            self._turn_timer.stop()
        self._turn_timer = None

    def _turn_done(self) -> None:
        """The pull shown so far is old news: the next redraw shows a newer one or hides the panel
        (an answer that sets off the next pull at once just changes the text)."""
        self._stop_turn_timer()
        self._turn_floor = len(self.session.game.events)

    def _close_turn(self) -> None:
        """Hide the turn panel until the next pull."""
        self._turn_done()
        panel = self.query_one(TurnPanel)
        if panel.display:
            panel.display = False

    def on_key(self, event: textual_events.Key) -> None:
        """Any key closes the turn panel (the key still does its job); the keys that hurry the
        Automaton on leave it open, so a skipped turn is still summed up."""
        if not self.query_one(TurnPanel).display:
            return
        if self._agents_turn() and event.key in SKIP_KEYS:
            return
        self._close_turn()

    # --- focus and picking ------------------------------------------------------------------------
    @on(CardFocused)
    def _card_focused(self, message: CardFocused) -> None:
        self.focused_uid = message.uid
        if self._view is not None:
            self._show_detail(message.uid)

    @on(textual_events.DescendantFocus)
    def _focus_moved(self, event: textual_events.DescendantFocus) -> None:
        """The options got the focus: the detail panel shows the highlighted option's card."""
        prompt = self.query_one(PromptPanel)
        if event.widget is prompt.choices and prompt.choices.highlighted_option is not None:
            self._show_option_card(prompt.choices.highlighted_option.id)

    def _show_option_card(self, option_id: str | None) -> None:
        decision = self.session.decision
        if decision is None or option_id is None or self._view is None:
            return
        option = next((o for o in decision.options if o.id == option_id), None)
        uid = option.data.get("uid") if option is not None else None
        if isinstance(uid, int):
            self.focused_uid = uid
            self._show_detail(uid)

    @on(OptionList.OptionHighlighted, "#choices")
    def _option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        decision = self.session.decision
        if decision is None or event.option.id is None or self._view is None:
            return
        option = next((o for o in decision.options if o.id == event.option.id), None)
        uid = option.data.get("uid") if option is not None else None
        if isinstance(uid, int):
            self.focused_uid = uid
            if not self._log_pending:   # a new decision's first highlight: drawn with the log, a frame later
                self._show_detail(uid)
        if self.has_class("-narrow"):
            self._keep_town_in_view()

    @on(CardPicked)
    def _card_picked(self, message: CardPicked) -> None:
        prompt = self.query_one(PromptPanel)
        if not prompt.narrow_to(message.uid, message.title):
            self.notify(f"No option names {message.title} now.", timeout=3)

    # --- actions ----------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("skip", "fast_forward"):
            return self._agents_turn()
        if action == "pass":
            decision = self.session.decision
            return self.session.may_see_decision() and decision is not None and pass_option(decision) is not None
        if action == "undo":
            return None if self.session.game.over else True
        if action == "best_hand":
            return self._keep_five_shown()
        if action == "scenario_rules":
            return self.session.game.raw.boss is not None   # absent (not just greyed) in a standard game
        return True

    def _keep_five_shown(self) -> bool:
        decision = self.session.decision
        return (bool(self._best_fives) and decision is not None and decision is self._keep_five_for
                and self.session.may_see_decision())

    def action_best_hand(self) -> None:
        """Tick the best legal five; pressed again (when they differ), the best five overall (cheatin'),
        and so on in turn."""
        if not self._keep_five_shown():
            return
        prompt = self.query_one(PromptPanel)
        fives = self._best_fives
        now = fives.index(prompt.chosen) if prompt.chosen in fives else -1
        prompt.tick_exactly(fives[(now + 1) % len(fives)])

    def action_focus_card(self, step: int) -> None:
        """Tab / Shift+Tab outside a card list: the next / previous widget, a card list entered
        at its first / last card (inside one, Tab walks its cards first)."""
        focus_step(self, step)

    def action_skip(self) -> None:
        if self._agent_pending:
            if self._timer is not None:
                self._timer.stop()
            self._agent_move()

    def action_fast_forward(self) -> None:
        """No more pauses until a human is to decide."""
        self._fast = True
        self.action_skip()

    def action_toggle_board(self) -> None:
        switch = self.query_one("#board-switch", ContentSwitcher)
        switch.current = "shootout" if switch.current == "town" else "town"
        if switch.current == "shootout" and self._view is not None:
            self.query_one(ShootoutPanel).show(self._view, self.session.names(), self.session.shown,
                                               self.session.game.events)

    def action_help(self) -> None:
        from doomtown_tui.tui.help import HelpScreen

        self.app.push_screen(HelpScreen())

    def action_scenario_rules(self) -> None:
        from doomtown_tui.tui.help import ScenarioRulesScreen

        view = self.session.game.state.boss_battle
        if view is not None:
            self.app.push_screen(ScenarioRulesScreen(bossbattle.rules_markup(view)))

    def action_card_info(self) -> None:
        from doomtown_tui.tui.detail import detail_markup
        from doomtown_tui.tui.dialogs import CardDialog

        if self._view is None:
            return
        self.app.push_screen(CardDialog(detail_markup(self._view, self.focused_uid, self.session.names(),
                                                     self.session.shown)))

    def action_show_log(self) -> None:
        from doomtown_tui.tui.dialogs import LogDialog

        self.app.push_screen(LogDialog(self.session.game.events, self.session.notes))

    def action_piles(self) -> None:
        from doomtown_tui.tui.dialogs import PileDialog

        if self._view is not None:
            self.app.push_screen(PileDialog(self._view, self.session.names()))

    def action_undo(self) -> None:
        from doomtown_tui.tui.dialogs import ConfirmDialog

        point = self.session.undo_point()
        if point is None:
            self.notify("There is no choice of a human player to undo.", timeout=4)
            return
        _, player = point
        name = self.session.names()[player]
        question = (f"Take back {name}'s last choice?\n\nThe game is replayed from its start up to just before it"
                    + (" (agent choices made after it are taken back too)." if self.session.agents else "."))

        def done(yes: bool | None) -> None:
            if yes:
                self._wait_for_agents()
                self.session.undo()
                self.query_one(EventLog).show(())
                policy = getattr(self.app, "gc_policy", None)
                if policy is not None:
                    policy.game_changed()   # the replaced game is garbage: cleaned up when idle
                self._close_turn()
                self.notify(f"Undone: {name}'s last choice.", timeout=3)
                self.advance()

        self.app.push_screen(ConfirmDialog(question, yes="Undo", no="Keep playing"), done)

    def action_save_as(self) -> None:
        from doomtown_tui.tui.dialogs import SaveDialog

        names = self.session.names()
        default = f"{' vs '.join(names.values())} day {self.session.game.state.day}"

        def done(name: str | None) -> None:
            if not name:
                return
            if self._thinking is not None:
                self._thought.wait(timeout=10)
            try:
                path = self.session.save_as(name)
            except OSError as exc:
                self.notify(f"Not saved: {exc}", severity="error", timeout=8)
                return
            self.notify(f"Saved to {path}", timeout=5)

        self.app.push_screen(SaveDialog(default), done)

    def action_load(self) -> None:
        self.app.action_load()   # type: ignore[attr-defined]

    def action_leave(self) -> None:
        from doomtown_tui.tui.dialogs import ConfirmDialog

        def done(yes: bool | None) -> None:
            if yes:
                self._cancel_agent()
                self.app.show_title()   # type: ignore[attr-defined]

        self.app.push_screen(ConfirmDialog("Leave this game for the menu?\n\nIt is saved: Continue picks it up again.",
                                           yes="Leave", no="Stay"), done)

    def _game_over(self) -> None:
        from doomtown_tui.tui.gameover import GameOverScreen, bragging_markup, summary

        session = self.session
        path = session.finish()
        view = session.game.state
        text = summary(view, session.names())
        seat = session.solo_seat
        if seat is not None:   # a solo game, or the co-op Boss Battle against the Automaton's Villain (gameover.py)
            twists = view.automaton.twists if view.automaton is not None else ()
            decks = session.deck_names
            auto = session.automaton_seat
            assert auto is not None
            text += "\n\n" + bragging_markup(session.game.bragging_rights(seat), decks[seat], decks[auto],
                                              twists_text(twists))
            kept = self._keep_score()
            if kept:
                text += "\n" + kept
        self.app.push_screen(GameOverScreen(text, path),
                             lambda _: self.app.show_title())   # type: ignore[attr-defined]

    def _keep_score(self) -> str:
        """Add a finished solo game to the scores file (once per game). Returns a line for the
        game-over screen; a failed write is reported, never raised."""
        from doomtown_tui.tui.scores import append_score, record_for

        session = self.session
        record = record_for(session) if session.store is not None else None
        if record is None or session.store is None:
            return ""
        try:
            added = append_score(session.store.scores_path, record)
        except OSError as exc:
            message = f"The score could not be saved: {exc.strerror or exc}"
            self.notify(message, severity="error", timeout=10)
            return f"[b $error]{render.esc(message)}[/]"
        if not added:
            return "[dim]This game is already in your scores.[/]"
        return "[dim]Kept in your scores (title screen: Scores).[/]"
