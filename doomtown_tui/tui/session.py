"""A game being played in the app: the engine's Game plus seats, agents, privacy and saving.

No Textual here and no rules: the session answers the engine's decisions for the screens,
lets agent seats answer theirs, autosaves after every choice, undoes the last human choice by
replaying, and decides which seats' private cards the screen may show (hotseat privacy).

Privacy: with two or more human seats (of two to four) and hands not open, the screen shows one
seat's private cards at a time (``shown``). When the pending decision belongs to another human,
``needs_curtain`` is true until that player takes the seat (``take_seat``). With one human seat only that seat's
cards are shown: an agent's hand, the Automaton's too, is a count (unless hands are open).

The solo variant: a game whose engine state has an Automaton seat always has the ``automaton``
agent on that seat (whatever a save's envelope says). Each answer of an agent that gives reasons
(``decide``) leaves a ``Note`` at the event index where the answer's effects begin; loading and
undoing rebuild the notes by replaying the choices once, together with who made each choice.

A Boss Battle (``GameConfig.scenario``): seat 0 the Hero, seat 1 the Villain (``boss_battle_setup``
loads the decks and builds the engine's options); a save keeps the scenario in the engine's setup.
"""
from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from doomtown_tui.tui.config import AUTOMATON, HERO, HUMAN, SCENARIO_DECK, VILLAIN, GameConfig
from doomtown_tui.tui.saves import SavedGame, SaveStore
from doomtown_tui.tui.solo import note_text

if TYPE_CHECKING:
    from concurrent.futures import Future, ThreadPoolExecutor

    from doomtown_tui.engine import Decision, Game
    from doomtown_tui.engine.agents import Agent
    from doomtown_tui.engine.view import StateView


def load_decks(paths: Sequence[str]) -> list:
    """Load decks by starter name or path; raises FileNotFoundError, OSError or DeckError."""
    from doomtown_tui.data import resolve_deck
    from doomtown_tui.engine import load_deck

    return [load_deck(resolve_deck(p)) for p in paths]


def boss_battle_setup(config: GameConfig) -> tuple[list, dict[str, Any]]:
    """The decks and ``Game.new`` options of a Boss Battle config: the Hero's deck; the Villain's, the
    scenario's ready deck or a deck file checked for the scenario; the Automaton as the Villain with its
    twists; the event deck file. Raises DeckError, FileNotFoundError, OSError or ValueError (an event
    deck file's EventDeckError is one) with the reason."""
    from doomtown_tui import scenarios
    from doomtown_tui.data import resolve_deck
    from doomtown_tui.engine import load_deck

    name = config.scenario
    assert name is not None
    hero, villain = config.seats[HERO], config.seats[VILLAIN]
    if hero.automaton:
        raise ValueError("in a Boss Battle the Automaton plays only the Villain")
    if config.twists and not villain.automaton:
        raise ValueError("twists need the Automaton as the Villain")
    decks = [load_deck(resolve_deck(hero.deck)),
             scenarios.villain_deck(name) if villain.deck == SCENARIO_DECK
             else load_deck(resolve_deck(villain.deck), scenario=name)]
    options = scenarios.options(name, automaton=villain.automaton,
                                event_deck=Path(config.event_deck) if config.event_deck else None)
    if villain.automaton:
        options["automaton"]["twists"] = list(config.twists)
    return decks, options


def agent_names() -> list[str]:
    """The agents the engine offers for computer seats."""
    from doomtown_tui.agents import AGENTS

    return sorted(AGENTS)


@dataclass(frozen=True)
class Note:
    """Why an agent answered as it did: shown in the log just before event ``at`` (where the
    answer's effects begin); ``choice`` is the index of that answer in the game's choices."""

    at: int
    text: str
    choice: int


def seat_controllers(game: Game, controllers: Sequence[str]) -> tuple[str, ...]:
    """The controllers a game can be played with: its Automaton seat (if any) is the Automaton,
    and no other seat is (a computer plays it instead)."""
    auto = game.raw.automaton
    fixed = [("random" if c == AUTOMATON else c) for c in controllers]
    if auto is not None:
        fixed[auto.seat] = AUTOMATON
    return tuple(fixed)


