"""``doomtown replay FILE``: step through a saved game, choice by choice, with everything shown.

Right (or n, Space) makes the next choice as it was made; Left (or p) steps back by replaying
from the start; Home and End jump to either end. The table shows the whole state (every hand).
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import ContentSwitcher, Footer, Static

from doomtown_tui.tui import bossbattle, render, theme
from doomtown_tui.tui.detail import DetailPanel
from doomtown_tui.tui.eventlog import EventLog
from doomtown_tui.tui.messages import CardFocused
from doomtown_tui.tui.players import PlayerPanel, table_sides
from doomtown_tui.tui.shootout import ShootoutPanel
from doomtown_tui.tui.town import TownView

if TYPE_CHECKING:
    from textual.types import CSSPathType

    from doomtown_tui.engine import Game


class ReplayApp(App[None]):
    """Steps through the choices of one saved game."""

    CARDS_HAVE_OPTIONS = False   # a card list's Enter narrows a question's options: a replay asks none
    CSS_PATH: ClassVar[CSSPathType | None] = [
        "table.tcss", "town.tcss", "players.tcss", "prompt.tcss", "shootout.tcss", "replay.tcss",
    ]
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right,n,space", "step(1)", "Next", id="next", priority=True),
        Binding("left,p", "step(-1)", "Back", id="back", priority=True),
        Binding("home", "jump(0)", "Start", id="start", priority=True),
        Binding("end", "jump(-1)", "End", id="end", priority=True),
        Binding("q,escape", "quit", "Quit", id="quit"),
    ]

    def __init__(self, game: Game, source: str) -> None:
        super().__init__()
        self.full = game
        self.source = source
        self.choices = game.choices
        self.index = 0
        self.current = game.replay(0)
        self.last_choice = ""
        self.focused_uid: int | None = None

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return theme.variables(True)

    def compose(self) -> ComposeResult:
        yield Static("", id="status")
        above, below = table_sides(len(self.full.setup.names))
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
                yield DetailPanel(id="detail")
                yield EventLog(id="log")
        yield Static("", id="step")
        yield Footer()

    def on_mount(self) -> None:
        self.screen.set_class(self.size.width < 120, "-narrow")
        self.redraw()

    def on_resize(self) -> None:
        self.screen.set_class(self.size.width < 120, "-narrow")

    def redraw(self) -> None:
        game = self.current
        view = game.state
        names = dict(enumerate(game.setup.names))
        both = frozenset(range(len(view.players)))
        decision = game.decision
        owner = decision.player if decision is not None else None
        phase = render.PHASE_NAMES.get(view.phase, view.phase)
        self.query_one("#status", Static).update(
            f"[b]Replay[/] {render.esc(self.source)} \u00b7 choice [b]{self.index}[/] of {len(self.choices)} \u00b7 "
            f"Day {view.day} \u00b7 {phase} \u00b7 Dealer: {render.esc(names[view.dealer])}"
            + "".join(" \u00b7 " + part for part in (bossbattle.status_parts(view.boss_battle, names)
                                                     if view.boss_battle is not None else ())))
        for panel in self.query(PlayerPanel):
            panel.show(view, both, owner)
        self.query_one(TownView).show(view, names, compact=self.screen.has_class("-narrow"))
        switch = self.query_one("#board-switch", ContentSwitcher)
        fight = view.shootout is not None or any(p.draw_hand for p in view.players)
        switch.current = "shootout" if fight else "town"
        if fight:
            self.query_one(ShootoutPanel).show(view, names, both, game.events)
        self.query_one(EventLog).show(game.events)
        self.query_one(DetailPanel).show_card(view, self.focused_uid, names)
        lines = []
        if self.last_choice:
            lines.append(f"Last choice: {self.last_choice}")
        if decision is not None and self.index < len(self.choices):
            lines.append(f"Next: [b]{render.esc(names[decision.player])}[/] \u2014 {render.esc(decision.prompt)}")
        elif game.over:
            winner = names.get(game.winner, "nobody") if game.winner is not None else "nobody"
            lines.append(f"[b]The game is over: {render.esc(winner)} wins.[/]")
        else:
            lines.append("[b]End of the saved choices.[/]")
        self.query_one("#step", Static).update("\n".join(lines))

    def on_card_focused(self, message: CardFocused) -> None:
        self.focused_uid = message.uid
        names = dict(enumerate(self.current.setup.names))
        self.query_one(DetailPanel).show_card(self.current.state, message.uid, names)

    def action_step(self, step: int) -> None:
        if step > 0:
            decision = self.current.decision
            if decision is None or self.index >= len(self.choices):
                self.bell()
                return
            answer = self.choices[self.index]
            ids = [answer] if isinstance(answer, str) else list(answer)
            labels = ", ".join(decision.option(i).label for i in ids) or "nothing"
            self.current.choose(decision.player, answer)
            self.index += 1
            who = self.current.setup.names[decision.player]
            self.last_choice = f"[b]{render.esc(who)}[/]: {render.esc(labels)}"
        else:
            if self.index == 0:
                self.bell()
                return
            self.action_jump(self.index - 1)
            return
        self.redraw()

    def action_jump(self, where: int) -> None:
        target = len(self.choices) if where < 0 else where
        self.current = self.full.replay(target)
        self.index = target
        self.last_choice = ""
        self.query_one(EventLog).show(())
        self.redraw()


def find_replay(file: str) -> Path:
    """``file`` as given, or a bare name (with or without ``.json``) found in the replays folder
    (the game-over screen shows that short form)."""
    from doomtown_tui.tui.saves import SaveStore

    path = Path(file).expanduser()
    if path.exists() or path.parent != Path("."):
        return path
    folder = SaveStore().replays_dir
    for candidate in (folder / file, folder / f"{file}.json"):
        if candidate.is_file():
            return candidate
    return path


def main(file: str) -> int:
    """Open a save file (or a replay by name) and step through it."""
    from doomtown_tui.tui.saves import LoadError, SaveStore

    path = find_replay(file)
    try:
        saved = SaveStore(path.parent).read(path)
    except LoadError as exc:
        print(f"doomtown replay: {exc}")
        return 1
    if saved.other_version is not None:   # its replay would show another game than the one played
        from doomtown_tui import __version__

        print(f"doomtown replay: this game was saved by version {saved.other_version.saved_by} of the game, whose "
              f"rules differ from this version's ({__version__}): replayed under them, it would not show the game "
              "as it was played.")
        return 1
    ReplayApp(saved.game, path.name).run()
    return 0
