"""Decisions: the one kind of question the engine asks, and the errors a wrong answer raises.

Decision kinds (``Decision.kind``), by where they arise:

- setup: ``starting_gang``
- gamblin: ``joker`` (a Joker's suit and value), ``cheatin_resolution``
- upkeep: ``upkeep`` (pay all, or discard a card first; a card may ask one in another phase too, e.g.
  California Tax Office at High Noon: pay this dude's upkeep or discard it)
- high_noon: ``noon`` (every Noon play), ``callout_response``, ``target``, ``street_side``, ``pay``,
  ``trade`` (the goods given, one at a time, in a trade play)
- shootouts and jobs: ``join_posse`` (one dude at a time, then ``done``; extension: ``Game.choose``
  also takes a list of join ids for a whole run of it, joined in order and then done, all or nothing),
  ``oppose_job``, ``shootout`` (the plays window), ``shooter``,
  ``draw`` (draw-bonus discards, multi-pick), ``draw_hand`` (the five cards to keep, multi-pick),
  ``joker``, ``resolution``, ``casualty``, ``flee`` (multi-pick of the dudes who run; no option is
  ``stay``: an empty pick means everyone stays), ``combo`` (a Kung Fu Technique
  that may Combo into another); with three or four seats also ``invite`` (the players a posse's owner
  invites to send third-party dudes, multi-pick) and ``bounty_share`` (who gets a casualty's bounty
  that does not split evenly, one GR at a time)
- any window: ``react``; ``trait_order`` (which of a player's traits an event triggered resolves next,
  asked while two or more are still to resolve, digest B4)
- nightfall: ``nightfall_discard``, ``hand_limit``
- the Boss Battle variant: ``boss_gang`` (the Villain's scenario set-up, one pick at a time),
  ``street_side`` (which side of a home a scenario's deed goes), ``retarget`` (the Villain may turn an
  opposing effect from the Boss to another dude)
- the Automaton variant (asked of the Automaton's seat during its pull, ``automaton_pull``):
  ``automaton_move`` (step 1), ``automaton_play`` (step 2), ``automaton_ability`` (step 3); after a
  pull, ``hand_limit``

A flow (``Flow[T]``) is a generator that yields Decisions and returns a ``T``. ``Game.choose``
validates the ids it is given and sends the flow the chosen ``Option`` itself (a ``list`` of them for
a multi-pick decision), so a flow reads what it needs from ``Option.data`` and never parses an id.

Every event the log holds has a kind from ``EventKind``; logging any other kind is an error.
"""
from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from dataclasses import MISSING, dataclass, field, fields
from enum import StrEnum
from typing import Any, TypeAlias, TypeVar

T = TypeVar("T")


class IllegalChoice(ValueError):
    """A choice the pending decision does not allow. The game is left unchanged."""


class SaveProblem(StrEnum):
    """Why a save does not load (``SaveError.problem``; extension of the contract), so a caller words it
    without reading the message: the message is for people and may be reworded."""

    CORRUPT = "corrupt"                  # not JSON, or JSON no save could hold (cut short, nested, huge)
    NOT_A_SAVE = "not_a_save"            # JSON, but not a doomtown_tui save
    UNSUPPORTED = "unsupported"          # a save format version this engine does not read
    MALFORMED = "malformed"              # a save whose parts are missing or of the wrong kind
    DOES_NOT_REPLAY = "does_not_replay"  # one of its choices is not legal (edited, or another engine's)
    DIGEST = "digest"                    # its choices replay, to another position than it recorded
    NEWER_VERSION = "newer_version"      # written by a later release, which plays it differently
    CANNOT_SET_UP = "cannot_set_up"      # an older release's save whose decks this version refuses
    OTHER_VERSION = "other_version"      # an older release's save that replays differently now


class SaveError(ValueError):
    """A save file that cannot be loaded: corrupt, truncated, tampered with or from a drifted engine.
    ``problem`` says which (``SaveProblem``); ``saved_by`` is the engine release the save names, when the
    problem is about versions, and ``detail`` the part of the message that quotes the save, if any."""

    def __init__(self, message: str, problem: SaveProblem = SaveProblem.CORRUPT, *,
                 saved_by: str | None = None, detail: str | None = None) -> None:
        super().__init__(message)
        self.problem, self.saved_by, self.detail = problem, saved_by, detail