class GameSession:
    """The running game and everything the app keeps around it."""

    def __init__(self, game: Game, controllers: Sequence[str], open_hands: bool = False,
                 store: SaveStore | None = None, decks: Sequence[str] | None = None) -> None:
        from doomtown_tui.agents import make_agent

        self.game = game
        self.controllers = seat_controllers(game, controllers)
        self.open_hands = open_hands
        self.store = store
        self.agents: dict[int, Agent] = {
            seat: make_agent(name, seed=game.setup.seed * 2 + seat + 1)
            for seat, name in enumerate(self.controllers) if name != HUMAN
        }
        self.shown: frozenset[int] = self._initial_shown()
        self.save_error: str | None = None
        self._deck_names = tuple(decks) if decks is not None else None
        self._writer: ThreadPoolExecutor | None = None
        self._pending: Future[None] | None = None
        self._queued: AutosaveJob | None = None   # what the writer has yet to write
        self._writing = False                # the writer is draining ``_queued``
        self._base: int | None = None        # choices in the autosave's compacted save (None: not written yet)
        self._journaled = 0                  # choices handed to the writer so far
        self._broken = False                 # a write failed: the next autosave compacts
        self._finished = False               # the game ended and its autosave was dropped
        self._lock = threading.Lock()
        self._deciders: list[int] | None = [] if not game.choices else None
        explains = any(callable(getattr(a, "decide", None)) for a in self.agents.values())
        self._notes: list[Note] | None = [] if not (game.choices and explains) else None

    # --- construction -----------------------------------------------------------------------------
    @classmethod
    def new(cls, config: GameConfig, store: SaveStore | None = None) -> GameSession:
        """Start a new game; deck problems raise (DeckError, FileNotFoundError, OSError)."""
        from doomtown_tui.agents import game_options
        from doomtown_tui.engine import Game

        options: dict[str, Any] | None
        if config.scenario is not None:
            decks, options = boss_battle_setup(config)
        else:
            options = game_options(config.controllers, config.twists)   # ValueError: two Automatons, stray twists
            decks = load_decks([seat.deck for seat in config.seats])
        game = Game.new(decks, seed=config.seed, names=[s.name for s in config.seats], max_days=config.max_days,
                        options=options)
        session = cls(game, config.controllers, config.open_hands, store, decks=[deck.name for deck in decks])
        session.autosave()
        return session

    @classmethod
    def from_saved(cls, saved: SavedGame, store: SaveStore | None = None) -> GameSession:
        return cls(saved.game, saved.controllers, saved.open_hands, store, decks=saved.decks)

    # --- the solo variant -------------------------------------------------------------------------
    @property
    def automaton_seat(self) -> int | None:
        """The Automaton's seat in a solo game, else None."""
        auto = self.game.raw.automaton
        return None if auto is None else auto.seat

    @property
    def solo_seat(self) -> int | None:
        """The human playing against the Automaton (the seat scored with Bragging Rights), else None."""
        seat = self.automaton_seat
        human = next((other for other in self.seats if other != seat), None)
        if seat is None or human is None or not self.is_human(human):
            return None
        return human

    @property
    def seats(self) -> range:
        """Every seat of the game, in seat order (2 to 4)."""
        return range(len(self.controllers))

    @property
    def deck_names(self) -> tuple[str, ...]:
        """Each seat's deck name as loaded (a starter's or file's name); for a save without them
        (older saves, test positions), the outfit's title."""
        if self._deck_names is not None:
            return self._deck_names
        return tuple(player.outfit.title for player in self.game.state.players)

    @property
    def notes(self) -> list[Note]:
        """The agents' reasons, in order of their answers."""
        if self._notes is None:
            self._replay_history()
        assert self._notes is not None
        return self._notes

    # --- seats and privacy ------------------------------------------------------------------------
    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(seat for seat, c in enumerate(self.controllers) if c == HUMAN)

    def is_human(self, seat: int) -> bool:
        return self.controllers[seat] == HUMAN

    @property
    def private(self) -> bool:
        """True when two or more humans share the screen and hands are hidden from each other."""
        return not self.open_hands and len(self.humans) >= 2

    def _initial_shown(self) -> frozenset[int]:
        if self.open_hands or not self.humans:
            return frozenset(self.seats)
        if len(self.humans) == 1:
            return frozenset(self.humans)
        return frozenset()

    @property
    def decision(self) -> Decision | None:
        return self.game.decision

    @property
    def owner(self) -> int | None:
        decision = self.game.decision
        return None if decision is None else decision.player

    def names(self) -> dict[int, str]:
        return dict(enumerate(self.game.setup.names))

    def needs_curtain(self) -> bool:
        """The next decision is another human's and the screen must first hide this one's cards (a
        computer seat's decision needs no curtain: the last human's cards stay until the next human's)."""
        owner = self.owner
        if not self.private or owner is None or not self.is_human(owner):
            return False
        return self.shown != frozenset({owner})

    def hide(self) -> None:
        """Show nobody's private cards (while the curtain is down)."""
        if self.private:
            self.shown = frozenset()

    def take_seat(self) -> None:
        """The deciding human has the keyboard: show their private cards."""
        if self.private and self.owner is not None:
            self.shown = frozenset({self.owner})

    def view(self) -> StateView:
        """The snapshot the screen may draw: all of it, or as the shown seat may see it."""
        if self.open_hands or not self.humans:
            return self.game.state
        if len(self.shown) == 1:
            return self.game.view(next(iter(self.shown)))
        seat = self.owner if self.owner is not None else self.humans[0]
        return self.game.view(seat)   # nobody is shown: the screens hide both hands

    def may_see_decision(self) -> bool:
        """May the screen show the pending decision's options (the decider's private question)?"""
        owner = self.owner
        return owner is not None and self.is_human(owner) and owner in self.shown

    # --- answering --------------------------------------------------------------------------------
    def choose(self, answer: str | Sequence[str]) -> None:
        """Answer the pending decision for its owner; IllegalChoice propagates and changes nothing."""
        owner = self.owner
        if owner is None:
            from doomtown_tui.engine import IllegalChoice

            raise IllegalChoice("the game is over")
        self.game.choose(owner, answer if isinstance(answer, str) else list(answer))
        if self._deciders is not None:
            self._deciders.append(owner)
        self.autosave()

    def agent_turn(self) -> bool:
        """If an agent owns the pending decision, let it answer (and note its reason). True if it did."""
        decision = self.game.decision
        if decision is None or decision.player not in self.agents:
            return False
        agent = self.agents[decision.player]
        decide = getattr(agent, "decide", None)
        if decide is None:
            self.choose(agent.choose(self.game, decision))
            return True
        notes = self.notes
        at, index = len(self.game.raw.events), len(self.game.choices)
        choice = decide(self.game, decision)
        self.choose(choice.answer)
        reason = redact_hidden(self.game, decision.player, choice.reason)
        notes.append(Note(at, note_text(decision.kind, reason), index))
        return True

    # --- undo -------------------------------------------------------------------------------------
    def deciders(self) -> list[int]:
        """Who made each choice so far (replayed once after a load)."""
        if self._deciders is None:
            self._replay_history()
        assert self._deciders is not None
        return self._deciders

    def _replay_history(self) -> None:
        """Replay the choices once: who made each, and the agents' reasons for theirs (they are
        deterministic and keep nothing between answers, so asking again gives the same reason).
        A recorded answer that differs from what the agent would say now gets no note."""
        from doomtown_tui.engine import IllegalChoice

        replay = self.game.replay(0)
        found: list[int] = []
        notes: list[Note] = []
        for index, answer in enumerate(self.game.choices):
            decision = replay.decision
            assert decision is not None
            found.append(decision.player)
            decide = getattr(self.agents.get(decision.player), "decide", None)
            at = len(replay.raw.events)
            choice = decide(replay, decision) if decide is not None else None
            replay.choose(decision.player, answer)
            if choice is None:
                continue
            try:
                same = decision.validate(decision.player, choice.answer) == answer
            except IllegalChoice:
                same = False
            if same:
                notes.append(Note(at, note_text(decision.kind, redact_hidden(replay, decision.player, choice.reason)),
                                  index))
        self._deciders = found
        self._notes = notes

    def undo_point(self) -> tuple[int, int] | None:
        """(index of the last human choice, its player), or None if there is none."""
        for index in range(len(self.game.choices) - 1, -1, -1):
            if self.is_human(self.deciders()[index]):
                return index, self.deciders()[index]
        return None

    def undo(self) -> bool:
        """Take back the last human choice (and any agent choices after it)."""
        point = self.undo_point()
        if point is None:
            return False
        index, _ = point
        notes = self.notes
        self.game = self.game.replay(index)
        self._deciders = self.deciders()[:index]
        self._notes = [n for n in notes if n.choice < index]
        self.autosave(compact=True)   # the journal holds choices the game no longer has
        return True

    # --- saving -----------------------------------------------------------------------------------
    def autosave(self, compact: bool = False) -> None:
        """Write the autosave in the background; a failure keeps the previous file and is remembered
        in ``save_error``. ``flush`` waits for the writes. The autosave is a journal (``saves.py``):
        a choice appends one short line, so the cost is the same at any length of game; ``compact``
        (or the session's first autosave, a failed write, or ``JOURNAL_EVERY`` choices since the last
        compaction) writes the whole save instead, atomically. Writes coalesce: while one is on its
        way, the lines of a burst of agent answers wait and go out as one write."""
        if self.store is None or self._finished:
            return
        from doomtown_tui.tui.saves import JOURNAL_EVERY, encode, journal_line

        count = self.game.choice_count
        with self._lock:
            compact = (compact or self._broken or self._base is None or count < self._journaled
                       or count - self._base >= JOURNAL_EVERY)
        if compact:
            job = AutosaveJob(encode(self.game, self.controllers, self.open_hands, self._deck_names), [])
            self._base = count
        else:
            day = self.game.raw.day
            job = AutosaveJob(None, [journal_line(n, answer, chain, day) for n, (answer, chain)
                                     in enumerate(self.game.choices_since(self._journaled), start=self._journaled)])
        self._journaled = count
        with self._lock:
            if self._queued is not None and job.save is None:
                job = AutosaveJob(self._queued.save, self._queued.lines + job.lines)
            self._queued = job
            start, self._writing = not self._writing, True
        if not start:
            return
        if self._writer is None:
            from concurrent.futures import ThreadPoolExecutor

            self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._pending = self._writer.submit(self._drain_autosaves)

    def _drain_autosaves(self) -> None:
        """Write what is queued until nothing is left (on the writer thread)."""
        try:
            while True:
                with self._lock:
                    job, self._queued = self._queued, None
                    if job is None:
                        self._writing = False
                        return
                self._write_autosave(job)
        except BaseException:
            with self._lock:
                self._writing = False
            raise

    def _write_autosave(self, job: AutosaveJob) -> None:
        """Compact and/or append. After a failed write only a compaction may follow (lines appended
        after a gap would break the journal), so lines queued meanwhile wait for it."""
        assert self.store is not None
        try:
            if job.save is not None:
                self.store.compact_autosave(job.save)
                with self._lock:
                    self._broken = False
            if self._broken:
                return
            if job.lines:
                self.store.append_autosave("".join(job.lines))
            self.save_error = None
        except OSError as exc:
            with self._lock:
                self._broken = True
            self.save_error = f"Autosave failed (the previous autosave is kept): {exc}"

    def flush(self) -> None:
        """Wait until every autosave asked for so far is on disk."""
        if self._pending is not None:
            self._pending.result()

    def close(self) -> None:
        """Compact the autosave (if choices were appended since, or a write failed), finish the pending
        writes and stop the writer thread."""
        if self._base is not None and (self._broken or self._journaled > self._base):
            self.autosave(compact=True)
        self.flush()
        if self._writer is not None:
            self._writer.shutdown(wait=True)
            self._writer = None

    def save_as(self, name: str) -> str:
        """Write a named save; returns the path. Raises OSError."""
        assert self.store is not None
        self.flush()
        path = self.store.save_path(name)
        self.store.write(path, self.game, self.controllers, self.open_hands, self._deck_names)
        return str(path)

    def finish(self) -> str | None:
        """At game over: keep a replay file and drop the autosave. Returns the replay's path."""
        if self.store is None:
            return None
        self.flush()
        names = "-vs-".join(self.game.setup.names)
        path = self.store.replay_path(f"{names}-seed{self.game.setup.seed}")
        try:
            self.store.write(path, self.game, self.controllers, self.open_hands, self._deck_names)
        except OSError as exc:
            self.save_error = f"The replay could not be saved: {exc}"
            return None
        self.store.clear_autosave()
        self._finished = True
        return str(path)


