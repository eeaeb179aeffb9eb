"""The Game: the public face of the engine (see ``engine-contract.md``).

A game is its setup, its seed and its list of choices. The rules run as a generator
(``flow.game_flow``) that yields one Decision at a time; ``choose`` checks an answer against the
pending decision (changing nothing if it is illegal) and resumes the rules, sending them the chosen
``Option`` (a list of them for a multi-pick), never the id. Saving writes the setup and the choices
(format version 2, with a digest over structured data: ``digest.py``); loading replays them.
``fork`` and ``replay`` (undo) restart the rules from the nearest checkpoint (``checkpoints.py``)
and replay only the choices made since.
"""
from __future__ import annotations

import bisect
import gc
import json
import random
import weakref
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from doomtown_tui import __version__
from doomtown_tui.engine import actions, checkpoints, digest, town
from doomtown_tui.engine import deck as deck_files
from doomtown_tui.engine.actions import add_card, place_outfit
from doomtown_tui.engine.bragging_rights import Score, bragging_rights
from doomtown_tui.engine.cards import CardPool, card_pool, scenario_cards
from doomtown_tui.engine.decision import (
    Answer,
    Decision,
    Flow,
    IllegalChoice,
    LazyDecision,
    SaveError,
    SaveProblem,
    shorten,
)
from doomtown_tui.engine.deck import Deck, DeckError, parse_deck
from doomtown_tui.engine.event_deck import EventCard
from doomtown_tui.engine.flow import game_flow
from doomtown_tui.engine.positions import CARD_EFFECTS, apply_options, build_scenario, new_state  # noqa: F401
from doomtown_tui.engine.ruleset import RuleSet, default_rules
from doomtown_tui.engine.state import DECK, Event, GameState
from doomtown_tui.engine.twists import TWISTS
from doomtown_tui.engine.view import StateView, snapshot

SAVE_FORMAT = "doomtown-tui-save"
SAVE_VERSION = 2
CHECKPOINT_EVERY = 8     # choices at least between two checkpoints in play (fork replays fewer)
CHECKPOINT_SPARSE = 128  # the same while a save loads, except near its end (undo stays fast)
CHECKPOINT_RECENT = 64   # every checkpoint of the last this many choices is kept (fork and undo start there);
CHECKPOINT_OLDER = 32    # further back, one per this many choices (a replay to an earlier point)


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


SCENARIOS = ("showstopper",)   # the Boss Battle scenarios that can be played (Ghost Miners needs unpublished events)


class BossBattleOptions(BaseModel):
    """The Boss Battle variant (rulebook "Boss Battle! Variant"; engine extension): the scenario, the
    Villain's seat (the other seat is the one Hero) and the event deck, as the cards themselves (so a
    save carries them): empty by default, which plays the scenario without events (see
    ``event_deck.py`` for what an event card may say and what the engine applies). With the Automaton
    variant too, the Automaton must hold the Villain's seat (the rulebook's cooperative play)."""

    model_config = ConfigDict(extra="forbid")
    scenario: Literal["showstopper"] = "showstopper"
    villain: Literal[0, 1] = 1
    event_deck: list[EventCard] = Field(default_factory=list)


class GameOptions(BaseModel):
    """Variant settings of a game (engine extension ``Game.new(options=...)``); saved with it."""

    model_config = ConfigDict(extra="forbid")
    automaton: AutomatonOptions | None = None
    boss_battle: BossBattleOptions | None = None

    @model_validator(mode="after")
    def _automaton_is_the_villain(self) -> GameOptions:
        if self.automaton is not None and self.boss_battle is not None \
                and self.automaton.seat != self.boss_battle.villain:
            raise ValueError("in a Boss Battle the Automaton plays the Villain: its seat must be the Villain's")
        return self


def parse_options(options: Mapping[str, Any] | GameOptions | None) -> GameOptions | None:
    """Validate variant options; a bad value raises ValueError saying which and why."""
    if options is None or isinstance(options, GameOptions):
        return options
    try:
        return GameOptions.model_validate(dict(options))
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "options"
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

    @model_validator(mode="after")
    def _seats(self) -> GameSetup:
        """Two to four players, and a deck for each (or a scenario position): a save that says otherwise is
        refused."""
        if not MIN_SEATS <= len(self.names) <= MAX_SEATS:
            raise ValueError(f"a game has {MIN_SEATS} to {MAX_SEATS} players, not {len(self.names)}")
        if self.scenario is None and (self.decks is None or len(self.decks) != len(self.names)):
            raise ValueError(f"a game needs a deck for each of its {len(self.names)} players (or a scenario position)")
        return self


