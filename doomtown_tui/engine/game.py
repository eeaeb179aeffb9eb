"""The Game: the public face of the engine (see ``engine-contract.md``).

A game is its setup, its seed and its list of choices. The rules run as a generator
(``flow.game_flow``) that yields one Decision at a time; ``choose`` checks an answer against the
pending decision (changing nothing if it is illegal) and resumes the rules, sending them the chosen
``Option`` (a list of them for a multi-pick), never the id. Saving writes the setup and the choices;
loading, replay and undo replay them.
"""
from __future__ import annotations

import hashlib
import json
import random
from typing import Any, Literal, Mapping, Sequence

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from doomtown_tui.engine import actions, town
from doomtown_tui.engine.actions import add_card, place_outfit
from doomtown_tui.engine.bragging_rights import Score, bragging_rights
from doomtown_tui.engine.decision import Answer, Decision, Flow, IllegalChoice, SaveError
from doomtown_tui.engine.deck import Deck, DeckError, parse_deck
from doomtown_tui.engine.flow import game_flow
from doomtown_tui.engine.positions import CARD_EFFECTS, apply_options, build_scenario, new_state  # noqa: F401
from doomtown_tui.engine.ruleset import RuleSet, default_rules
from doomtown_tui.engine.state import DECK, Event, GameState
from doomtown_tui.engine.twists import TWISTS
from doomtown_tui.engine.view import StateView, snapshot

SAVE_FORMAT = "doomtown-tui-save"
SAVE_VERSION = 1


class AutomatonOptions(BaseModel):
    """The solo variant (rulebook "Automaton Variant"): the Automaton's seat, archetype and twists."""

    model_config = ConfigDict(extra="forbid")
    seat: Literal[0, 1] = 1
    archetype: Literal["gunfighter"] = "gunfighter"
    twists: list[str] = Field(default_factory=list)

    @field_validator("twists")
    @classmethod
    def _known_twists(cls, value: list[str]) -> list[str]:
        unknown = [t for t in value if t not in TWISTS]
        if unknown:
            raise ValueError(f"unknown twist {unknown[0]!r}; the twists are {', '.join(TWISTS)}")
        return sorted(set(value), key=TWISTS.index)


class GameOptions(BaseModel):
    """Variant settings of a game (engine extension ``Game.new(options=...)``); saved with it."""

    model_config = ConfigDict(extra="forbid")
    automaton: AutomatonOptions | None = None


def parse_options(options: "Mapping[str, Any] | GameOptions | None") -> GameOptions | None:
    """Validate variant options; a bad value raises ValueError saying which and why."""
    if options is None or isinstance(options, GameOptions):
        return options
    try:
        return GameOptions.model_validate(dict(options))
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise ValueError(f"bad game option {where}: {first['msg']}") from None


class GameSetup(BaseModel):
    """Everything needed to rebuild a game before its first choice."""

    model_config = ConfigDict(extra="forbid")
    seed: int
    names: list[str]
    decks: list[str] | None = None          # deck files' text (a new game)
    shuffle: bool = True
    max_days: int | None = None
    scenario: dict[str, Any] | None = None  # scenario builder arguments (a test position)
    options: GameOptions | None = None      # variants: the Automaton (engine extension)


class SaveFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    format: str
    version: int
    setup: GameSetup
    choices: list[str | list[str]]
    digest: str


