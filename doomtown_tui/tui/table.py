"""The table: the screen a game is played on.

Layout: a status line (day, phase, Dealer, who decides); the board (the other player's panel,
the town or the shootout, the first player's panel); on wide terminals a side column with the
focused card's details and the log; the prompt at the bottom; the footer with the keys.

The screen owns no game state: after every answer it asks the ``GameSession`` for a fresh view
and redraws. It lets agent seats answer after a short pause (a key skips it), lowers the privacy
curtain between two human seats, and opens the dialogs (save, load, undo, piles, help).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import ContentSwitcher, Footer, OptionList

from doomtown_tui.tui import render
from doomtown_tui.tui.cardlist import CardList
from doomtown_tui.tui.detail import DetailPanel
from doomtown_tui.tui.eventlog import EventLog, event_markup
from doomtown_tui.tui.messages import Answer, CardFocused, CardPicked
from doomtown_tui.tui.players import PlayerPanel
from doomtown_tui.tui.prompt import KIND_TITLES, PromptPanel
from doomtown_tui.tui.shootout import ShootoutPanel
from doomtown_tui.tui.text import MarkupText
from doomtown_tui.tui.town import TownView

if TYPE_CHECKING:
    from doomtown_tui.engine.view import StateView
    from doomtown_tui.tui.session import GameSession

WIDE = 120          # columns from which the side column and left-to-right streets are used


class GameScreen(Screen[None]):
    """Plays one game session."""

    AUTO_FOCUS = "#choices"
    CSS_PATH = ["table.tcss", "town.tcss", "players.tcss", "prompt.tcss", "shootout.tcss"]
    BINDINGS = [
        Binding("question_mark,f1", "help", "Help", id="help"),
        Binding("u", "undo", "Undo", id="undo"),
        Binding("s", "save_as", "Save", id="save"),
        Binding("o", "load", "Load", id="load", show=False),
        Binding("i", "card_info", "Card", id="card"),
        Binding("l", "show_log", "Log", id="log"),
        Binding("p", "piles", "Piles", id="piles"),
        Binding("t", "toggle_board", "Town/Fight", id="board"),
        Binding("space,n", "skip", "Skip pause", id="skip"),
        Binding("q", "leave", "Menu", id="menu"),
    ]

    def __init__(self, session: "GameSession", agent_delay: float = 0.6) -> None:
        super().__init__()
        self.session = session
        self.agent_delay = agent_delay
        self.focused_uid: int | None = None
        self._timer: Timer | None = None
        self._agent_pending = False
        self._board_auto: str | None = None
        self._over_shown = False
        self._log_pending = False
        self._notified_error: str | None = None
        self._view: StateView | None = None

    def compose(self) -> ComposeResult:
        yield MarkupText("", id="status")
        with Horizontal(id="main"):
            with Vertical(id="board"):
                yield PlayerPanel(1, id="player-1")
                with ContentSwitcher(initial="town", id="board-switch"):
                    yield TownView(id="town")
                    yield ShootoutPanel(id="shootout")
                yield PlayerPanel(0, id="player-0")
            with Vertical(id="side"):
                yield DetailPanel(id="detail")
                yield EventLog(id="log")
        yield MarkupText("", id="recent")
        yield PromptPanel(id="prompt")
        yield Footer()

    def on_mount(self) -> None:
        self._apply_width(self.app.size.width)
        self.advance()

    def on_resize(self) -> None:
        if self._apply_width(self.app.size.width) and self._view is not None:
            self.redraw()

    def _apply_width(self, width: int) -> bool:
        narrow = width < WIDE
        changed = self.has_class("-narrow") != narrow
        self.set_class(narrow, "-narrow")
        return changed

    # --- the loop ---------------------------------------------------------------------------------
    def advance(self) -> None:
        """Bring the screen up to date with the session and start whatever comes next."""
        session = self.session
        if session.game.over:
            self.redraw()
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

    def _schedule_agent(self) -> None:
        if self._agent_pending:
            return
        self._agent_pending = True
        if self.agent_delay <= 0:
            self.call_after_refresh(self._agent_move)
        else:
            self._timer = self.set_timer(self.agent_delay, self._agent_move)
        self._refresh_keys()

    def _agent_move(self) -> None:
        if not self._agent_pending:
            return
        self._agent_pending = False
        self._timer = None
        from doomtown_tui.engine import IllegalChoice

        try:
            self.session.agent_turn()
        except IllegalChoice as exc:
            self.notify(f"The agent's answer was refused: {exc}", severity="error", timeout=10)
            return
        self.advance()

    def stop(self) -> None:
        """The screen is leaving: no more agent moves."""
        self._cancel_agent()

    def _cancel_agent(self) -> None:
        if self._timer is not None:
            self._timer.stop()
        self._timer = None
        self._agent_pending = False

    def _lower_curtain(self) -> None:
        from doomtown_tui.tui.curtain import CurtainScreen

        owner = self.session.owner
        assert owner is not None
        view = self._view
        phase = render.PHASE_NAMES.get(view.phase, view.phase) if view is not None else ""
        day = view.day if view is not None else 1
        self.app.push_screen(CurtainScreen(self.session.names()[owner], f"Day {day} \u00b7 {phase}"),
                             self._curtain_lifted)

    def _curtain_lifted(self, _: object = None) -> None:
        self.session.take_seat()
        self.advance()
        self.query_one(PromptPanel).choices.focus()

    @on(Answer)
    def _answer(self, message: Answer) -> None:
        from doomtown_tui.engine import IllegalChoice

        message.stop()
        if not self.session.may_see_decision():
            return
        try:
            self.session.choose(message.answer)
        except IllegalChoice as exc:
            self.query_one(PromptPanel).show_error(f"Not allowed: {exc}")
            return
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
        for seat in (0, 1):
            self.query_one(f"#player-{seat}", PlayerPanel).show(view, shown, owner, compact=narrow)
        self.query_one(TownView).show(view, names, compact=narrow)
        self._update_board(view, names, shown)
        self._log_pending = True
        self.call_after_refresh(self._redraw_log)
        self._update_prompt(names, owner)
        self._refresh_keys()

    def _redraw_log(self) -> None:
        """The log, the last event line and the detail panel, one frame after the decision: they
        grow or change size, which costs a layout pass the new question need not wait for."""
        if not self._log_pending or self._view is None or not self.is_attached:
            return
        self._log_pending = False
        events = self.session.game.events
        narrow = self.has_class("-narrow")
        if narrow:
            self.query_one("#recent", MarkupText).show(event_markup(events[-1].text) if events else "")
        else:
            self.query_one(EventLog).show(events)
        self._show_detail(self.focused_uid)

    def _show_detail(self, uid: int | None) -> None:
        if self._view is not None:
            self.query_one(DetailPanel).show_card(self._view, uid, self.session.names(), self.session.shown)

    def _refresh_keys(self) -> None:
        """Refresh the footer only when a key's availability changed (it is costly to redraw)."""
        state = (self._agent_pending, self.session.game.over)
        if state != getattr(self, "_key_state", None):
            self._key_state = state
            self.refresh_bindings()

    def _status(self, view: "StateView", names: dict[int, str], owner: int | None) -> str:
        phase = render.PHASE_NAMES.get(view.phase, view.phase)
        parts = [f"[b]Day {view.day}[/]", f"[b]{phase}[/]", f"Dealer: [b]{render.esc(names[view.dealer])}[/]"]
        if view.over:
            winner = names.get(view.winner, "nobody") if view.winner is not None else "nobody"
            parts.append(f"[b $warning]Game over: {render.esc(winner)} wins[/]")
        elif owner is not None:
            parts.append(f"Deciding: [b $seat-{owner}]{render.esc(names[owner])}[/]")
        if self.session.open_hands:
            parts.append("[dim]open hands[/]")
        if self.session.save_error:
            parts.append("[b $error]autosave failed[/]")
        return " \u00b7 ".join(parts)

    def _update_board(self, view: "StateView", names: dict[int, str], shown: frozenset[int]) -> None:
        draws = any(p.draw_hand for p in view.players)
        auto = "shootout" if (view.shootout is not None or draws) else "town"
        switch = self.query_one("#board-switch", ContentSwitcher)
        if auto != self._board_auto:
            self._board_auto = auto
            switch.current = auto
        if auto == "shootout":
            reveals = [e.text for e in self.session.game.events[-12:] if e.kind == "reveal"][-2:]
            self.query_one(ShootoutPanel).show(view, names, shown, reveals)

    def _update_prompt(self, names: dict[int, str], owner: int | None) -> None:
        prompt = self.query_one(PromptPanel)
        decision = self.session.decision
        if decision is None or owner is None:
            prompt.show_waiting("[b]The game is over.[/]")
            return
        if self.session.may_see_decision():
            prompt.show_decision(decision, names[owner])
            focused = self.focused
            if focused is not prompt.choices and (focused is None or not focused.is_attached
                                                 or not isinstance(focused, CardList)):
                prompt.choices.focus()
            return
        kind = KIND_TITLES.get(decision.kind, decision.kind.replace("_", " "))
        if not self.session.is_human(owner):
            prompt.show_waiting(f"[b reverse] {render.esc(names[owner])} [/] ({self.session.controllers[owner]}) "
                                f"is deciding: [b]{kind}[/] \u2026  [dim]Space or n: don't wait[/]")
        else:
            prompt.show_waiting(f"[b]{render.esc(names[owner])}[/] is to decide next.")

    # --- focus and picking ------------------------------------------------------------------------
    @on(CardFocused)
    def _card_focused(self, message: CardFocused) -> None:
        self.focused_uid = message.uid
        if self._view is not None:
            self._show_detail(message.uid)

    @on(OptionList.OptionHighlighted, "#choices")
    def _option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        decision = self.session.decision
        if decision is None or event.option.id is None or self._view is None:
            return
        option = next((o for o in decision.options if o.id == event.option.id), None)
        uid = option.data.get("uid") if option is not None else None
        if isinstance(uid, int):
            self.focused_uid = uid
            self._show_detail(uid)

    @on(CardPicked)
    def _card_picked(self, message: CardPicked) -> None:
        prompt = self.query_one(PromptPanel)
        if not prompt.narrow_to(message.uid, message.title):
            self.notify(f"No option names {message.title} now.", timeout=3)

    # --- actions ----------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "skip":
            return self._agent_pending
        if action == "undo":
            return None if self.session.game.over else True
        return True

    def action_skip(self) -> None:
        if self._agent_pending:
            if self._timer is not None:
                self._timer.stop()
            self._agent_move()

    def action_toggle_board(self) -> None:
        switch = self.query_one("#board-switch", ContentSwitcher)
        switch.current = "shootout" if switch.current == "town" else "town"
        if switch.current == "shootout" and self._view is not None:
            reveals = [e.text for e in self.session.game.events[-12:] if e.kind == "reveal"][-2:]
            self.query_one(ShootoutPanel).show(self._view, self.session.names(), self.session.shown, reveals)

    def action_help(self) -> None:
        from doomtown_tui.tui.help import HelpScreen

        self.app.push_screen(HelpScreen())

    def action_card_info(self) -> None:
        from doomtown_tui.tui.dialogs import CardDialog
        from doomtown_tui.tui.detail import detail_markup

        if self._view is None:
            return
        self.app.push_screen(CardDialog(detail_markup(self._view, self.focused_uid, self.session.names(),
                                                     self.session.shown)))

    def action_show_log(self) -> None:
        from doomtown_tui.tui.dialogs import LogDialog

        self.app.push_screen(LogDialog(self.session.game.events))

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
                self._cancel_agent()
                self.session.undo()
                self.query_one(EventLog).show(())
                self.notify(f"Undone: {name}'s last choice.", timeout=3)
                self.advance()

        self.app.push_screen(ConfirmDialog(question, yes="Undo", no="Keep playing"), done)

    def action_save_as(self) -> None:
        from doomtown_tui.tui.dialogs import SaveDialog

        names = self.session.names()
        default = f"{names[0]} vs {names[1]} day {self.session.game.state.day}"

        def done(name: str | None) -> None:
            if not name:
                return
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
        from doomtown_tui.tui.gameover import GameOverScreen, summary

        path = self.session.finish()
        view = self.session.game.state
        self.app.push_screen(GameOverScreen(summary(view, self.session.names()), path),
                             lambda _: self.app.show_title())   # type: ignore[attr-defined]
