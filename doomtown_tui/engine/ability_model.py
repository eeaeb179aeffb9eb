"""The ability model: what a card script declares (``Ability``, ``Trait``, ``ReactSpec``, ``JobSpec``,
``Target``, ``Cost``) and the context one use of an ability runs in (``Ctx``).

Plain data with the few predicates that belong to it (a target's candidates, a card out of an
ability's reach). Running abilities — offering them, paying costs, resolving effects — is
``abilities.py``'s job; the card scripts import these names from there.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from doomtown_tui.engine import state as model
from doomtown_tui.engine.decision import Flow
from doomtown_tui.engine.state import TOWN_SQUARE, CardInst, Event, GameState

RULES = "rules"   # a ``Resolving`` entry's window while the rules themselves act inside an ability (a job's shootout)
WINDOWS = ("noon", "shootout", "noon_shootout", "resolution", "cheatin_resolution", "react")
# Effect tags (rulebook "Effect Priorities"), read by the Automaton: the kind of effect an ability (or
# one mode of it, ``blocks.choose_mode``) has. "bounty" marks bounty put on a dude, "pay" a mode that
# spends ghost rock (the Automaton's Paying reflex), "callout" and "another_play" what their names say,
# "move" an effect that moves the dude it targets to another location (into a posse too).
TAGS = frozenset(("penalty", "bonus", "leave_play", "enter_play", "boot", "unboot", "stud_draw", "bullets", "other",
                  "bounty", "pay", "callout", "another_play", "move", "hand_rank"))


# --- the context of one use ---------------------------------------------------------------------
@dataclass
class Ctx:
    """Everything an effect needs: the state, who uses the ability, the card, chosen targets."""

    state: GameState
    player: int
    card: CardInst
    ability: Ability
    targets: dict[str, int] = field(default_factory=dict)
    performer: int | None = None      # the dude performing a Technique or casting a spell
    event: Event | None = None        # the event a React or trait answers
    succeeded: bool = True            # a skill or Kung Fu test passed
    extra: dict[str, Any] = field(default_factory=dict)
    stand_ins: tuple[int, ...] = ()   # dudes counting as at the ability's location for this use (``located``)

    @property
    def dude(self) -> CardInst | None:
        """"This dude": the card itself if a dude, the dude it is attached to, or the performer."""
        if self.performer is not None:
            return self.state.cards[self.performer]
        if self.card.card.type == "dude":
            return self.card
        if self.card.attached_to is not None:
            host = self.state.cards[self.card.attached_to]
            return host if host.card.type == "dude" else None
        return None

    def t(self, name: str) -> CardInst:
        """The card chosen for target ``name``."""
        return self.state.cards[self.targets[name]]

    @property
    def opponent(self) -> int:
        """"Your opponent": in a shootout you take part in, the other posse's player; otherwise
        the first other seat clockwise (with two seats, the other player). A card that lets you pick
        among several opponents lists ``opponents``."""
        so = self.state.shootout
        if so is not None and so.side_of(self.player) is not None:   # a third party: the side opposing its own
            return so.opponent_of(self.player)
        return self.state.opponents(self.player)[0]

    def opposes(self, player: int) -> bool:
        """Is ``player`` against this ability's player: in a shootout they take part in, the other side's
        posse owner (``opponent``); otherwise any other seat (with two seats, both are the other player)."""
        so = self.state.shootout
        if so is not None and so.side_of(self.player) is not None:
            return player == self.opponent
        return player != self.player

    @property
    def opponents(self) -> list[int]:
        """Every other seat, clockwise from this ability's player (an "opposing" card is any of theirs)."""
        return self.state.opponents(self.player)

    @property
    def in_shootout(self) -> bool:
        return self.state.shootout is not None

    @property
    def duration(self) -> str:
        """Default length of an effect: Noon to the end of the turn, Shootout to the end of the
        shootout, Resolution to the end of the round (digest B7)."""
        window = self.ability.window
        if window in ("resolution", "cheatin_resolution"):
            return "round"
        if window == "shootout" or (self.in_shootout and window in ("noon_shootout", "react")):
            return "shootout"
        if window == "react":
            return "phase"      # a React outside a shootout lasts to the end of the phase (digest B7)
        return "turn"


Check = Callable[[Ctx], bool]
Effect = Callable[[Ctx], Flow[Any] | None]


