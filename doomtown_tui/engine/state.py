"""The mutable game state behind a Game: card instances, players, locations, effects, the log.

Only the engine's named actions (``actions.py``) change this state (a test walks the source to keep
it so); the outside world reads it through the snapshots in ``view.py``. A state holds the rule set
it is played with (``rules``) and the card-effect layer the rules reach (``resolution``): both are
shared, immutable, and never copied. Nothing here draws on the wall clock
or the global ``random``: the one RNG lives in ``GameState.rng``, ids come from a counter.
"""
from __future__ import annotations

import copy
import operator
import random
import weakref
from collections.abc import Callable, Container
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from doomtown_tui.engine.cards import CardDef
from doomtown_tui.engine.resolution import Resolution
from doomtown_tui.engine.ruleset import RuleSet

TOWN_SQUARE = 0
BLANK = "blank"          # an effect: the target card loses its traits, abilities and bullet bonuses
NO_ABILITIES = "no_abilities"   # an effect: the target card's own abilities cannot be used
TOWN_SQUARE_NAME = "Town Square"
PHASES = ("setup", "gamblin", "production", "upkeep", "high_noon", "sundown", "nightfall")

# Zones a card can be in.
DECK, HAND, DISCARD, BOOT_HILL, PLAY, DRAW_HAND, REMOVED, PENDING = (
    "deck", "hand", "discard", "boot_hill", "play", "draw_hand", "removed", "pending",
)


@dataclass
class CardInst:
    """One physical card in the game. ``location`` is set for dudes and deeds in play."""

    uid: int
    card: CardDef
    owner: int
    controller: int
    # the state's index of cards in play, held weakly: the index's cached lists hold cards, so a strong
    # reference back would make every state a reference cycle, left for the garbage collector to find
    registry: weakref.ref[PlayIndex] | None = field(default=None, repr=False, compare=False)
    zone: str = DECK
    location: int | None = None
    booted: bool = False
    bounty: int = 0
    attached_to: int | None = None
    attachments: list[int] = field(default_factory=list)
    control_tokens: int = 0          # permanent control points placed on the card
    used: set[str] = field(default_factory=set)   # abilities used this turn
    extra_uses: int = 0              # further uses this turn of an already used ability (granted by a card)
    traded_day: int = 0              # day on which the goods was last moved by trading
    replaced_day: int = 0            # day on which this dude was last replaced (Experienced)
    joker_as: tuple[int, str] | None = None   # value and suit declared for a joker
    shown_as: tuple[int, str] | None = None   # value and suit a card effect gives a card in a draw hand
    ghost_rock: int = 0              # ghost rock kept on the card (not bounty), e.g. in a deed's vault
    if TYPE_CHECKING:   # the storage behind the ``zone`` property set below: no dataclass field at run time
        _zone: str = field(init=False, repr=False, compare=False)

    @property
    def title(self) -> str:
        return self.card.title

    @property
    def type(self) -> str:
        return self.card.type

    def __deepcopy__(self, memo: dict[int, Any]) -> CardInst:
        """A deep copy keeps the index it points to in step with it: the copy of its state's index when the
        whole state is copied (the same ``memo``), else none. (``copy.deepcopy`` keeps a weak reference
        as it is, which would have the copy change the original game's index.)"""
        new = object.__new__(CardInst)
        memo[id(self)] = new
        fields = {name: copy.deepcopy(value, memo) for name, value in self.__dict__.items() if name != "registry"}
        index = self.registry() if self.registry is not None else None
        fields["registry"] = weakref.ref(copy.deepcopy(index, memo)) if index is not None else None
        new.__dict__.update(fields)
        return new


def _set_zone(self: CardInst, value: str) -> None:
    """Keep the state's index of cards in play in step with every zone change."""
    self._zone = value
    index = self.registry() if self.registry is not None else None
    if index is not None:
        if value == PLAY:
            index.add(self.uid)
        else:
            index.discard(self.uid)


# (read through ``attrgetter``, which runs no Python frame: a card's zone is read very often)
CardInst.zone = property(operator.attrgetter("_zone"), _set_zone)  # type: ignore[assignment]


class PlayIndex(dict):  # type: ignore[type-arg]
    """The uids of the cards in play, kept in step by ``CardInst.zone``, with a cache of lists
    derived from it (sorted uids, the in-play cards that have traits, each dude's Noon moves) that any
    change clears."""

    def __init__(self) -> None:
        super().__init__()
        self.cache: dict[Any, Any] = {}
        self.heard: tuple[int, frozenset[str]] = (-1, frozenset())   # (cards counted, event kinds)

    def add(self, uid: int) -> None:
        if uid not in self:
            self[uid] = None
            self.cache.clear()

    def discard(self, uid: int) -> None:
        if uid in self:
            del self[uid]
            self.cache.clear()

    def touch(self) -> None:
        """A card in play changed identity (an Experienced replacement): drop the derived lists."""
        self.cache.clear()

    def sorted_uids(self) -> list[int]:
        uids = self.cache.get("sorted")
        if uids is None:
            uids = self.cache["sorted"] = sorted(self)
        return uids


