"""The new-game form: the game (a standard game or a Boss Battle scenario), each seat's name, deck
and controller, an optional seed, open hands, for a solo game the Automaton's twists, and for a
Boss Battle its event deck file.

Decks are the shipped starter decks or any deck file by path; the deck checker's problems are
listed under the form (with line numbers) and the game does not start until both decks load.
A seat is played by a human, by the Automaton (the solo opponent; at most one seat) or by a
computer agent. When a seat is the Automaton, the twist checkboxes appear; otherwise they are
hidden and ignored. Dismisses with a ``GameConfig``, or None on Back/Escape.

Boss Battle: The Showstopper: seat 1 is the Hero, seat 2 the Villain, whose deck is the scenario's
ready circus, shown and not editable (a deck file of one's own circus could pass the deck check yet
fail the scenario's set-up halfway, after the Hero's first choice); the Automaton may play only the
Villain; an optional event deck file (TOML) is checked before the game starts.
"""
from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

from doomtown_tui.tui import render
from doomtown_tui.tui.bossbattle import TITLES
from doomtown_tui.tui.config import AUTOMATON, HERO, HUMAN, SCENARIO_DECK, VILLAIN, GameConfig, SeatConfig
from doomtown_tui.tui.solo import TWISTS, archetype_label

FILE = "<file>"
STANDARD = "standard"
ROLES = ("Hero", "Villain")   # the seats' roles in a Boss Battle


def starter_names() -> list[str]:
    """The shipped decks' names (file stems), without loading the engine."""
    from doomtown_tui.data import data_dir

    try:
        return sorted(p.stem for p in data_dir("decks").glob("*.txt"))
    except FileNotFoundError:
        return []


def pretty(stem: str) -> str:
    return stem.replace("-", " ").title()


def check_deck(name: str) -> list[str]:
    """Problems with a deck (empty if it loads), worded for the form."""
    from doomtown_tui.data import resolve_deck
    from doomtown_tui.engine import DeckError, load_deck

    try:
        load_deck(resolve_deck(name))
    except DeckError as exc:
        return [str(p) for p in exc.problems]
    except FileNotFoundError as exc:
        return [str(exc).strip('"')]
    except OSError as exc:
        return [f"cannot read it: {exc.strerror or exc}"]
    return []


def check_event_deck(path: str) -> list[str]:
    """Problems with a Boss Battle event deck file (empty if it reads), worded for the form."""
    from doomtown_tui.engine.event_deck import EventDeckError, load_event_deck

    try:
        load_event_deck(path)
    except EventDeckError as exc:
        return [str(exc)]
    except FileNotFoundError:
        return [f"there is no file {path}"]
    except OSError as exc:
        return [f"cannot read it: {exc.strerror or exc}"]
    return []


