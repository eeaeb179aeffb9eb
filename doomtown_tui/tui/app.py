"""The Textual app behind ``doomtown``: the title screen, new games, Continue, Load, the table.

Start-up stays light: this module imports Textual and the title screen only; the engine, the
card pool and the game screens load when a game starts (and the engine is warmed up in a
background thread once the title screen is drawn).

``main(decks, seed, solo, twists)`` is the entry point: no decks opens the title screen; two to
four decks start a hotseat game at once (one seat each), or with ``solo`` a game of the first deck's player against
the Automaton playing the second. ``scenario_main`` starts a Boss Battle (``doomtown --scenario``).
"""
from __future__ import annotations

from collections.abc import Sequence
from contextlib import suppress
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual import events
from textual.app import App
from textual.binding import Binding, BindingType

from doomtown_tui.tui import theme
from doomtown_tui.tui.config import GameConfig, default_config, showstopper_config, solo_config
from doomtown_tui.tui.gcpolicy import GcPolicy
from doomtown_tui.tui.saves import LoadError, SavedGame, SaveStore
from doomtown_tui.tui.title import TitleScreen

if TYPE_CHECKING:
    from doomtown_tui.tui.session import GameSession
    from doomtown_tui.tui.table import GameScreen


class DoomtownApp(App[None]):
    """Doomtown: Weird West Edition, hotseat in the terminal.

    ``data_dir`` is where saves go (default: ``$DOOMTOWN_DATA_DIR`` or the user data folder);
    ``start`` starts that game at once (``session``: play this prepared session, e.g. a test
    position, saving it in ``data_dir``); ``agent_delay`` is the pause before an agent seat answers
    (0 answers at the next refresh, as tests want).
    """

    TITLE = "Doomtown"
    SUB_TITLE = "Weird West Edition"
    BINDINGS: ClassVar[list[BindingType]] = [Binding("ctrl+q", "quit", "Quit", id="quit", show=False, priority=True)]

    def __init__(self, data_dir: Path | str | None = None, start: GameConfig | None = None,
                 agent_delay: float = 0.6, preload: bool = True, session: GameSession | None = None) -> None:
        super().__init__()
        self.store = SaveStore(Path(data_dir) if data_dir is not None else None)
        self.start_config = start
        self.start_session = session
        self.agent_delay = agent_delay
        self.preload = preload
        self.game_screen: GameScreen | None = None
        self.gc_policy = GcPolicy()

    def get_theme_variable_defaults(self) -> dict[str, str]:
        dark = True
        with suppress(Exception):  # the theme is not set yet during start-up
            dark = self.current_theme.dark
        return theme.variables(dark)

    def on_mount(self) -> None:
        self.gc_policy.install(self)
        if self.start_session is not None:
            self.start_session.store = self.store
            self.play(self.start_session)
        elif self.start_config is not None:
            self.start_new(self.start_config)
        else:
            self.show_title()
            if self.preload:
                self.call_after_refresh(self._start_preload)

    def _start_preload(self) -> None:
        self.run_worker(_preload_engine, thread=True, group="preload", exit_on_error=False)

    # --- screens ----------------------------------------------------------------------------------
    @property
    def session(self) -> GameSession | None:
        return self.game_screen.session if self.game_screen is not None else None

    def _replace_stack(self, screen) -> None:
        while len(self.screen_stack) > 2:
            self.pop_screen()
        if len(self.screen_stack) == 2:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def _close_session(self) -> None:
        """Finish the current game's pending saves before another screen takes over."""
        if self.game_screen is not None:
            self.game_screen.stop()
            self.game_screen.session.close()
        self.game_screen = None

    def on_unmount(self) -> None:
        self._close_session()
        self.gc_policy.uninstall()

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, (events.Key, events.MouseDown)):
            self.gc_policy.touch()   # not idle: no garbage collection now
        await super().on_event(event)

    def show_title(self, note: str = "") -> None:
        """Back to the title screen (the game, if any, stays in the autosave)."""
        self._close_session()
        self._replace_stack(TitleScreen(self.store.has_autosave(), note))

    def _title_note(self, note: str) -> None:
        if isinstance(self.screen, TitleScreen):
            self.screen.set_note(note)
        else:
            self.show_title(note)

    def play(self, session: GameSession) -> None:
        """Put a session on the table."""
        from doomtown_tui.tui.table import GameScreen

        self._close_session()
        self.game_screen = GameScreen(session, agent_delay=self.agent_delay)
        self._replace_stack(self.game_screen)
        self.call_after_refresh(self.gc_policy.game_changed)

    # --- actions ----------------------------------------------------------------------------------
    def action_new_game(self) -> None:
        from doomtown_tui.tui.newgame import NewGameScreen
        from doomtown_tui.tui.session import agent_names

        def done(config: GameConfig | None) -> None:
            if config is not None:
                self.start_new(config)

        self.push_screen(NewGameScreen(agent_names()), done)

    def start_new(self, config: GameConfig) -> None:
        from doomtown_tui.engine import DeckError
        from doomtown_tui.tui.session import GameSession

        self._close_session()
        self.store.backup_autosave()   # (a damaged autosave is moved aside, never kept as the previous one)
        try:
            session = GameSession.new(config, self.store)
        except DeckError as exc:
            self.show_title("The game could not start:\n" + exc.report())
            return
        except (FileNotFoundError, OSError, ValueError) as exc:
            self.show_title(f"The game could not start: {exc}")
            return
        if session.save_error:
            self.notify(session.save_error, severity="warning", timeout=8)
        self.play(session)

    def action_continue_game(self) -> None:
        if not self.store.has_autosave():
            self._title_note("There is no autosave to continue.")
            return
        if not self.open_save(self.store.autosave_path, autosave=True):
            self._offer_previous()

    def _offer_previous(self) -> None:
        """The autosave did not load: offer the previous autosave, if there is one that reads."""
        from doomtown_tui.tui.dialogs import ConfirmDialog

        previous = self.store.previous_path
        if not previous.is_file():
            return
        info = self.store.describe(previous)
        when = f"day {info.day}, saved {info.when}" if info.day is not None else f"saved {info.when}"

        def done(yes: bool | None) -> None:
            if yes:
                self.open_save(previous)

        self.push_screen(ConfirmDialog(f"The autosave cannot be loaded.\n\nContinue the previous autosave instead "
                                       f"({when})?\nThe damaged autosave is kept aside as autosave.unreadable.json.",
                                       yes="Continue the previous one", no="Not now"), done)

    def open_save(self, path: Path, autosave: bool = False) -> bool:
        """Load a save and play it; a bad save leaves everything as it was and says why. A save an older
        version of the game wrote, which this one replays differently, is offered as it replays now
        (``SavedGame.other_version``); if the player goes on, a copy of the file as it was is kept in Load."""
        from doomtown_tui.tui.dialogs import ConfirmDialog

        if self.game_screen is not None:
            self.game_screen.session.flush()
        autosave = autosave or path == self.store.autosave_path   # (Load's autosave entry is Continue)
        try:
            saved = self.store.read(path)
        except LoadError as exc:
            message = f"{exc}\nNothing was changed on disk."
            if isinstance(self.screen, TitleScreen):
                self.screen.set_note(message)
            else:
                from doomtown_tui.tui.dialogs import MessageDialog

                self.push_screen(MessageDialog("This save cannot be loaded", message))
            return False
        older = saved.other_version
        if older is None:
            self._play_saved(saved, autosave)
            return True

        def done(yes: bool | None) -> None:
            if not yes:
                return
            try:
                kept = self.store.keep_as_older(path, older.saved_by)
            except OSError as exc:
                self._title_note(f"The save could not be copied aside ({exc.strerror or exc}), so the game was "
                                 "not opened. Nothing was changed on disk.")
                return
            self.notify(f"The save as version {older.saved_by} wrote it is kept in Load as \"{kept.stem}\".",
                        timeout=8)
            self._play_saved(saved, autosave, rewrite=True)

        self.push_screen(ConfirmDialog(f"{saved.other_version_words()}\n\nPlay on from the game as it replays now? "
                                       f"A copy of the file as version {older.saved_by} wrote it is kept in Load.",
                                       yes="Play on", no="Not now"), done)
        return True

    def _play_saved(self, saved: SavedGame, autosave: bool, rewrite: bool = False) -> None:
        """Play a loaded save (``rewrite``: its autosave is written afresh, not appended to)."""
        from doomtown_tui.tui.session import GameSession

        self._close_session()   # the game on the table compacts its autosave now, before another takes it over
        session = GameSession.from_saved(saved, self.store)
        if saved.note:   # a torn last line of the autosave journal was dropped: say so, and write it whole again
            self.notify(saved.note, severity="warning", timeout=10)
            session.autosave()
        if not autosave:
            self.store.backup_autosave()
            session.autosave()   # the loaded game is now the one to continue
        elif rewrite:
            session.autosave()
        self.play(session)

    def action_load(self) -> None:
        from doomtown_tui.tui.dialogs import LoadDialog

        def done(path: Path | None) -> None:
            if path is not None:
                self._confirm_load(path)

        self.push_screen(LoadDialog(self.store.list_saves(), self.store), done)

    def _confirm_load(self, path: Path) -> None:
        """Loading over a game in progress asks first; the replaced game stays in Load as the
        previous autosave."""
        from doomtown_tui.tui.dialogs import ConfirmDialog

        session = self.session
        if session is None or session.game.over:
            self.open_save(path)
            return
        if path == self.store.autosave_path:
            self.notify("That is the game on the table.", timeout=4)
            return
        name = self.store.describe(path).label

        def done(yes: bool | None) -> None:
            if yes:
                self.open_save(path)

        self.push_screen(ConfirmDialog(f"Load \"{name}\" instead of the game on the table?\n\nThe game on the "
                                       "table is kept: Load lists it as the previous autosave.",
                                       yes="Load", no="Keep playing"), done)

    def action_help(self) -> None:
        from doomtown_tui.tui.help import HelpScreen

        self.push_screen(HelpScreen())

    def action_scores(self) -> None:
        from doomtown_tui.tui.scoreboard import ScoresScreen

        self.push_screen(ScoresScreen(self.store.scores_path))