@dataclass(frozen=True)
class AutosaveJob:
    """What the autosave writer has to do: replace the file by ``save`` (when set), then append ``lines``."""

    save: str | None
    lines: list[str]


HIDDEN = "a card in its hand"
SECRET = "a card it keeps secret"   # a starting-gang pick, or its draw hand before the reveal
# log entries that put a card into a hand in the open (the Automaton's pull, a card taken from a pile)
NAMED_INTO_HAND = ("automaton_pull", "pull", "to_hand")


def redact_hidden(game: Any, seat: int, reason: str) -> str:
    """``reason`` with the titles of ``seat``'s cards the other seats cannot see replaced (``view.secret_cards``:
    its hand after the answer, its starting-gang picks, its draw hand before the reveal). A hand card the log
    put into the hand by name (a pulled card) stays named, but only if every hidden card of that title was so
    named: the check is per card, not per title (another copy may have come in unseen)."""
    from doomtown_tui.engine.view import secret_cards

    state = game.raw
    hand = set(state.players[seat].hand)
    hidden: dict[str, list[int]] = {}
    for uid in secret_cards(state, seat):
        hidden.setdefault(state.cards[uid].title, []).append(uid)
    mentioned = {title: uids for title, uids in hidden.items() if title in reason}
    if not mentioned:
        return reason
    named = {event.data.get("uid") for event in state.events if event.kind in NAMED_INTO_HAND}
    for title in sorted(mentioned, key=len, reverse=True):
        uids = mentioned[title]
        if not all(uid in hand for uid in uids):
            reason = reason.replace(title, SECRET)
        elif not all(uid in named for uid in uids):
            reason = reason.replace(title, HIDDEN)
    return reason