@dataclass(frozen=True)
class Option:
    """One legal answer. ``data`` always has ``play``; often ``card``, ``uid``, ``to``, ``ability``."""

    id: str
    label: str
    data: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)


@dataclass(frozen=True)
class Decision:
    """The single pending question: who answers, what kind, and every legal answer.

    A multi-pick decision (``multi``) takes a list of between ``min`` and ``max`` distinct ids.
    ``check`` (internal) may refine which sets are legal and returns a reason when one is not.
    """

    player: int
    kind: str
    prompt: str
    options: tuple[Option, ...]
    min: int = 1
    max: int = 1
    multi: bool = False
    check: Callable[[list[str]], str | None] | None = field(default=None, compare=False, repr=False)
    # Extension (the contract's loop answers every question with one id): a multi-pick may fill a pick of
    # fewer than ``min`` ids into a legal one (``complete``: the ids given -> the ids answered; e.g. the
    # five cards kept around the one named). ``validate`` applies it, and the filled pick is what the game
    # records. Internal, like ``check``.
    complete: Callable[[list[str]], list[str]] | None = field(default=None, compare=False, repr=False)
    # Read-only extension for the app: a remark on the question in words, e.g. why a job posse's
    # "Done" is not offered yet (the requirement, with the numbers). Never read by the rules.
    note: str = field(default="", compare=False)

    def option(self, option_id: str) -> Option:
        for opt in self.options:
            if opt.id == option_id:
                return opt
        raise IllegalChoice(f"{shorten(option_id)} is not an option of this {self.kind} decision")

    def chosen(self, answer: str | list[str]) -> Answer:
        """The Option(s) a validated answer names: one Option, or a list of them for a multi-pick."""
        if isinstance(answer, str):
            return self.option(answer)
        return [self.option(option_id) for option_id in answer]

    def validate(self, player: int, answer: str | Sequence[str]) -> str | list[str]:
        """Return the normalised answer, or raise IllegalChoice explaining what is wrong. Anything
        that is not an option id (a str) or, for a multi-pick, a list or tuple of them is refused; a
        one-pick question also takes a list holding exactly one id (the contract's ``id_or_ids``), and a
        multi-pick a single id as a list of one (filled by ``complete`` where the question has it)."""
        if type(player) is not int or player != self.player:
            raise IllegalChoice(f"player {shorten(player)} cannot answer: "
                                f"this {self.kind} decision is player {self.player}'s")
        if not self.multi:
            if not isinstance(answer, str):
                if isinstance(answer, (list, tuple)) and len(answer) == 1 and isinstance(answer[0], str):
                    answer = answer[0]
                else:
                    raise IllegalChoice(f"this {self.kind} decision takes one option id")
            self.option(answer)
            return answer
        if isinstance(answer, str):
            answer = [answer]
        if not isinstance(answer, (list, tuple)) or not all(isinstance(a, str) for a in answer):
            raise IllegalChoice(f"this {self.kind} decision takes a list of option ids")
        ids = list(answer)
        if len(set(ids)) != len(ids):
            raise IllegalChoice("the same option was chosen twice")
        if len(ids) < self.min and self.complete is not None:
            for option_id in ids:
                self.option(option_id)
            ids = self.complete(ids)
        if not self.min <= len(ids) <= self.max:
            raise IllegalChoice(f"choose between {self.min} and {self.max} options, not {len(ids)}")
        for option_id in ids:
            self.option(option_id)
        if self.check is not None:
            reason = self.check(ids)
            if reason:
                raise IllegalChoice(reason)
        return ids