def _preload_engine() -> None:
    """Import the engine and read the card pool ahead of the first game (runs in a thread)."""
    import doomtown_tui.tui.table  # noqa: F401
    from doomtown_tui.engine import card_pool

    card_pool()


def main(decks: Sequence[str] = (), seed: int | None = None, solo: bool = False,
         twists: Sequence[str] = ()) -> int:
    """Run the app; with two to four decks, start a game straight away: hotseat, or with ``solo`` (two) the
    first deck's player ("Player") against the Automaton playing the second deck, with ``twists``."""
    chosen = list(decks)
    if solo and len(chosen) != 2:
        print("doomtown: a solo game takes your deck and the Automaton's deck")
        return 2
    if len(chosen) not in (0, 2, 3, 4):
        print("doomtown: give two to four --deck options, one per seat (or none to open the menu)")
        return 2
    config = None
    if chosen:
        from doomtown_tui.tui.newgame import check_deck

        bad = False
        for deck in chosen:
            for problem in check_deck(deck):
                print(f"doomtown: deck {deck}: {problem}")
                bad = True
        if bad:
            return 1
        config = solo_config(chosen, seed, twists) if solo else default_config(chosen, seed)
    DoomtownApp(start=config).run()
    return 0


def scenario_main(scenario: str, hero_deck: str, seed: int | None = None, solo: bool = False,
                  twists: Sequence[str] = (), event_deck: str | None = None) -> int:
    """Run the app straight into a Boss Battle: ``hero_deck``'s Hero against the scenario's Villain,
    played by a second human (hotseat) or, with ``solo``, by the Automaton with ``twists``. The
    command line has checked the deck and the event deck file already."""
    config = showstopper_config(hero_deck, seed, automaton=solo, twists=twists, event_deck=event_deck,
                                scenario=scenario)
    DoomtownApp(start=config).run()
    return 0