# --- targets --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Target:
    """A card the ability chooses when announced. ``pool`` lists candidates; ``where`` filters."""

    name: str
    pool: Callable[[Ctx], Iterable[CardInst]]
    where: Callable[[Ctx, CardInst], bool] = lambda ctx, card: True
    prompt: str = "Choose a target"
    side: str = "any"   # own / opposing / any: for the Automaton's target priorities
    town_square: Callable[[Ctx], bool] | None = None   # a location target: the town square is a choice too when true
    # what the effect changes on the target, as a guard reads it: (stat, amount, set_to), e.g. ("boot", 0, None),
    # ("bullets", -3, None), ("shooter", 0, "draw"). A card on which a protection refuses every one of them is
    # no candidate: an ability that could change nothing cannot be used (rulebook "Resolving Abilities").
    changes: tuple[tuple[str, int, Any], ...] = ()
    # the places the effect may move the dude picked to (a move or a posse's location), when known as the
    # target is chosen: the Automaton's check rule reads them (``choose_card``'s ``moves_to``)
    moves_to: Callable[[Ctx], list[int]] | None = None

    def candidates(self, ctx: Ctx) -> list[CardInst]:
        return [c for c in self.pool(ctx) if self.where(ctx, c) and not shielded(ctx, c) and self._changeable(ctx, c)]

    def any_candidate(self, ctx: Ctx) -> bool:
        """Is there a candidate at all (``candidates`` non-empty; stops at the first one found)?"""
        return any(self.where(ctx, c) and not shielded(ctx, c) and self._changeable(ctx, c) for c in self.pool(ctx))

    def _changeable(self, ctx: Ctx, card: CardInst) -> bool:
        if not self.changes or not (ctx.state.rules.guards or ctx.state.effects):
            return True
        return any(guard_reason(ctx, card.uid, stat, amount, set_to) is None for stat, amount, set_to in self.changes)

    def choices(self, ctx: Ctx) -> list[int]:
        """The uids to choose from: the candidates, and the town square for a location target that allows it."""
        square = [TOWN_SQUARE] if self.town_square is not None and self.town_square(ctx) else []
        return square + [c.uid for c in self.candidates(ctx)]


def shielded(ctx: Ctx, card: CardInst) -> bool:
    """Is ``card`` out of this ability's reach? True for a Shootout ability (or a Noon/Shootout one
    used in a shootout) against a card under a "shielded" effect whose ``set_to`` names another
    player: only that player's Shootout abilities may still target or affect the card. Also true when
    an in-play card's guard (``RuleSet.guards``, stat "affect") or a live effect's (``RuleSet.effect_guards``)
    keeps the card out of this ability's reach."""
    guards = ctx.state.rules.guards
    if guards and any(guards[s.card.code](ctx, s, card.uid, "affect", 0, None) for s in guard_sources(ctx.state)):
        return True
    if ctx.state.effects and effect_guard(ctx, card.uid, "affect") is not None:
        return True
    window = ctx.ability.window
    if window != "shootout" and not (window == "noon_shootout" and ctx.state.shootout is not None):
        return False
    return any(e.stat == "shielded" and e.target == card.uid and e.set_to != ctx.player for e in ctx.state.effects)


def guard_sources(state: GameState) -> list[CardInst]:
    """The cards in play whose scripts register a guard (cached until play changes)."""
    return state.unblanked(state.in_play_with("guards", state.rules.guards))


def guard_reason(ctx: Ctx, uid: int, stat: str, amount: int = 0, set_to: Any = None) -> str | None:
    """What keeps the ability ``ctx`` from changing card ``uid``'s ``stat`` (by ``amount``, or to ``set_to``): a
    guarding card's title (``RuleSet.guards``) or a live effect's reason (``effect_guard``); None if nothing does.
    Asks, never logs."""
    state = ctx.state
    if state.rules.guards:
        for source in guard_sources(state):     # a blanked card has no guard (``hooks``)
            if state.rules.guards[source.card.code](ctx, source, uid, stat, amount, set_to):
                return source.title
    if state.effects:
        carrier = effect_guard(ctx, uid, stat, amount, set_to)
        if carrier is not None:
            return carrier.reason or carrier.stat
    return None