class SaveFile(BaseModel):
    """A save (format version 2): the setup, the choices, the engine version that wrote it and a
    digest over structured data (``digest.save_digest``)."""

    model_config = ConfigDict(extra="forbid")
    format: str
    version: int
    engine: str
    setup: GameSetup
    choices: list[str | list[str]]
    digest: str


class SaveFileV1(BaseModel):
    """A version 1 save: no engine version, and a digest over the log's text (``digest.v1_digest``)."""

    model_config = ConfigDict(extra="forbid")
    format: str
    version: int
    setup: GameSetup
    choices: list[str | list[str]]
    digest: str


class SaveFromOtherVersion(SaveError):
    """A save written by an older version of the engine that this one plays differently (a rule changed
    since): its choices do not all replay, or lead elsewhere (extension of ``SaveError``, which it is, so
    a caller that knows only the contract refuses it as before). ``game`` is the game the save's choices
    give under this version's rules, replayed as far as they are legal (``replayed`` of ``total``), for
    a caller that offers to go on with it. Only a save naming an older release (``older_version``) is
    taken for one: any other mismatch is a damaged or edited file."""

    saved_by: str

    def __init__(self, game: Game, saved_by: str, total: int) -> None:
        self.game, self.total = game, total
        self.replayed = game.choice_count
        where = (f"all {total} of its choices replay, but lead to another position" if self.replayed == total
                 else f"only its first {self.replayed} of {total} choices replay")
        super().__init__(f"the save was written by engine {saved_by}, whose rules differ from this "
                         f"version's ({__version__}): {where}", SaveProblem.OTHER_VERSION, saved_by=saved_by)


def _version(text: str) -> tuple[int, ...] | None:
    parts = text.split(".")
    if len(parts) != 3 or not all(p.isdigit() and len(p) <= 6 for p in parts):
        return None
    return tuple(int(p) for p in parts)


def older_version(saved: str) -> bool:
    """Does ``saved`` (a save's ``engine`` field) name a release before this one ("0.1.0" before "0.2.0")?
    Not a newer one, nor a string that is no version at all."""
    found, ours = _version(saved), _version(__version__)
    return found is not None and ours is not None and found < ours


def newer_version(saved: str) -> bool:
    """Does ``saved`` name a release after this one?"""
    found, ours = _version(saved), _version(__version__)
    return found is not None and ours is not None and found > ours


# A format-1 save has no engine field: every one was written by this engine version
FORMAT_1_ENGINE = "0.1.0"


