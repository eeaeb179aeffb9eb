"""The new-game form: the game (a standard game or a Boss Battle scenario), the number of players
(two to four, for the standard game), each seat's name, deck and controller, an optional seed,
open hands, for a solo game the Automaton's twists, and for a Boss Battle its event deck file.

Decks are the shipped starter decks or any deck file by path; the deck checker's problems are
listed under the form (with line numbers) and the game does not start until every deck loads.
Each seat starts with a different shipped deck. A seat is played by a human, by the Automaton (the
solo opponent; at most one seat, and only in a two-player game: the form says so) or by a computer
agent. When a seat is the Automaton, the twist checkboxes appear; otherwise they are
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
from textual.containers import Container, Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

from doomtown_tui.tui import render
from doomtown_tui.tui.bossbattle import TITLES
from doomtown_tui.tui.config import AUTOMATON, HERO, HUMAN, SCENARIO_DECK, VILLAIN, GameConfig, SeatConfig
from doomtown_tui.tui.solo import TWISTS, archetype_label

FILE = "<file>"
STANDARD = "standard"
ROLES = ("Hero", "Villain")   # the seats' roles in a Boss Battle
MAX_SEATS = 4
PREFERRED = ("law-dogs", "outlaws")   # the first seats' default decks, when shipped
AUTOMATON_TWO_SEATS = ("The Automaton plays only a two-player game: with more players, make its seat Human "
                       "or a computer.")


def starter_names() -> list[str]:
    """The shipped decks' names (file stems), without loading the engine."""
    from doomtown_tui.data import data_dir

    try:
        return sorted(p.stem for p in data_dir("decks").glob("*.txt"))
    except FileNotFoundError:
        return []


def default_decks(starters: list[str], seats: int = MAX_SEATS) -> list[str]:
    """A different shipped deck for each seat (the preferred ones first); FILE when they run out."""
    order = [s for s in PREFERRED if s in starters] + [s for s in starters if s not in PREFERRED]
    return [order[seat] if seat < len(order) else FILE for seat in range(seats)]


def default_name(seat: int, scenario: str | None = None) -> str:
    return ROLES[seat] if scenario and seat < len(ROLES) else f"Player {seat + 1}"


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