class LazyDecision(Decision):
    """A one-pick decision whose options are listed only as far as they are read: those in ``listed``,
    then each one ``more()`` lists (None when there are none left), then ``tail`` (e.g. Pass). Looking an
    answer up (``option``, so ``validate`` and ``chosen``) stops where it is found, or at a ``tail`` option
    before listing any; reading ``options`` lists them all. The rules make one only while a Game replays
    answers it already has (``windows.Listed``), and the Game settles the one left pending (``settled``),
    so a reader of the game only ever sees a plain Decision. Comparing, hashing or printing one lists
    every option, as reading ``options`` does."""

    _listed: list[Option]
    _more: Callable[[], Option | None] | None
    _tail: tuple[Option, ...]

    def __init__(self, player: int, kind: str, prompt: str, listed: list[Option],
                 more: Callable[[], Option | None], tail: tuple[Option, ...]) -> None:
        for f in fields(Decision):    # a one-pick question: every field but these three at its default
            if f.name != "options":
                object.__setattr__(self, f.name, f.default if f.default_factory is MISSING else f.default_factory())
        for name, value in (("player", player), ("kind", kind), ("prompt", prompt), ("_listed", listed),
                            ("_more", more), ("_tail", tail)):
            object.__setattr__(self, name, value)

    @property
    def options(self) -> tuple[Option, ...]:
        while self._next() is not None:
            pass
        return (*self._listed, *self._tail)

    def _next(self) -> Option | None:
        more = self._more
        found = more() if more is not None else None
        if found is None:
            object.__setattr__(self, "_more", None)
        else:
            self._listed.append(found)
        return found

    def option(self, option_id: str) -> Option:
        for opt in (*self._tail, *self._listed):
            if opt.id == option_id:
                return opt
        while (found := self._next()) is not None:
            if found.id == option_id:
                return found
        raise IllegalChoice(f"{shorten(option_id)} is not an option of this {self.kind} decision")

    def settled(self) -> Decision:
        """The plain Decision, every option listed."""
        return Decision(self.player, self.kind, self.prompt, self.options)


def shorten(value: object, limit: int = 60) -> str:
    """``repr(value)`` cut to about ``limit`` characters, for an error message that quotes a bad input."""
    text = repr(value)
    return text if len(text) <= limit else f"{text[:limit]}... ({len(text)} characters)"


def ask(player: int, kind: str, prompt: str, options: Sequence[Option], **kw: Any) -> Decision:
    """Build a decision (helper for the rule modules)."""
    return Decision(player=player, kind=kind, prompt=prompt, options=tuple(options), **kw)


def pick(player: int, kind: str, prompt: str, options: Sequence[Option], lo: int, hi: int,
         check: Callable[[list[str]], str | None] | None = None,
         complete: Callable[[list[str]], list[str]] | None = None) -> Decision:
    """Build a multi-pick decision taking ``lo`` to ``hi`` ids (``complete``: see ``Decision.complete``)."""
    return Decision(player=player, kind=kind, prompt=prompt, options=tuple(options), min=lo, max=hi,
                    multi=True, check=check, complete=complete)


PASS = Option("pass", "Pass", {"play": "pass"})

# What a flow receives for a decision: the chosen Option, or the chosen Options of a multi-pick.
Answer: TypeAlias = Option | list[Option]
# A flow of the rules: yields Decisions, is sent each one's Answer (typed ``Any`` because one flow
# asks both kinds of question), and returns a ``T`` (``Flow[None]`` when it returns nothing).
Flow: TypeAlias = Generator[Decision, Any, T]