def _parse_json(text: str) -> Any:
    """A save's text as JSON values; SaveError, in words, for text that is not JSON a save could hold."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"the save is not valid JSON (corrupt or truncated): {exc}", SaveProblem.CORRUPT,
                        detail=str(exc)) from None
    except UnicodeDecodeError:
        raise SaveError("the save is not valid JSON (corrupt): it is not UTF-8 text", SaveProblem.CORRUPT) from None
    except (ValueError, TypeError):   # a number thousands of digits long; not text at all
        raise SaveError("the save is not valid JSON (corrupt): it holds a value no save has",
                        SaveProblem.CORRUPT) from None


def _check_boss_in_deck(state: GameState) -> None:
    """A Boss Battle scenario's set-up puts the Boss into play from the Villain's deck: a deck without
    him is refused before the first question (ValueError), not halfway through the set-up."""
    boss = state.boss
    variant = state.variant if boss is not None else None
    if boss is None or variant is None or variant.boss is None:
        return
    if not any(state.cards[uid].card.code == variant.boss for uid in state.players[boss.villain].deck):
        name = next((c.title for c in scenario_cards() if c.code == variant.boss), f"card {variant.boss}")
        raise ValueError(f"the Villain's deck must hold {name}: {variant.title} puts him into play at the start")


def _mismatch(saved_by: str, reason: str, problem: SaveProblem) -> SaveError:
    """Why a save does not load; a save from a newer engine says so (this one cannot play it as it was)."""
    if newer_version(saved_by):
        return SaveError(f"the save was written by a newer version of the engine ({saved_by}) than this one "
                         f"({__version__}), which does not play it the same way", SaveProblem.NEWER_VERSION,
                         saved_by=saved_by)
    return SaveError(reason, problem)


def _cut(reason: str, limit: int = 300) -> str:
    """A reason short enough to read (a bad value it quotes may be any size)."""
    return reason if len(reason) <= limit else f"{reason[:limit]}..."


MIN_SEATS, MAX_SEATS = 2, 4   # seats at the table (3 and 4: the official multiplayer rules)


def _check_new_arguments(decks: Any, seed: Any, shuffle: Any, max_days: Any) -> None:
    """``Game.new``'s arguments checked for type and range, with messages in words (not pydantic's)."""
    if isinstance(decks, (str, bytes, Deck)) or not isinstance(decks, Sequence):
        raise TypeError(f"Game.new takes a list of decks (one per seat), not {shorten(decks)}")
    wrong = [d for d in decks if not isinstance(d, Deck)]
    if wrong:
        hint = " (a path: read the file with load_deck first)" if isinstance(wrong[0], (str, Path)) else ""
        raise TypeError(f"Game.new takes Deck objects, not {shorten(wrong[0])}{hint}")
    if seed is not None and (type(seed) is not int):
        raise TypeError(f"the seed must be an int (or None for a random one), not {shorten(seed)}")
    if type(shuffle) is not bool:
        raise TypeError(f"shuffle must be True or False, not {shorten(shuffle)}")
    if max_days is not None:
        if type(max_days) is not int:
            raise TypeError(f"max_days must be an int (or None for no day cap), not {shorten(max_days)}")
        if max_days < 1:
            raise ValueError(f"max_days must be at least 1 (a game lasts at least a day), not {max_days}")


@cache
def settle_long_lived() -> None:
    """The card pool and the box's rule set live as long as the process. Once they are built (at the first
    game), everything alive is moved out of the garbage collector's reach (``gc.freeze``): its full passes
    otherwise walk those tens of thousands of objects each time (about 7 ms), and such a pass can land inside
    any one fork, undo or decision. Called once per process; freezing is safe for objects never freed."""
    card_pool()
    default_rules()
    gc.collect()
    gc.freeze()


def load_deck(path: str | Path, pool: CardPool | None = None, scenario: str | None = None,
              rules: RuleSet | None = None) -> Deck:
    """The contract's ``load_deck``: a deck file read and checked (``deck.load_deck``), with the cards whose
    text keeps them out of a starting gang (``RuleSet.no_starting_gang``; the box's scripts unless ``rules``
    is given) refused in the file's marked gang, as ``Game.new`` refuses them."""
    return deck_files.load_deck(path, pool, scenario, no_start=(rules or default_rules()).no_starting_gang)


def parse_deck_text(text: str, name: str = "deck", pool: CardPool | None = None, scenario: str | None = None,
                    rules: RuleSet | None = None) -> Deck:
    """The public ``parse_deck``: deck text parsed and checked (``deck.parse_deck``) with the box's cards that
    cannot start in a starting gang refused in its marked gang on their own lines, as ``load_deck`` does."""
    return parse_deck(text, name, pool, scenario, no_start=(rules or default_rules()).no_starting_gang)


def check_seats(seats: int, options: GameOptions | None) -> None:
    """Refuse a seat count the game cannot be played with: 2 to 4, and the two-seat variants (the
    Automaton's solo game and the Boss Battle) at exactly two."""
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise ValueError(f"a game has {MIN_SEATS} to {MAX_SEATS} seats, not {seats}")
    if options is not None and seats != 2:
        if options.automaton is not None:
            raise ValueError(f"the Automaton variant is a two-seat game, not a {seats}-seat one")
        if options.boss_battle is not None:
            raise ValueError(f"a Boss Battle is a two-seat game, not a {seats}-seat one")