class Memo:
    """Values derived from the state (stats, keywords, who controls what) kept while one decision's
    options are listed: nothing changes the state meanwhile, so they cannot go stale. ``GameState.memo``
    holds one only during a listing (``abilities.listing``); it is dropped before the decision is asked.

    A value may depend on whose card effect is being checked (``actors``, the acting-player stack: a
    trait may count differently against the other side's effects), so each acting player has a table.
    """

    __slots__ = ("actors", "tables")

    def __init__(self, actors: list[int]) -> None:
        self.actors = actors
        self.tables: dict[int | None, dict[Any, Any]] = {}

    def table(self) -> dict[Any, Any]:
        """The values computed for the player acting now (None: the rules)."""
        actor = self.actors[-1] if self.actors else None
        found = self.tables.get(actor)
        if found is None:
            found = self.tables[actor] = {}
        return found


@dataclass
class PlayerState:
    index: int
    name: str
    outfit: int = 0
    deck: list[int] = field(default_factory=list)       # index 0 is the top
    hand: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)    # last is the top
    boot_hill: list[int] = field(default_factory=list)
    draw_hand: list[int] = field(default_factory=list)
    street: list[int] = field(default_factory=list)     # locations left to right, home included
    out_of_town: list[int] = field(default_factory=list)
    stash: int = 0
    debt: int = 0
    hand_size: int = 5
    gang_pick: list[int] = field(default_factory=list)  # starting gang under construction
    next_side: str = "left"
    victory_points: int = 0     # multiplayer rules (3+ seats): scored at Sundown, never lost
    scored_today: int = 0       # victory points scored at this day's Sundown (a tie-break)


@dataclass
class Effect:
    """A modifier with a duration. It never changes printed values; stats read it on demand.

    ``stat`` names what changes (``bullets``, ``influence``, ``value``, ``control``, ``production``,
    ``upkeep``, ``shooter``, ``skill:Huckster``, ``hand_rank``, ``keyword`` ...). ``amount`` adds,
    ``set_to`` replaces (applied after additions). ``until`` is one of ``shootout``, ``round``,
    ``turn`` (ends at Nightfall, in the step of the first player to reach it: the Dealer's), ``nightfall``
    (ends when the Nightfall phase does, after every player's step), ``sundown``, ``production``, ``upkeep``
    (ends after the Upkeep phase), ``noon`` (ends when the next High Noon starts) or ``permanent`` (ends when
    the target leaves play).
    ``player`` targets a player (hand rank, hand size) instead of a card.
    ``while_at`` (an extension of the engine contract): a location; the effect also ends as soon as its
    target leaves that location (moved, or sent home from it), whether or not the card that made it is
    still in play ("until this dude leaves that location"; ``actions.move``, ``actions.send_home_booted``).
    """

    uid: int
    source: int | None
    stat: str
    amount: int = 0
    set_to: Any = None
    target: int | None = None
    player: int | None = None
    until: str = "turn"
    reason: str = ""
    while_at: int | None = None


@dataclass
class PosseState:
    player: int
    dudes: list[int] = field(default_factory=list)
    shooter: int | None = None