class EventKind(StrEnum):
    """Every kind of event the log holds (``Event.kind``); the values are stable (saves, the app and
    recorded games read them). Events are logged through ``actions.log``, which refuses any other kind."""

    # the turn
    PHASE = "phase"                            # a phase begins (data: phase, day)
    TURN_END = "turn_end"                      # the day ends at Nightfall
    COIN_TOSS = "coin_toss"                    # who deals first
    STARTING_GANG = "starting_gang"            # a player's starting gang is paid for
    STANDING = "standing"                      # a player's control and influence at Sundown
    GAME_OVER = "game_over"                    # someone wins, or the day cap ends the game
    PASS = "pass"                              # a player passes in a play window
    BEFORE_PLAY = "before_play"                # a player is about to make a play (data: player, window)
    ANOTHER_PLAY = "another_play"              # a player makes another play at once
    # ghost rock
    GAIN = "gain"                              # a player gains ghost rock
    PAY = "pay"                                # a player pays ghost rock from the stash
    ANTE = "ante"                              # a player antes for the lowball (borrowing if broke)
    REPAY = "repay"                            # a player repays debt to the bank
    GHOST_ROCK_ON = "ghost_rock_on"            # ghost rock is put on a card
    GHOST_ROCK_TAKEN = "ghost_rock_taken"      # ghost rock is taken from a card into a stash
    GHOST_ROCK_SPENT = "ghost_rock_spent"      # ghost rock on a card pays for something
    GHOST_ROCK_MOVED = "ghost_rock_moved"      # ghost rock moves from one card to another
    COLLECT_BOUNTY = "collect_bounty"          # a player collects the bounty on a dude
    COST_REDUCED = "cost_reduced"              # a card lowers what a play costs
    RECOMPENSE = "recompense"                  # the Automaton's twist leaves recompense on a location
    RECOMPENSE_LOST = "recompense_lost"        # recompense on a location is lost
    # cards and zones
    DRAW = "draw"                              # a player draws cards
    DECK_TO_HAND = "deck_to_hand"              # a card goes from a deck to a hand
    TO_HAND = "to_hand"                        # a card goes into its owner's hand
    TO_DECK = "to_deck"                        # cards are shuffled into a deck
    SHUFFLE = "shuffle"                        # a player shuffles their deck
    RESHUFFLE = "reshuffle"                    # a discard pile becomes a new deck
    DISCARD = "discard"                        # a card is discarded (from play or from hand)
    DISCARD_TOP = "discard_top"                # the top cards of a deck are discarded
    ACE = "ace"                                # a card is aced
    LEAVE_PLAY = "leave_play"                  # a card leaves play other than to Boot Hill
    UNACE = "unace"                            # a card goes from Boot Hill to the discard pile
    HARROWED = "harrowed"                      # a Harrowed dude is discarded instead of aced
    JOKER_ACED = "joker_aced"                  # a used Joker is aced
    ENTER_PLAY = "enter_play"                  # a card enters play (bought, built, brought in)
    ATTACH = "attach"                          # a card is attached to another
    EXPERIENCED = "experienced"                # an experienced version replaces a dude
    HAND_REFILLED = "hand_refilled"            # a player has refilled their hand at Nightfall
    LOOK = "look"                              # a player looks at hidden cards
    # card states
    BOOT = "boot"                              # a card boots
    UNBOOT = "unboot"                          # a card unboots
    UNBOOT_ALL = "unboot_all"                  # a player unboots their cards at Nightfall
    STAYS_BOOTED = "stays_booted"              # a card stays booted at Nightfall
    MOVE = "move"                              # a card moves between locations
    SEND_HOME = "send_home"                    # a dude goes home booted
    BOUNTY = "bounty"                          # a dude gains bounty
    BOUNTY_REMOVED = "bounty_removed"          # a dude loses bounty
    CONTROL_POINTS = "control_points"          # a card gains permanent control points
    CONTROL_POINTS_LOST = "control_points_lost"  # a card loses control points
    EXTRA_USE = "extra_use"                    # a card may use an ability once more this turn
    MODIFY = "modify"                          # a card effect changes a stat or a rule for a while
    BLANK = "blank"                            # a card loses its traits and abilities
    PREVENTED = "prevented"                    # something is prevented (data: the prevented event's kind)
    SHOWN_AS = "shown_as"                      # a card counts as another value and suit
    # abilities and tests
    ABILITY = "ability"                        # a player uses a card's ability
    CAST = "cast"                              # a spell is cast, or fails
    SKILL_TEST = "skill_test"                  # a spell's skill test
    SKILL_CHECK = "skill_check"                # a skill check a card asks for
    KUNG_FU_TEST = "kung_fu_test"              # a Kung Fu Technique's test
    COMBO = "combo"                            # a Technique combos into another
    INVENT = "invent"                          # a Gadget is invented
    INVENT_FAIL = "invent_fail"                # a Gadget fails to be invented
    PULL = "pull"                              # a player pulls a card
    PULL_CHECK = "pull_check"                  # a pull compared against a card's value
    JOKER = "joker"                            # a pulled Joker is given a value and suit
    WOULD_BOOT_OR_MOVE = "would_boot_or_move"  # a dude would be booted or moved by an opponent's card
    WOULD_BE_ACED = "would_be_aced"            # a dude in play would be aced by a card effect (not a casualty)
    # callouts, jobs and shootouts
    CALLOUT = "callout"                        # a dude calls out another
    ACCEPT = "accept"                          # a callout is accepted
    REFUSE = "refuse"                          # a callout is refused
    JOB = "job"                                # a job starts
    JOB_SUCCESS = "job_success"                # a job succeeds
    JOB_FAIL = "job_fail"                      # a job fails
    JOIN_POSSE = "join_posse"                  # a dude joins a posse (or leads a job)
    JOINING_BOOT = "joining_boot"              # a dude would boot to join a posse
    POSSES_FORMED = "posses_formed"            # both posses are formed
    SHOOTOUT = "shootout"                      # a shootout starts
    SHOOTOUT_END = "shootout_end"              # a shootout ends
    SHOOTER = "shooter"                        # a player's shooter is chosen
    REDRAW = "redraw"                          # a player discards and redraws draw-hand cards
    REVEAL = "reveal"                          # a player reveals a hand (lowball or shootout)
    REVEAL_DRAW = "reveal_draw"                # the Automaton reveals its draw bonus
    HAND_SHOWN = "hand_shown"                  # a changed draw hand is shown again
    HAND_REPLACED = "hand_replaced"            # a draw hand is replaced by new cards
    HANDS_SWAPPED = "hands_swapped"            # two players swap draw hands
    HAND_RANK = "hand_rank"                    # a hand's rank changes for a while
    ROUND_RESULT = "round_result"              # a shootout round has a winner
    ROUND_TIE = "round_tie"                    # a shootout round is a tie
    CASUALTIES_CHANGED = "casualties_changed"  # the casualties a player takes change
    WOULD_BE_CASUALTY = "would_be_casualty"    # a dude would be discarded or aced as a casualty
    # Gamblin'
    GAMBLIN_WIN = "gamblin_win"                # a player wins the lowball and its pot
    GAMBLIN_TIE = "gamblin_tie"                # identical lowball hands: both redraw
    THIRD_PARTY = "third_party"                # multiplayer: a player sends dudes to join another's posse
    THIRD_PARTY_GONE = "third_party_gone"      # multiplayer: a third party's last dude left the posse it joined
    GAMBLIN_SECOND = "gamblin_second"          # multiplayer: the second lowest hand takes 1 GR of the pot
    POT_REMOVED = "pot_removed"                # multiplayer: the rest of the lowball pot leaves play
    # the Automaton
    AUTOMATON_PULL = "automaton_pull"          # the Automaton makes a pull
    AUTOMATON_RUN = "automaton_run"            # the Automaton's Joker picks its run
    AUTOMATON_HALT = "automaton_halt"          # a shootout ends the Automaton's pull
    # the Boss Battle variant
    VICTORY_POINTS = "victory_points"          # victory points gained, spent or lost (data: amount, total)
    EVENT_DECK = "event_deck"                  # the event deck is shuffled
    EVENT = "event"                            # an event card is flipped and is active (data: event, side)
    EVENT_OVER = "event_over"                  # the previous event is removed from the game
    STUD_BONUS = "stud_bonus"                  # a side would have won: +1 stud bonus tomorrow
    SCENARIO = "scenario"                      # a scenario's own rule acts (set-up, Showboating, Minor Server ...)


EVENT_KINDS: frozenset[str] = frozenset(EventKind)


def event_kind(kind: str) -> str:
    """``kind`` as the plain string an Event stores; a kind outside ``EventKind`` raises ValueError."""
    if kind not in EVENT_KINDS:
        raise ValueError(f"unknown event kind {kind!r}: every kind must be a member of EventKind")
    return str(kind)