def effect_guard(ctx: Ctx, uid: int, stat: str, amount: int = 0, set_to: Any = None) -> model.Effect | None:
    """The first live effect whose own "cannot" rule (``RuleSet.effect_guards``, by effect stat; see
    ``hooks.EffectGuard``) prevents the change the ability ``ctx`` is about to make to card ``uid``'s ``stat``,
    or None. Such a rule lasts as long as its effect, whether or not the card that made it is still in play
    or blanked (digest B7)."""
    table = ctx.state.rules.effect_guards
    if not table:
        return None
    for eff in ctx.state.effects:
        guard = table.get(eff.stat)
        if guard is not None and guard(ctx, eff, uid, stat, amount, set_to):
            return eff
    return None


# --- costs -------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Cost:
    """A cost: ``can`` says whether it can be paid now, ``pay`` pays it (possibly asking)."""

    label: str
    can: Check
    pay: Callable[[Ctx], Flow[Any] | None]


# --- abilities ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class JobSpec:
    """A Noon Job: the mark (a Target; its pool gives dudes or locations; or the uid of a fixed
    location such as the town square, ``TOWN_SQUARE``) and what success does."""

    mark: Target | int
    on_success: Effect
    leader_where: Callable[[Ctx, CardInst], bool] = lambda ctx, dude: True
    on_start: Effect | None = None      # text before "If successful", resolved before the posses form
    on_join: Callable[[Ctx, int], None] | None = None        # for each dude joining the leader's posse
    posse_ok: Callable[[Ctx, list[int]], bool] | None = None  # a posse requirement (see ``job.job``)
    # read-only extension for the app: ``posse_ok`` in words, with the numbers for this posse
    posse_need: Callable[[Ctx, list[int]], str] | None = None
    # the other side must oppose (no "oppose?" question); the function returns the uids of cards (e.g. a token
    # it puts into play at the mark) that join the opposing posse before its dudes may join
    forced_opposition: Callable[[Ctx], list[int]] | None = None


@dataclass(frozen=True)
class Ability:
    """One ability of a card. ``effect(ctx)`` may be a plain function or a generator."""

    window: str
    effect: Effect
    name: str = ""
    costs: tuple[Cost, ...] = ()
    targets: tuple[Target, ...] = ()
    repeat: bool = False
    prefix: str = ""                  # "" / "controller" / "owner"
    requirement: Check | None = None  # must hold when announced (digest B1)
    brings_in: bool = False           # moves a dude into the shootout (presence exception)
    cast: tuple[str, int] | Callable[[Ctx], int] | None = None   # spell: ("Hex", difficulty) or difficulty fn
    technique: bool = False
    needs_shootout: bool = False      # a Cheatin' Resolution that only works in a shootout
    job: JobSpec | None = None
    once_per_shootout: bool = False
    react: ReactSpec | None = None
    combo: Check | None = None        # a Tao Technique's Combo condition
    tags: frozenset[str] = frozenset({"other"})
    # the tags of one use when what the effect does depends on the moment (Coachwhip! boots outside a shootout,
    # aces in one); ``tags`` then lists every kind it may have. Read through ``effect_tags``.
    tags_now: Callable[[Ctx], frozenset[str]] | None = None
    from_hand: bool = False           # used from its owner's hand (e.g. a goods attached as a Shootout play)
    on_fail: Effect | None = None     # a spell's "if unsuccessful" clause, resolved when its skill test fails

    def effect_tags(self, ctx: Ctx) -> frozenset[str]:
        """The effect tags of this use (``tags_now`` when given, else ``tags``): what the Automaton reads."""
        return self.tags if self.tags_now is None else self.tags_now(ctx)

    def fits(self, window: str) -> bool:
        if self.window == "noon_shootout":
            return window in ("noon", "shootout")
        return self.window == window


@dataclass(frozen=True)
class ReactSpec:
    """When a React (or triggered trait) answers: an event kind and a condition on the event."""

    event: str
    condition: Callable[[Ctx, Event], bool] = lambda ctx, ev: True


@dataclass(frozen=True)
class Trait:
    """A triggered trait: resolves by itself when its event happens (optional ones ask first)."""

    event: str
    effect: Effect
    condition: Callable[[Ctx, Event], bool] = lambda ctx, ev: True
    optional: bool = False
    prompt: str = ""
    own_departure: bool = False   # answers its own card leaving play ("when this is discarded"): its owner's
    triggered: ClassVar[bool] = True   # tells it from an Ability in ``RuleSetBuilder.script``