@dataclass
class ShootoutState:
    """A running shootout (or the shootout inside a job)."""

    location: int
    leader: int
    mark: int | None
    leader_player: int
    mark_player: int
    posses: dict[int, PosseState] = field(default_factory=dict)
    round: int = 1
    job: bool = False
    fought: bool = False          # a shootout actually started (an unopposed job has none)
    hands: dict[int, Any] = field(default_factory=dict)     # player -> poker.Hand once revealed
    revealed: bool = False
    headline_used: bool = False
    cheatin_punished: set[int] = field(default_factory=set)
    used: set[str] = field(default_factory=set)      # abilities limited to once per shootout
    casualties: dict[int, int] = field(default_factory=dict)
    winner: int | None = None     # of the current round (rounds) and, once the shootout ends, of the shootout
    loser: int | None = None
    settled: bool = False         # a posse has been emptied: ``victor`` won the shootout (None: nobody)
    victor: int | None = None
    # multiplayer rules: players invited to send third-party dudes, each to the side (the posse's owner,
    # the Leader's or the Mark's player) they joined; and whether the posses are formed (breakin' and
    # enterin' bounty waits for that with three or more seats)
    allies: dict[int, int] = field(default_factory=dict)
    formed: bool = False

    def posse(self, player: int) -> PosseState:
        return self.posses[player]

    def opponent_of(self, player: int) -> int:
        """The other side's posse owner; for a third-party player, the side opposing the one they joined."""
        side = self.side_of(player)
        return self.mark_player if side == self.leader_player else self.leader_player

    def side_of(self, player: int) -> int | None:
        """Whose posse ``player`` fights in: their own (the Leader's or the Mark's player), the one they
        joined as a third party (multiplayer rules), or None if they take no part."""
        return player if player in self.posses else self.allies.get(player)

    def allies_of(self, side: int) -> list[int]:
        """The third-party players in ``side``'s posse, in the order they joined."""
        return [p for p, s in self.allies.items() if s == side]

    def in_posse(self, uid: int) -> int | None:
        for player, posse in self.posses.items():
            if uid in posse.dudes:
                return player
        return None

    def in_posse_of(self, player: int, uid: int) -> bool:
        """Is ``uid`` in the posse ``player`` fights in (``side_of``)? With the multiplayer rules a third
        party's dudes stand in the posse it joined, where that player uses their Shootout abilities."""
        side = self.side_of(player)
        return side is not None and self.in_posse(uid) == side


@dataclass
class PullState:
    """The Automaton pull in progress (rulebook "Automaton Pulls"): the card pulled, its suit (or
    ``joker``), the suit of the run being resolved (a Joker runs four), and the step of that run."""

    uid: int | None
    label: str
    suit: str
    run: str
    step: int = 1
    played: bool = False
    used: bool = False


@dataclass
class AutomatonState:
    """The solo variant (rulebook "Automaton Variant"): which seat the Automaton holds, its archetype
    and twists, and what it is doing. Everything here is rebuilt by replaying a save."""

    seat: int
    archetype: str = "gunfighter"
    twists: frozenset[str] = frozenset()
    pull: PullState | None = None
    pulls: int = 0                                      # Automaton pulls made so far this game
    revealed: set[int] = field(default_factory=set)     # draw-bonus cards revealed this round (shootout hand)
    recompense: dict[int, int] = field(default_factory=dict)   # location -> GR waiting (Delayed Recompense)

    def has(self, twist: str) -> bool:
        return twist in self.twists


@dataclass
class BossBattleState:
    """The Boss Battle variant (rulebook "Boss Battle! Variant"; engine extension): the scenario played,
    which seat is the Villain, how many Heroes oppose it (a parameter: two seats make one Hero), the
    victory points (on the Boss's card, by its uid, and each Hero's own), the event deck and the active
    event (indexes into ``event_cards``, the titles, sides and texts the options gave), the +1 stud
    bonus each side won for today at the last victory check, and why the game ended. Everything here
    is rebuilt by replaying a save."""

    scenario: str
    villain: int
    heroes: int = 1
    boss_vp: dict[int, int] = field(default_factory=dict)     # card uid -> victory points on it
    hero_vp: dict[int, int] = field(default_factory=dict)     # Hero seat -> its own victory points
    event_cards: tuple[Any, ...] = ()                         # the event deck's cards (``event_deck.EventCard``)
    event_deck: list[int] = field(default_factory=list)       # indexes into ``event_cards``, top first
    active_event: int | None = None                           # index of the event in force this turn
    stud_bonus: dict[int, int] = field(default_factory=dict)  # seat -> stud bonus for its posses today
    bonus_day: int = 0                                        # the day ``stud_bonus`` is for
    result: str | None = None                                 # why the game ended (a ``RESULTS`` key)

    def is_villain(self, player: int) -> bool:
        return player == self.villain

    @property
    def hero_seats(self) -> tuple[int, ...]:
        return tuple(p for p in range(self.heroes + 1) if p != self.villain)


@dataclass
class Event:
    """One entry of the game log: a stable ``kind`` (an ``EventKind`` value), a human ``text`` and structured
    ``data``."""

    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Resolving:
    """An ability being resolved, kept while its decisions are asked (extension): whose it is, the
    card, the ability's index, window and effect tags. Lets a chooser (the Automaton) and the app
    tell what a ``target`` question is for."""

    player: int
    uid: int
    index: int
    window: str
    tags: frozenset[str]