class NewGameScreen(Screen[GameConfig | None]):
    """Set up a new game."""

    CSS_PATH = "newgame.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", "Start", id="start"),
        Binding("escape", "back", "Back", id="back"),
    ]

    def __init__(self, agents: list[str]) -> None:
        super().__init__()
        self.agents = agents
        self.starters = starter_names()

    def controller_choices(self) -> list[tuple[str, str]]:
        """Human, then the Automaton (if offered), then the other agents as computers."""
        choices = [("Human", HUMAN)]
        if AUTOMATON in self.agents:
            choices.append((f"Automaton ({archetype_label('gunfighter')})", AUTOMATON))
        return choices + [(f"Computer ({a})", a) for a in self.agents if a != AUTOMATON]

    def compose(self) -> ComposeResult:
        decks = [(pretty(s), s) for s in self.starters] + [("A deck file (type its path)", FILE)]
        controllers = self.controller_choices()
        defaults = [s for s in ("law-dogs", "outlaws") if s in self.starters] or self.starters[:2]
        with VerticalScroll(id="form"):
            yield Static("[b u]New game[/]  [dim]Tab moves between fields; Ctrl+S or the Start button starts.[/]")
            with Horizontal(id="game-row"):
                yield Label("Game")
                yield Select([("Standard game", STANDARD)] + [(title, name) for name, title in TITLES.items()],
                             value=STANDARD, allow_blank=False, id="game")
            with Horizontal(id="seats"):
                for seat in (0, 1):
                    with Vertical(classes=f"seat seat-{seat}"):
                        yield Label(f"[b]Seat {seat + 1}[/]", id=f"seat-label-{seat}")
                        yield Label("Name")
                        yield Input(f"Player {seat + 1}", id=f"name-{seat}")
                        yield Label("Deck")
                        deck_default = defaults[seat] if seat < len(defaults) else FILE
                        yield Select(decks, value=deck_default, allow_blank=False, id=f"deck-{seat}")
                        if seat == VILLAIN:
                            yield Static("", id="villain-deck")
                        yield Input(placeholder="path to a deck file", id=f"path-{seat}", classes="path")
                        yield Label("Played by")
                        yield Select(controllers, value=HUMAN, allow_blank=False, id=f"ctrl-{seat}")
            with Vertical(id="boss"):
                yield Label("[b]Event deck[/] [dim](optional) a TOML file of your own event cards (see the "
                            "README); empty: play without events[/]")
                yield Input(placeholder="path to an event deck file", id="event-deck")
            with Vertical(id="twists"):
                yield Label("[b]Twists[/] [dim]make the Automaton tougher (tick any; scores compare only "
                            "with the same twists)[/]")
                for name, (label, explanation) in TWISTS.items():
                    yield Checkbox(f"{label} [dim]\u2014 {explanation}[/]", id=f"twist-{name}",
                                   classes="twist")
            with Horizontal(id="extras"):
                yield Label("Seed (optional)")
                yield Input(placeholder="random", id="seed", type="integer")
                yield Checkbox("Open hands (no privacy curtain)", id="open")
            yield Static("", id="errors")
            with Horizontal(id="form-buttons"):
                yield Button("Start", id="start", variant="primary")
                yield Button("Back", id="back")
        yield Footer()

    def on_mount(self) -> None:
        for seat in (0, 1):
            self._show_path(seat)
        self._show_twists()
        self.query_one("#boss").display = False
        self.query_one("#name-0", Input).focus()

    @property
    def scenario(self) -> str | None:
        """The Boss Battle scenario chosen, or None for a standard game."""
        value = self.query_one("#game", Select).value
        return None if value == STANDARD else str(value)

    def _game_changed(self) -> None:
        """Standard game or Boss Battle: the seats' roles, the Villain's deck choices and the event deck."""
        scenario = self.scenario
        self.query_one("#boss").display = scenario is not None
        self.query_one(f"#deck-{VILLAIN}", Select).display = scenario is None
        villain_deck = self.query_one("#villain-deck", Static)
        villain_deck.display = scenario is not None
        if scenario:
            villain_deck.update(f"[b]{render.esc(TITLES[scenario].split(': ')[-1])}[/]: the scenario's ready "
                                "Fearmongers deck, Ivor Hawley's circus [dim](decks/boss-battle)[/]")
        for seat in (HERO, VILLAIN):
            label = f"[b]Seat {seat + 1}[/]" + (f": [b]{ROLES[seat]}[/]" if scenario else "")
            self.query_one(f"#seat-label-{seat}", Label).update(label)
            name = self.query_one(f"#name-{seat}", Input)
            defaults = {"", f"Player {seat + 1}", ROLES[seat]}
            if name.value.strip() in defaults:
                name.value = ROLES[seat] if scenario else f"Player {seat + 1}"
        self._show_path(VILLAIN)

    def controller_of(self, seat: int) -> str:
        return str(self.query_one(f"#ctrl-{seat}", Select).value)

    def _show_twists(self) -> None:
        self.query_one("#twists").display = any(self.controller_of(seat) == AUTOMATON for seat in (0, 1))

    def _became_automaton(self, seat: int) -> None:
        """An Automaton seat gets a shipped deck if it had none yet, and its name if it had the default."""
        name = self.query_one(f"#name-{seat}", Input)
        taken = self.query_one(f"#name-{1 - seat}", Input).value.strip() == "Automaton"
        if name.value.strip() in ("", f"Player {seat + 1}", ROLES[seat]) and not taken:
            name.value = "Automaton"
        deck = self.query_one(f"#deck-{seat}", Select)
        if self.scenario is not None:
            return    # the Villain plays the scenario's deck; a Hero cannot be the Automaton
        if deck.value == FILE and not self.query_one(f"#path-{seat}", Input).value.strip() and self.starters:
            other = self.query_one(f"#deck-{1 - seat}", Select).value
            deck.value = next((s for s in self.starters if s != other), self.starters[0])

    def _show_path(self, seat: int) -> None:
        use_file = self.query_one(f"#deck-{seat}", Select).value == FILE and not (
            seat == VILLAIN and self.scenario is not None)
        self.query_one(f"#path-{seat}", Input).display = use_file

    @on(Select.Changed)
    def _select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "game":
            self._game_changed()
        elif event.select.id and event.select.id.startswith("deck-"):
            self._show_path(int(event.select.id[-1]))
        elif event.select.id and event.select.id.startswith("ctrl-"):
            seat = int(event.select.id[-1])
            if event.value == AUTOMATON:
                self._became_automaton(seat)
            else:
                name = self.query_one(f"#name-{seat}", Input)
                if name.value.strip() == "Automaton":
                    name.value = ROLES[seat] if self.scenario else f"Player {seat + 1}"
            self._show_twists()

    def deck_of(self, seat: int) -> str:
        if seat == VILLAIN and self.scenario is not None:
            return SCENARIO_DECK
        value = self.query_one(f"#deck-{seat}", Select).value
        if value == FILE:
            return self.query_one(f"#path-{seat}", Input).value.strip()
        return str(value)

    def config(self) -> tuple[GameConfig | None, list[str]]:
        """The form as a GameConfig, or the problems that stop it."""
        problems: list[str] = []
        seats: list[SeatConfig] = []
        scenario = self.scenario
        for seat in (0, 1):
            name = self.query_one(f"#name-{seat}", Input).value.strip() or f"Player {seat + 1}"
            deck = self.deck_of(seat)
            where = f"Seat {seat + 1}" + (f" ({ROLES[seat]})" if scenario else "")
            if not deck:
                problems.append(f"{where}: type the path of a deck file.")
            elif deck != SCENARIO_DECK:
                problems += [f"{where} ({deck}): {p}" for p in check_deck(deck)]
            seats.append(SeatConfig(name, deck, self.controller_of(seat)))
        event_deck = self.query_one("#event-deck", Input).value.strip() if scenario else ""
        if scenario:
            if seats[HERO].automaton:
                problems.append("In a Boss Battle the Automaton plays only the Villain (the rulebook's cooperative "
                                "play): make seat 1 Human, and seat 2 the Automaton if you like.")
            if event_deck:
                problems += [f"Event deck ({event_deck}): {p}" for p in check_event_deck(event_deck)]
        if seats[0].name == seats[1].name:
            problems.append("The two seats need different names.")
        if seats[0].automaton and seats[1].automaton:
            problems.append("Only one seat can be the Automaton: it is the opponent of a solo game. "
                            "Make the other seat Human (or a computer).")
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = None
        if seed_text:
            try:
                seed = int(seed_text)
            except ValueError:
                problems.append("The seed must be a whole number (or empty for a random one).")
        if problems:
            return None, problems
        open_hands = self.query_one("#open", Checkbox).value
        return GameConfig(seats=(seats[0], seats[1]), seed=seed, open_hands=open_hands,
                          twists=self.twists() if any(s.automaton for s in seats) else (),
                          scenario=scenario, event_deck=event_deck or None), []

    def twists(self) -> tuple[str, ...]:
        """The ticked twists (engine names, in the rulebook's order)."""
        return tuple(name for name in TWISTS if self.query_one(f"#twist-{name}", Checkbox).value)

    def action_start(self) -> None:
        config, problems = self.config()
        errors = self.query_one("#errors", Static)
        if config is None:
            errors.update("[b $error]The game cannot start yet:[/]\n" + "\n".join(f" \u2022 {render.esc(p)}"
                                                                            for p in problems))
            self.call_after_refresh(errors.scroll_visible)   # a tall form (twists, an event deck) may hide them
            return
        errors.update("")
        self.dismiss(config)

    def action_back(self) -> None:
        self.dismiss(None)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        else:
            self.action_back()

    @on(Input.Submitted)
    def _submitted(self) -> None:
        self.action_start()