def deck_faction(name: str, scenario: str) -> str | None:
    """The faction of a Boss Battle seat's deck (the scenario's ready Villain deck too); None if it does not load
    (``check_deck`` says why)."""
    from doomtown_tui import scenarios
    from doomtown_tui.data import resolve_deck
    from doomtown_tui.engine import DeckError, load_deck

    try:
        deck = scenarios.villain_deck(scenario) if name == SCENARIO_DECK else load_deck(resolve_deck(name),
                                                                                        scenario=scenario)
    except (DeckError, OSError):
        return None
    return deck.faction


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
        defaults = default_decks(self.starters)
        with VerticalScroll(id="form"):
            yield Static("[b u]New game[/]  [dim]Tab moves between fields; Ctrl+S or the Start button starts.[/]")
            with Horizontal(id="game-row"):
                yield Label("Game")
                yield Select([("Standard game", STANDARD)] + [(title, name) for name, title in TITLES.items()],
                             value=STANDARD, allow_blank=False, id="game")
                yield Label("Players", id="players-label")
                yield Select([(str(n), n) for n in range(2, MAX_SEATS + 1)], value=2, allow_blank=False,
                             id="players")
            yield Static("", id="seat-note")
            with Container(id="seats"):
                for seat in range(MAX_SEATS):
                    with Vertical(classes=f"seat seat-{seat}", id=f"seat-{seat}"):
                        yield Label(f"[b]Seat {seat + 1}[/]", id=f"seat-label-{seat}")
                        yield Label("Name")
                        yield Input(f"Player {seat + 1}", id=f"name-{seat}")
                        yield Label("Deck")
                        yield Select(decks, value=defaults[seat], allow_blank=False, id=f"deck-{seat}")
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
        for seat in range(MAX_SEATS):
            self._show_path(seat)
        self._show_seats()
        self.query_one("#boss").display = False
        self.query_one("#name-0", Input).focus()

    @property
    def seat_count(self) -> int:
        """How many seats the game takes: the Players choice, two in a Boss Battle."""
        if self.scenario is not None:
            return 2
        return int(str(self.query_one("#players", Select).value))

    @property
    def seats(self) -> range:
        return range(self.seat_count)

    def _show_seats(self) -> None:
        """Only the seats in play; the Players choice only for the standard game; the Automaton's note."""
        count = self.seat_count
        for seat in range(MAX_SEATS):
            self.query_one(f"#seat-{seat}").display = seat < count
        standard = self.scenario is None
        self.query_one("#players").display = standard
        self.query_one("#players-label").display = standard
        note = self.query_one("#seat-note", Static)
        automaton = any(self.controller_of(seat) == AUTOMATON for seat in self.seats)
        note.update(f"[b $warning]{AUTOMATON_TWO_SEATS}[/]" if automaton and count > 2 else "")
        note.display = bool(automaton and count > 2)
        self._show_twists()

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
                name.value = default_name(seat, scenario)
        self._show_path(VILLAIN)
        self._show_seats()

    def controller_of(self, seat: int) -> str:
        return str(self.query_one(f"#ctrl-{seat}", Select).value)

    def _show_twists(self) -> None:
        self.query_one("#twists").display = any(self.controller_of(seat) == AUTOMATON for seat in self.seats)

    def _became_automaton(self, seat: int) -> None:
        """An Automaton seat gets a shipped deck if it had none yet, and its name if it had the default."""
        name = self.query_one(f"#name-{seat}", Input)
        taken = any(self.query_one(f"#name-{other}", Input).value.strip() == "Automaton"
                    for other in self.seats if other != seat)
        if name.value.strip() in ("", default_name(seat), default_name(seat, self.scenario)) and not taken:
            name.value = "Automaton"
        deck = self.query_one(f"#deck-{seat}", Select)
        if self.scenario is not None:
            return    # the Villain plays the scenario's deck; a Hero cannot be the Automaton
        if deck.value == FILE and not self.query_one(f"#path-{seat}", Input).value.strip() and self.starters:
            used = {self.query_one(f"#deck-{other}", Select).value for other in self.seats if other != seat}
            deck.value = next((s for s in self.starters if s not in used), self.starters[0])

    def _show_path(self, seat: int) -> None:
        use_file = self.query_one(f"#deck-{seat}", Select).value == FILE and not (
            seat == VILLAIN and self.scenario is not None)
        self.query_one(f"#path-{seat}", Input).display = use_file

    @on(Select.Changed)
    def _select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "game":
            self._game_changed()
        elif event.select.id == "players":
            self._show_seats()
        elif event.select.id and event.select.id.startswith("deck-"):
            self._show_path(int(event.select.id[-1]))
        elif event.select.id and event.select.id.startswith("ctrl-"):
            seat = int(event.select.id[-1])
            if event.value == AUTOMATON:
                self._became_automaton(seat)
            else:
                name = self.query_one(f"#name-{seat}", Input)
                if name.value.strip() == "Automaton":
                    name.value = default_name(seat, self.scenario)
            self._show_seats()

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
        for seat in self.seats:
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
            from doomtown_tui.engine.game import faction_clash

            factions = [deck_faction(seat.deck, scenario) for seat in seats if seat.deck]
            clash = faction_clash([f for f in factions if f is not None]) if None not in factions else None
            if clash is not None:
                problems.append(f"{clash[0].upper()}{clash[1:]}: give the Hero a deck of another faction.")
        if len({seat.name for seat in seats}) < len(seats):
            problems.append("The two seats need different names." if len(seats) == 2
                            else "Every seat needs a different name.")
        automatons = sum(seat.automaton for seat in seats)
        if automatons > 1:
            problems.append("Only one seat can be the Automaton: it is the opponent of a solo game. "
                            "Make the other seat Human (or a computer).")
        elif automatons and len(seats) > 2:
            problems.append(AUTOMATON_TWO_SEATS)
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
        return GameConfig(seats=tuple(seats), seed=seed, open_hands=open_hands,
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