@dataclass
class GameState:
    seed: int
    players: list[PlayerState]
    cards: dict[int, CardInst] = field(default_factory=dict)
    rng: random.Random = field(default_factory=random.Random)
    day: int = 1
    phase: str = "setup"
    dealer: int = 0
    first_dealer: int = 0
    next_uid: int = 1
    effects: list[Effect] = field(default_factory=list)
    shootout: ShootoutState | None = None
    events: list[Event] = field(default_factory=list)
    winner: int | None = None
    over: bool = False
    max_days: int | None = None
    pot: int = 0
    cheatin: set[int] = field(default_factory=set)
    lowball_shown: bool = False    # the lowball's draw hands are revealed (public) until they are discarded
    gamblin_punished: set[int] = field(default_factory=set)   # hit by a Cheatin' Resolution this lowball
    tao_targets: dict[int, dict[str, int]] = field(default_factory=dict)   # attached Tao Technique -> its targets
    react_cursor: int = 0          # events before this index have had their traits and React windows
    react_frames: list[int] = field(default_factory=list)   # open React windows: where each one's new events begin
    reacted: set[int] = field(default_factory=set)          # events past the cursor answered in nested windows
    play_index: PlayIndex = field(default_factory=PlayIndex)   # uids in play (kept by CardInst.zone)
    automaton: AutomatonState | None = None      # the solo variant, when one seat is the Automaton
    boss: BossBattleState | None = None          # the Boss Battle variant (its scenario's rules: ``variant``)
    resolving: list[Resolving] = field(default_factory=list)   # abilities being resolved, innermost last
    acting: list[int] = field(default_factory=list)   # players whose card effect is being checked or run now
    computing: set[str] = field(default_factory=set)  # card codes whose trait is being worked out now (no re-entry)
    pulled: list[int] = field(default_factory=list)   # pulled cards waiting for their effect to resolve (digest B47)
    rules: RuleSet = field(default_factory=RuleSet, repr=False, compare=False)   # the card scripts and hooks in force
    resolution: Resolution = field(default_factory=Resolution, repr=False, compare=False)   # the card-effect layer
    # The Game's recorder of restart points (``checkpoints.py``), called by the flow at each one with
    # the phase and, inside the High Noon window, its turn; not part of the game's data.
    checkpoint: Callable[[str, tuple[int, int, bool] | None], None] | None = field(
        default=None, repr=False, compare=False)
    memo: Memo | None = field(default=None, repr=False, compare=False)   # open only while options are listed
    # the Game is replaying answers it already has: play windows list only as far as each answer needs
    # (``windows.Listed``); not part of the game's data
    listing_lazily: bool = field(default=False, repr=False, compare=False)

    @property
    def variant(self) -> Any:
        """The rules of the Boss Battle scenario being played (``hooks.Variant`` from ``rules.variants``),
        or None in an ordinary game."""
        boss = self.boss
        return None if boss is None else self.rules.variants.get(boss.scenario)

    def blanked(self, uid: int) -> bool:
        """Has card ``uid`` lost its text for now (a ``blank`` effect: no traits, no abilities, no
        bullet bonus)? Honoured wherever the rules look up a card's traits or abilities."""
        return bool(self.effects) and any(e.stat == BLANK and e.target == uid for e in self.effects)

    def in_play_with(self, key: str, table: Container[str]) -> list[CardInst]:
        """The cards in play whose code is in ``table`` (a rule-set table), blanked ones included; cached
        under ``key`` until play changes."""
        cache = self.play_index.cache
        found = cache.get(key)
        if found is None:
            found = cache[key] = [c for c in self.in_play() if c.card.code in table]
        return found  # type: ignore[no-any-return]

    def unblanked(self, cards: list[CardInst]) -> list[CardInst]:
        """``cards`` without the blanked ones (the same list when nothing is blanked)."""
        for effect in self.effects:     # (a plain loop: this is asked very often, and mostly finds nothing)
            if effect.stat == BLANK:
                return [c for c in cards if not self.blanked(c.uid)]
        return cards

    def new_uid(self) -> int:
        uid = self.next_uid
        self.next_uid += 1
        return uid

    # --- seats (2 to 4, numbered clockwise around the table) ----------------------------------
    def next_seat(self, player: int) -> int:
        """The seat to the left of ``player``'s (clockwise; the seats are numbered that way)."""
        return (player + 1) % len(self.players)

    def order_from(self, player: int) -> list[int]:
        """Every seat, clockwise from ``player``'s (``player`` first)."""
        n = len(self.players)
        return [(player + i) % n for i in range(n)]

    def opponents(self, player: int) -> list[int]:
        """Every other seat, clockwise from ``player``'s."""
        return self.order_from(player)[1:]

    def opponent(self, player: int) -> int:
        """The other seat of a two-seat game (a rule that means "the other one": the Automaton's, a
        Boss Battle's); with more seats there is no single opponent (see ``opponents``)."""
        assert len(self.players) == 2, "only a two-seat game has a single opponent"
        return self.opponents(player)[0]

    def order_from_dealer(self) -> list[int]:
        return self.order_from(self.dealer)

    def first_to_act(self) -> int:
        """Who starts a round of turns now: the Dealer, but in a shootout the Dealer has no posse in,
        the Leader (multiplayer rules; in a two-seat game the Dealer always has a posse in it)."""
        so = self.shootout
        if so is not None and so.side_of(self.dealer) is None:   # (a Dealer sending third-party dudes is in it)
            return so.leader_player
        return self.dealer

    def turn_order(self) -> list[int]:
        """Every seat, clockwise from ``first_to_act``."""
        return self.order_from(self.first_to_act())

    def card(self, uid: int) -> CardInst:
        return self.cards[uid]

    def in_play(self) -> list[CardInst]:
        cards = self.cards
        cached = self.play_index.cache.get("cards")
        if cached is None:
            cached = self.play_index.cache["cards"] = [cards[uid] for uid in self.play_index.sorted_uids()]
        return cached

    def _dudes(self) -> list[CardInst]:
        """The dudes in play, whoever controls them (cached until play changes: a card's type changes
        only with its identity, ``PlayIndex.touch``). Not to be changed by callers."""
        cache = self.play_index.cache
        dudes = cache.get("dudes")
        if dudes is None:
            dudes = cache["dudes"] = [c for c in self.in_play() if c.card.type == "dude"]
        return dudes  # type: ignore[no-any-return]

    def dudes_in_play(self, controller: int | None = None) -> list[CardInst]:
        if controller is None:
            return list(self._dudes())
        return [c for c in self._dudes() if c.controller == controller]

    def dudes_at(self, location: int, controller: int | None = None) -> list[CardInst]:
        return [d for d in self._dudes()
                if d.location == location and (controller is None or d.controller == controller)]

    # --- locations ------------------------------------------------------------------------
    def locations(self) -> list[int]:
        out = [TOWN_SQUARE]
        for p in self.players:
            out.extend(p.street)
            out.extend(p.out_of_town)
        return out

    def is_location(self, loc: int) -> bool:
        return loc == TOWN_SQUARE or (loc in self.cards and self.cards[loc].zone == PLAY and
                                      self.cards[loc].card.type in ("deed", "outfit"))

    def location_name(self, loc: int | None) -> str:
        if loc is None:
            return ""
        if loc == TOWN_SQUARE:
            return TOWN_SQUARE_NAME
        return self.cards[loc].card.title

    def home_of(self, player: int) -> int:
        return self.players[player].outfit

    def is_home(self, loc: int) -> bool:
        return loc != TOWN_SQUARE and self.cards[loc].card.type == "outfit"

    def location_owner(self, loc: int) -> int | None:
        return None if loc == TOWN_SQUARE else self.cards[loc].owner

    def is_out_of_town(self, loc: int) -> bool:
        return loc != TOWN_SQUARE and self.cards[loc].card.has("Out of Town")

    def is_private(self, loc: int) -> bool:
        if loc == TOWN_SQUARE:
            return False
        card = self.cards[loc].card
        return card.type == "outfit" or card.has("Private")

    def adjacent(self, a: int, b: int) -> bool:
        """Adjacency: neighbours on a street, and the town square beside every in-town location."""
        if a == b:
            return False
        if TOWN_SQUARE in (a, b):
            other = b if a == TOWN_SQUARE else a
            return not self.is_out_of_town(other)
        for p in self.players:
            street = p.street
            if a in street and b in street and abs(street.index(a) - street.index(b)) == 1:
                return True
        return self._adjacent_by_trait(a, b)

    def _adjacent_by_trait(self, a: int, b: int) -> bool:
        """Adjacency granted by a card's trait (``RuleSet.adjacency``), e.g. Out of Town links: the
        trait of either location or of a card attached to it (a Totem)."""
        adjacency = self.rules.adjacency
        if not adjacency:
            return False
        cache = self.play_index.cache
        sources = cache.get("adjacency")     # the cards in play with such a trait (usually none)
        if sources is None:
            sources = cache["adjacency"] = [c for c in self.in_play() if c.card.code in adjacency]
        for source in self.unblanked(sources) if sources else ():
            where = source.uid if source.attached_to is None else source.attached_to   # a location, or its Totem's
            if where in (a, b) and adjacency[source.card.code](self, source, a, b):
                return True
        return False

    def nearby(self, a: int, b: int) -> bool:
        return a == b or self.adjacent(a, b)