def faction_clash(factions: Sequence[str]) -> str | None:
    """Why a Boss Battle cannot seat decks of these factions (seat order), or None: each faction can only be
    picked once (rulebook "Prepare the Decks"), e.g. no Fearmongers Hero against the Showstopper's circus.
    ``Game.new`` refuses such a game; the command line and the app's form ask before starting one."""
    for seat, faction in enumerate(factions):
        if faction in factions[:seat]:
            first = factions.index(faction)
            return f"a Boss Battle takes each faction once: seats {first + 1} and {seat + 1} both play {faction}"
    return None


def _recorder(game: Game) -> Callable[[str, checkpoints.Turn | None], None]:
    """The state's checkpoint recorder: ``game._record`` while the game lives. Held weakly: the game holds
    its state, and a strong reference back would make every game, every discarded fork included, a
    reference cycle that only the garbage collector's full passes free (a pause inside some later fork)."""
    method = weakref.WeakMethod(game._record)

    def record(phase: str, turn: checkpoints.Turn | None) -> None:
        bound = method()
        if bound is not None:
            bound(phase, turn)
    return record


class Game:
    """A game of Doomtown between 2 to 4 seats (0, 1, ... numbered clockwise around the table;
    extension: the contract's game has two). ``Game.new([d1, d2, d3], seed)`` seats three."""

    def __init__(self, state: GameState, flow: Flow[None], setup: GameSetup,
                 past: Game | None = None, at: int = 0, lazily: bool = False) -> None:
        """A game whose rules ``flow`` starts on ``state``: a new one, or (with ``past``) one restarted
        at checkpoint number ``at`` of game ``past``, which lends its choices, checkpoints and hashes
        up to there. ``lazily``: answers the caller already has follow (``_replaying``), so the first
        question is listed only as far as they need."""
        self._rules = state.rules
        self._state = state
        self._flow = flow
        self._setup = setup
        self._checkpoints: list[checkpoints.Checkpoint] = [] if past is None else past._checkpoints[:at + 1]
        done = self._checkpoints[-1].choices if self._checkpoints else 0
        self._choices: list[str | list[str]] = [] if past is None else past._choices[:done]
        self._chain: list[bytes] = [digest.CHAIN_START] if past is None else past._chain[:done + 1]
        self._setup_hash: bytes = digest.setup_hash(setup) if past is None else past._setup_hash
        self._sparse_until = 0
        self._decision: Decision | None = None
        actions.attach_recorder(state, _recorder(self))
        actions.list_lazily(state, lazily)
        self._advance(None, first=True)

    # --- construction ---------------------------------------------------------------------------
    @classmethod
    def new(cls, decks: Sequence[Deck], seed: int | None = None, *, names: Sequence[str] | None = None,
            shuffle: bool = True, max_days: int | None = None,
            options: Mapping[str, Any] | GameOptions | None = None, rules: RuleSet | None = None) -> Game:
        """A new game. ``options`` (extension) holds variants, e.g. ``{"automaton": {"seat": 1,
        "twists": ["hired_help"]}}`` makes seat 1 the solo Automaton (see ``AutomatonOptions``).
        ``rules`` (extension) plays it with another rule set than the box's card scripts (a test's
        stand-in for a card); it is not saved: a loaded save is played with the box's scripts.

        Bad arguments are refused before anything starts: decks that are not ``Deck`` objects (e.g. paths:
        read them with ``load_deck`` first) raise TypeError; a ``shuffle`` that is not a bool, a ``seed``
        that is not an int and a ``max_days`` below 1 raise TypeError or ValueError saying so."""
        _check_new_arguments(decks, seed, shuffle, max_days)
        if not MIN_SEATS <= len(decks) <= MAX_SEATS:
            raise ValueError(f"a game takes {MIN_SEATS} to {MAX_SEATS} decks (one per seat), not {len(decks)}")
        if names is not None and len(names) != len(decks):
            raise ValueError(f"{len(decks)} decks need {len(decks)} names, not {len(names)}")
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        setup = GameSetup(seed=seed, names=list(names or [d.name for d in decks]), decks=[d.to_text() for d in decks],
                          shuffle=shuffle, max_days=max_days, options=parse_options(options))
        clash = faction_clash([d.faction for d in decks]) if setup.options and setup.options.boss_battle else None
        if clash is not None:      # (checked only for a new game: a save made before the check keeps loading)
            raise ValueError(clash)
        return cls._from_setup(setup, rules)

    @classmethod
    def _from_setup(cls, setup: GameSetup, rules: RuleSet | None = None, lazily: bool = False) -> Game:
        settle_long_lived()
        rules = rules or default_rules()
        check_seats(len(setup.names), setup.options)
        if setup.scenario is not None:
            state, flow = build_scenario(setup, rules)
            return cls(state, flow, setup, lazily=lazily)
        assert setup.decks is not None
        boss = setup.options.boss_battle if setup.options is not None else None
        decks = [parse_deck(text, name=name, scenario=boss.scenario if boss is not None and boss.villain == seat
                            else None,     # only the Villain's deck may hold the scenario's own cards
                            no_start=rules.no_starting_gang)
                 for seat, (text, name) in enumerate(zip(setup.decks, setup.names, strict=True))]
        state = new_state(setup.seed, setup.names, max_days=setup.max_days, rules=rules)
        apply_options(state, setup.options)
        marked = []
        for index, deck in enumerate(decks):
            place_outfit(state, index, deck.outfit.title)
            for card in deck.cards:
                add_card(state, index, card.title, DECK)
            marked.append([c.title for c in deck.starting_gang])
        _check_boss_in_deck(state)
        return cls(state, game_flow(state, "setup", marked, shuffle=setup.shuffle), setup, lazily=lazily)

    # --- the loop -------------------------------------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        """The pending decision, or None once the game is over."""
        return self._decision

    def choose(self, player: int, answer: str | Sequence[str]) -> None:
        """Answer the pending decision. Raises IllegalChoice, changing nothing, if not allowed.

        Extension (the contract's "posse members" as one multi-pick): the rules ask ``join_posse`` one
        dude at a time (rulebook: dudes join a posse one at a time), but a *list* of join ids answers a
        whole run of it: those dudes join in the order given, then the posse is done (a list ending in
        ``done`` says the same; an empty list is ``done`` alone). It is all or nothing: the run is tried
        on a fork first, and an id not offered at its turn (a repeat, another player's dude, a dude a
        React window or the joining order puts off) raises IllegalChoice with the game unchanged. The
        game records, and saves, the single choices the run made. A job's joining order asks one such
        question per step of the order; a list answers the step being asked."""
        if self._decision is None:
            raise IllegalChoice("the game is over: there is nothing to choose")
        if self._decision.kind == "join_posse" and isinstance(answer, (list, tuple)):
            for single in self._posse_run(player, list(answer)):
                self._play(single)
            return
        normalised = self._decision.validate(player, answer)
        self._play(normalised)

    def _posse_run(self, player: int, ids: list[Any]) -> list[str]:
        """The single ``join_posse`` answers a list of join ids stands for, checked on a fork (see ``choose``)."""
        decision = self._decision
        assert decision is not None
        if not all(isinstance(i, str) for i in ids):
            raise IllegalChoice("a join_posse answer is one option id or a list of join ids")
        if len(set(ids)) != len(ids):
            raise IllegalChoice("the same dude was listed twice to join the posse")
        if "done" in ids[:-1]:
            raise IllegalChoice("'done' may only end a list of dudes joining the posse")
        joins = [i for i in ids if i != "done"]
        trial, run = self.fork(), []
        for index, option_id in enumerate([*joins, "done"]):
            pending = trial._decision
            same = (pending is not None and pending.kind == "join_posse" and pending.player == decision.player
                    and pending.prompt == decision.prompt)
            if not same:
                if option_id == "done":      # the posse closed by itself: nobody else could join
                    break
                raise IllegalChoice(f"{shorten(option_id)} cannot join: the posse stopped forming after "
                                    f"{index} of the {len(joins)} dudes listed")
            assert pending is not None
            if option_id == "done" and player == pending.player and not any(o.id == "done" for o in pending.options):
                raise IllegalChoice("the posse cannot be done after the dudes listed"
                                    + (f": {pending.note}" if pending.note else ""))
            pending.validate(player, option_id)
            if option_id != "done" and pending.option(option_id).data.get("play") != "join":
                raise IllegalChoice(f"{shorten(option_id)} is not a dude joining the posse")
            trial._play(option_id)
            run.append(option_id)
        return run

    def _play(self, answer: str | list[str]) -> None:
        """Record an answer already validated and resume the rules."""
        self._choices.append(answer)
        self._chain.append(digest.chain(self._chain[-1], answer))
        assert self._decision is not None
        self._advance(self._decision.chosen(answer))

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

    @property
    def choice_count(self) -> int:
        """How many choices were made (extension: ``len(choices)`` without copying them)."""
        return len(self._choices)

    def chain_digest(self) -> str:
        """The running hash of the choices made so far, in hex (extension: what an append-only journal
        of the game, such as the app's autosave, records after each choice to check it on reading)."""
        return self._chain[-1].hex()

    def choices_since(self, start: int) -> list[tuple[str | list[str], str]]:
        """Each choice from number ``start`` on, with ``chain_digest()`` as it stood just after it
        (extension, for an append-only journal). Costs only the choices asked for."""
        return [(self._choices[i], self._chain[i + 1].hex()) for i in range(start, len(self._choices))]

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

    # --- save, load, replay, fork ----------------------------------------------------------------
    def digest(self) -> str:
        """The save digest: the setup, the chain of choices and the state's fingerprint (no log text).
        Its cost does not grow with the length of the game."""
        return digest.save_digest(self._setup_hash, self._chain[-1], self._state)

    def to_json(self) -> str:
        save = SaveFile(format=SAVE_FORMAT, version=SAVE_VERSION, engine=__version__, setup=self._setup,
                        choices=list(self._choices), digest=self.digest())
        return save.model_dump_json(indent=None)

    @classmethod
    def from_json(cls, text: str) -> Game:
        """Load a save of format version 2, or 1 (whose digest, over the log's text, is checked
        the old way: a version 1 save that no longer matches says so and asks to replay it).
        Anything else raises SaveError with a reason a player can read, and never another error:
        garbage, cut-short or deeply nested text, huge numbers, a tampered setup or choice."""
        try:
            return cls._load(text)
        except RecursionError:
            raise SaveError("the save is not valid JSON (corrupt): its data is nested far too deeply",
                            SaveProblem.CORRUPT) from None

    @classmethod
    def _load(cls, text: str) -> Game:
        data = _parse_json(text)
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveError("this is not a doomtown_tui save file", SaveProblem.NOT_A_SAVE)
        version = data.get("version")
        if version not in (1, SAVE_VERSION) or type(version) is not int:
            raise SaveError(f"save version {shorten(version)} is not supported (expected 1 or {SAVE_VERSION})",
                            SaveProblem.UNSUPPORTED, detail=shorten(version))
        model = SaveFile if version == SAVE_VERSION else SaveFileV1
        try:
            save = model.model_validate(data)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = '.'.join(map(str, first['loc']))
            raise SaveError(f"the save is malformed at {where}: {first['msg']}", SaveProblem.MALFORMED,
                            detail=where) from None
        # a scenario (a test position) is taken as written, unchecked: a malformed one may fail in any way
        loose: tuple[type[Exception], ...] = () if save.setup.scenario is None else (Exception,)
        # an older engine's save of a real game may now replay differently (a rule was fixed since)
        saved_by = save.engine if isinstance(save, SaveFile) else FORMAT_1_ENGINE
        other = saved_by if older_version(saved_by) and save.setup.scenario is None else None
        game = None
        try:
            game = cls._from_setup(save.setup, lazily=True)
            game._replay(save.choices)
        except IllegalChoice as exc:
            if other is not None and game is not None:
                raise SaveFromOtherVersion(game._salvaged(), other, len(save.choices)) from None
            raise _mismatch(saved_by, f"the save does not replay (tampered, or from another version): "
                                      f"{_cut(str(exc))}", SaveProblem.DOES_NOT_REPLAY) from None
        except (DeckError, ValueError, KeyError) as exc:
            if other is not None and game is None:     # its decks: a card or a deck rule changed since
                raise SaveError(f"the save was written by engine {other}, and this version cannot set its game "
                                f"up: {_cut(str(exc))}", SaveProblem.CANNOT_SET_UP, saved_by=other,
                                detail=_cut(str(exc))) from None
            raise _mismatch(saved_by, f"the save does not replay (tampered, or from another version): "
                                      f"{_cut(str(exc))}", SaveProblem.DOES_NOT_REPLAY) from None
        except loose:
            raise SaveError("the save does not replay (tampered, or from another version): "
                            "its scenario position is malformed", SaveProblem.DOES_NOT_REPLAY) from None
        if isinstance(save, SaveFile) and game.digest() != save.digest:
            if other is not None:
                raise SaveFromOtherVersion(game, other, len(save.choices))
            raise _mismatch(saved_by, "the save's digest does not match its replay "
                                      "(tampered, or from another version)", SaveProblem.DIGEST)
        if isinstance(save, SaveFileV1) and digest.v1_digest(game._state) != save.digest:
            if other is not None:   # its digest hashed the log's wording, which has changed since
                raise SaveFromOtherVersion(game, other, len(save.choices))
            raise SaveError("the save's digest does not match its replay (tampered, or from another version; "
                            "a version 1 save hashed the log's wording, which this engine may have changed)",
                            SaveProblem.DIGEST)
        return game

    def _replay(self, choices: Sequence[str | list[str]]) -> None:
        """Answer ``choices`` in turn (a save's: each is checked); checkpoints are sparse until near the end."""
        self._sparse_until = len(self._choices) + len(choices) - CHECKPOINT_SPARSE
        with self._replaying():
            for answer in choices:
                if self._decision is None:
                    raise IllegalChoice("more choices than the game had decisions")
                self.choose(self._decision.player, answer)
        self._sparse_until = 0

    def _salvaged(self) -> Game:
        """This game after a replay stopped at a choice that is not legal: its pending question listed in
        full and its checkpoints kept as in play from here on."""
        self._sparse_until = 0
        if isinstance(self._decision, LazyDecision):
            self._decision = self._decision.settled()
        return self

    def replay(self, n: int) -> Game:
        """The game as it stood after its first ``n`` choices (``replay(len(choices) - 1)`` is undo):
        restarted from the nearest checkpoint, with the choices since replayed. Independent of this one."""
        if not 0 <= n <= len(self._choices):
            raise ValueError(f"replay needs 0..{len(self._choices)} choices, not {n}")
        found = bisect.bisect_right([c.choices for c in self._checkpoints], n)
        if found == 0:
            game = Game._from_setup(self._setup, self._rules, lazily=True)
        else:
            point = self._checkpoints[found - 1]
            state = checkpoints.restore(point)
            game = Game(state, game_flow(state, point.phase, turn=point.turn), self._setup, past=self, at=found - 1,
                        lazily=True)
        with game._replaying():
            for answer in self._choices[len(game._choices):n]:
                game._play(answer)
        return game

    @contextmanager
    def _replaying(self) -> Iterator[None]:
        """While answers the caller already has are played (a save's, or this game's own for a fork or an
        undo), play windows list their plays only as far as each answer needs (``windows.Listed``); then
        the pending question is listed in full (a plain Decision), as the state stands."""
        actions.list_lazily(self._state, True)
        try:
            yield
        finally:
            actions.list_lazily(self._state, False)
        if isinstance(self._decision, LazyDecision):
            self._decision = self._decision.settled()

    def fork(self) -> Game:
        """An independent copy of this game at the same pending decision (extension, for look-ahead):
        choices made in either leave the other unchanged."""
        return self.replay(len(self._choices))

    def _record(self, phase: str, turn: checkpoints.Turn | None) -> None:
        """The rules reached a restart point: keep a checkpoint if enough choices were made since the last."""
        done = len(self._choices)
        last = self._checkpoints[-1].choices if self._checkpoints else 0
        every = CHECKPOINT_SPARSE if done < self._sparse_until else CHECKPOINT_EVERY
        if done - last >= every:
            self._checkpoints.append(checkpoints.take(self._state, done, phase, turn))
            self._thin_checkpoints(done)

    def _thin_checkpoints(self, done: int) -> None:
        """Keep the recent checkpoints and, further back, one per ``CHECKPOINT_OLDER`` choices: fork and undo
        start from a recent one, a replay to any earlier point from a sparse one, and the copies a long game
        keeps stay few (each is a whole state: many of them slow down the garbage collector)."""
        kept: list[checkpoints.Checkpoint] = []
        for point in self._checkpoints:
            recent = point.choices >= done - CHECKPOINT_RECENT
            if recent or not kept or point.choices - kept[-1].choices >= CHECKPOINT_OLDER:
                kept.append(point)
        self._checkpoints = kept