class Game:
    """A game of Doomtown between two seats (0 and 1)."""

    def __init__(self, state: GameState, flow: Flow[None], setup: GameSetup) -> None:
        self._rules = state.rules
        self._state = state
        self._flow = flow
        self._setup = setup
        self._choices: list[str | list[str]] = []
        self._decision: Decision | None = None
        self._advance(None, first=True)

    # --- construction ---------------------------------------------------------------------------
    @classmethod
    def new(cls, decks: Sequence[Deck], seed: int | None = None, *, names: Sequence[str] | None = None,
            shuffle: bool = True, max_days: int | None = None,
            options: "Mapping[str, Any] | GameOptions | None" = None, rules: RuleSet | None = None) -> "Game":
        """A new game. ``options`` (extension) holds variants, e.g. ``{"automaton": {"seat": 1,
        "twists": ["hired_help"]}}`` makes seat 1 the solo Automaton (see ``AutomatonOptions``).
        ``rules`` (extension) plays it with another rule set than the box's card scripts (a test's
        stand-in for a card); it is not saved: a loaded save is played with the box's scripts."""
        if len(decks) != 2:
            raise ValueError("a game takes exactly two decks")
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        setup = GameSetup(seed=seed, names=list(names or [d.name for d in decks]), decks=[d.to_text() for d in decks],
                          shuffle=shuffle, max_days=max_days, options=parse_options(options))
        return cls._from_setup(setup, rules)

    @classmethod
    def _from_setup(cls, setup: GameSetup, rules: RuleSet | None = None) -> "Game":
        rules = rules or default_rules()
        if setup.scenario is not None:
            state, flow = build_scenario(setup, rules)
            return cls(state, flow, setup)
        assert setup.decks is not None
        decks = [parse_deck(text, name=name) for text, name in zip(setup.decks, setup.names)]
        state = new_state(setup.seed, setup.names, max_days=setup.max_days, rules=rules)
        apply_options(state, setup.options)
        marked = []
        for index, deck in enumerate(decks):
            place_outfit(state, index, deck.outfit.title)
            for card in deck.cards:
                add_card(state, index, card.title, DECK)
            marked.append([c.title for c in deck.starting_gang])
        return cls(state, game_flow(state, "setup", marked, shuffle=setup.shuffle), setup)

    # --- the loop -------------------------------------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        """The pending decision, or None once the game is over."""
        return self._decision

    def choose(self, player: int, answer: str | Sequence[str]) -> None:
        """Answer the pending decision. Raises IllegalChoice, changing nothing, if not allowed."""
        if self._decision is None:
            raise IllegalChoice("the game is over: there is nothing to choose")
        normalised = self._decision.validate(player, answer)
        self._choices.append(normalised)
        self._advance(self._decision.chosen(normalised))

    def _advance(self, answer: Answer | None, first: bool = False) -> None:
        """Send the flow the chosen Option(s) (the ids were validated) and keep its next decision."""
        try:
            self._decision = next(self._flow) if first else self._flow.send(answer)
        except StopIteration:
            self._decision = None
            actions.end_game(self._state)

    # --- reading ----------------------------------------------------------------------------------
    @property
    def state(self) -> StateView:
        return snapshot(self._state)

    def view(self, player: int) -> StateView:
        return snapshot(self._state, viewer=player)

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(self._state.events)

    @property
    def over(self) -> bool:
        return self._state.over

    @property
    def winner(self) -> int | None:
        return self._state.winner

    @property
    def choices(self) -> tuple[str | list[str], ...]:
        return tuple(self._choices)

    @property
    def setup(self) -> GameSetup:
        return self._setup

    def preview_move(self, uid: int, to: int) -> tuple[list[int], list[int]]:
        """Each player's (influence, control) at Sundown if dude ``uid`` stood at location ``to``
        (extension; the Automaton's check rule). Changes nothing."""
        return town.preview_move(self._state, uid, to)

    def bragging_rights(self, player: int) -> Score:
        """``player``'s Bragging Rights score as the game stands (extension; the solo score)."""
        return bragging_rights(self._state, player)

    @property
    def raw(self) -> GameState:
        """The internal state (engine extension, for the engine's own tests and tools). Read only."""
        return self._state

    # --- save, load, replay -----------------------------------------------------------------------
    def digest(self) -> str:
        h = hashlib.sha256()
        for event in self._state.events:
            h.update(event.text.encode())
            h.update(b"\n")
        h.update(repr([(p.stash, p.debt, len(p.deck), len(p.hand)) for p in self._state.players]).encode())
        return h.hexdigest()

    def to_json(self) -> str:
        save = SaveFile(format=SAVE_FORMAT, version=SAVE_VERSION, setup=self._setup, choices=list(self._choices),
                        digest=self.digest())
        return save.model_dump_json(indent=None)

    @classmethod
    def from_json(cls, text: str) -> "Game":
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, TypeError) as exc:
            raise SaveError(f"the save is not valid JSON (corrupt or truncated): {exc}") from None
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveError("this is not a doomtown_tui save file")
        if data.get("version") != SAVE_VERSION:
            raise SaveError(f"save version {data.get('version')!r} is not supported (expected {SAVE_VERSION})")
        try:
            save = SaveFile.model_validate(data)
        except ValidationError as exc:
            first = exc.errors()[0]
            raise SaveError(f"the save is malformed at {'.'.join(map(str, first['loc']))}: {first['msg']}") from None
        try:
            game = cls._from_setup(save.setup)
            game._replay(save.choices)
        except (IllegalChoice, DeckError, ValueError, KeyError) as exc:
            raise SaveError(f"the save does not replay (tampered, or from another version): {exc}") from None
        if game.digest() != save.digest:
            raise SaveError("the save's digest does not match its replay (tampered, or from another version)")
        return game

    def _replay(self, choices: Sequence[str | list[str]]) -> None:
        for answer in choices:
            if self._decision is None:
                raise IllegalChoice("more choices than the game had decisions")
            self.choose(self._decision.player, answer)

    def replay(self, n: int) -> "Game":
        """The game as it stood after its first ``n`` choices (``replay(len(choices) - 1)`` is undo)."""
        if not 0 <= n <= len(self._choices):
            raise ValueError(f"replay needs 0..{len(self._choices)} choices, not {n}")
        game = Game._from_setup(self._setup, self._rules)
        game._replay(self._choices[:n])
        return game


# --- building a state (shared with the scenario builder) ------------------------------------------
