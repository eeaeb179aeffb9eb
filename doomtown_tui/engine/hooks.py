"""Extension points where card scripts plug into the rules without the engine naming any card.

Each extension point is a table in the game's rule set (``GameState.rules``, a ``ruleset.RuleSet``)
mapping a card's DT2 code to a function; this module gives each function's signature, says what it
answers and where the rules ask it, and holds the helpers that consult several cards at once. The
scripts fill the tables through ``ruleset.RuleSetBuilder``; the engine only calls them. For example:

- ``stat_traits``: function(state, source, target, stat) -> list of (delta, reason), a continuous
  trait of an in-play card that changes another card's (or its own) current stat;
- ``setters``: function(state, source, target, stat) -> (value, reason) or None, a trait that sets a
  stat outright (e.g. "is a stud").

A card under a ``blank`` effect (``GameState.blanked``) has no traits: the engine skips it when it
consults the stat, setter, keyword, skill, guard, player, refusal, adjacency, hand-rank and no-trade
traits, its triggered traits, the abilities it grants, and its own abilities.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

StatTrait = Callable[[Any, Any, Any, str], list[tuple[int, str]]]
StatSetter = Callable[[Any, Any, Any, str], tuple[Any, str] | None]


# card code -> function(state, source, card, player) -> change to the cost of playing ``card``
# (``source`` is the card itself when the trait is on the card being played, e.g. a cost reduction).
CostTrait = Callable[[Any, Any, Any, int], int]

# card code -> function(state, source, card, player, location) -> change to the cost of playing ``card``
# at ``location`` (e.g. "spells played at this location cost 1 less"); read by ``high_noon.play_cost``
# when the caller says where the card is played (learning or planting a spell, a card effect attaching one).
LocationCostTrait = Callable[[Any, Any, Any, int, int], int]

# card code -> function(state, dude) -> True while that dude counts its bullets instead of its
# influence towards control of the deed it is at (a trait on the dude itself).
BulletsForControl = Callable[[Any, Any], bool]

# card code -> function(state, source, a, b) -> True if the in-play ``source`` makes locations ``a``
# and ``b`` adjacent (e.g. a deed linked to every Out of Town deed); consulted by
# ``GameState.adjacent`` for every pair of distinct locations other than the town square.
Adjacency = Callable[[Any, Any, int, int], bool]

# card code -> function(state, source, player, name) -> change to a per-player number of the rules
# while ``source`` is in play; names used: "nightfall_discards" (cards a player may discard at
# Nightfall before refilling, 1 by default). See ``player_bonus``.
PlayerTrait = Callable[[Any, Any, int, str], int]


def player_bonus(state: Any, player: int, name: str) -> int:
    """Sum of the in-play ``player_traits`` changes to ``player``'s ``name`` (and the variant's, if any)."""
    total = 0
    if state.boss is not None:
        variant = state.variant
        if variant is not None and variant.player_bonus is not None:
            total += variant.player_bonus(state, player, name)
    if not state.rules.player_traits:
        return total
    for source in state.unblanked(state.in_play()):
        trait = state.rules.player_traits.get(source.card.code)
        if trait is not None:
            total += trait(state, source, player, name)
    return total

# card code -> function(state, source, dude, card, skill) -> change to ``dude``'s ``skill`` rating for a
# skill test made to cast or invent ``card`` (e.g. "+4 Blessed while casting Hymns"). See ``skill_test_bonus``.
SkillTestTrait = Callable[[Any, Any, Any, Any, str], int]


def skill_test_bonus(state: Any, dude: Any, card: Any, skill: str) -> int:
    """Sum of the in-play ``skill_test_traits`` changes to ``dude``'s ``skill`` when testing for ``card``."""
    if not state.rules.skill_test_traits:
        return 0
    total = 0
    for source in state.in_play():
        trait = state.rules.skill_test_traits.get(source.card.code)
        if trait is not None:
            total += trait(state, source, dude, card, skill)
    return total


# card code -> function(state, source, leader, mark) -> True if the in-play ``source`` forbids the
# mark of this callout to refuse it (e.g. callouts made at some kind of location).
NoRefusal = Callable[[Any, Any, Any, Any], bool]

# card code -> function(state, source) -> the most influence each player's dudes may count at any one
# location right now, or None for no limit (e.g. a Sundown limit). The lowest limit applies.
InfluenceCap = Callable[[Any, Any], "int | None"]


def influence_cap(state: Any) -> int | None:
    if not state.rules.influence_caps:
        return None
    caps = []
    table = state.rules.influence_caps
    for source in state.in_play_with("influence_caps", table):   # (cached until play changes)
        cap = table[source.card.code](state, source)
        if cap is not None:
            caps.append(cap)
    return min(caps) if caps else None


# card code -> function(state, card) called when that card, in play, is about to leave its location
# (moved, or sent home from elsewhere); True means the card dealt with it "instead" (e.g. a token
# removed from the game the instant it leaves its location) and the move does not happen.
LeavingLocation = Callable[[Any, Any], bool]

# card code -> function(state, card) -> flow, run once for each such card in a starting gang after
# the gangs are placed and the decks shuffled (e.g. a Gadget dude invented at the start of the game).
StartingGangHook = Callable[[Any, Any], Any]

# card code -> function(state, source, target) -> keywords the in-play ``source`` gives ``target``
# (e.g. "this dude gains the Deputy keyword"); read by ``stats.keywords``.
KeywordTrait = Callable[[Any, Any, Any], "tuple[str, ...]"]

# card code -> function(ctx, source, uid, stat, amount, set_to) -> True if the in-play ``source``
# prevents the change an ability (``ctx``) is about to make to card ``uid`` (e.g. "this dude cannot
# be changed to a draw"); consulted by ``blocks.bonus`` and ``blocks.set_shooter``;
# also with ``stat`` "boot", "move", "go_home_booted", "go_home" (``blocks`` boots and moves), "discard" and
# "ace" (``blocks.discard``/``blocks.ace``), and "affect" (``abilities.shielded``: the card is out of the
# ability's reach altogether, as a target and for every block).
Guard = Callable[[Any, Any, int, str, int, Any], bool]

# --- rules carried by an effect, not by a card ------------------------------------------------------------
# A resolved ability's lasting "cannot" or "is a stud" part belongs to its effect, not to the card that made it:
# it lasts for the effect's duration even if that card leaves play or is blanked (digest B7). A script records it
# as a marker effect of its own ``stat`` (e.g. "onward_guarded") and registers, under that stat, the rule the
# marker carries. The engine consults these rules for every live effect of that stat in ``GameState.effects``
# (never for a card): with no such effect live they cost one table look-up per live effect, nothing more.
# A trait of a card in play ("while this is attached ...") stays a card trait (``guards``, ``setters``).

# effect stat -> function(ctx, effect, uid, stat, amount, set_to) -> True if the live ``effect`` prevents the
# change the ability ``ctx`` is about to make to card ``uid``; asked wherever ``guards`` are, with the same
# ``stat`` names (``blocks.guarded``, ``guards.refusal``, and "affect" in ``abilities.shielded``).
EffectGuard = Callable[[Any, Any, int, str, int, Any], bool]

# effect stat -> function(state, effect, card, stat) -> None, or (delta, set_to): what the live ``effect`` does
# to ``stat`` of its target ``card`` now (``set_to`` None: ``delta`` is added; else the stat is set to it, e.g.
# (0, "stud") for "is a stud while holding a Melee Weapon"). Read by ``stats`` where the effect would be, in
# the order of ``GameState.effects``; asked only for the effect's own target.
EffectStat = Callable[[Any, Any, Any, str], "tuple[int, Any] | None"]

# effect stat -> the triggered traits (``abilities.Trait``) a live effect of that stat carries, each with the code
# of the card whose script registered it: a resolved ability's "should X happen later, then Y". While the effect
# lasts, its trait answers its event as a trait of the effect's source card, for the effect's ``player``, even
# once that card has left play or is blanked; its condition and effect find the effect in ``ctx.extra["effect"]``
# (read by ``abilities.respond`` beside the traits of cards in play).
EffectTraits = tuple[tuple[str, Any], ...]


# card code -> function(state, effect) -> True while a "hand_rank_while" effect created by that card
# counts (a hand-rank change that holds only "while" a condition does); read by ``shootout.ranked_hand``.
RankWhile = Callable[[Any, Any], bool]

# card code -> function(state, card, verb) -> casualties covered beyond the usual when that card has
# just been used to cover one (verb "discard", "ace", "home" or "sidekick"), e.g. "when you ace this
# dude to cover casualties, reduce your remaining casualties by 2"; read by ``shootout.take_casualties``.
CasualtyCover = Callable[[Any, Any, str], int]

# card code -> function(state, source, dude, skill) -> change to ``dude``'s rating in ``skill`` while the
# in-play ``source`` says so (e.g. "Shamans get +2 Shaman while at this deed"); read by ``stats.skill``.
SkillTrait = Callable[[Any, Any, Any, str], int]

# card code -> function(state, card, host) -> False if that card may not attach to ``host`` (e.g. a Totem
# that "can only attach to a deed"); read when a Totem is planted (``high_noon``).
AttachRule = Callable[[Any, Any, Any], bool]

# card code -> function(state, player, card) -> [(location, cost), ...]: places other than its owner's
# home where that dude may be recruited from hand, and its cost there (e.g. "she may enter play at that
# dude's location"); offered as extra "recruit" plays by ``high_noon``.
EntryPoints = Callable[[Any, int, Any], "list[tuple[int, int]]"]

# card code -> function(state, source, card) -> abilities the in-play ``source`` gives ``card`` (e.g. "your
# Shamans gain 'Noon: ...'"); offered by ``abilities.ability_plays`` as ``card``'s own, each used once
# per turn per card, under index ``int(code) * 10 + i`` of the granting card.
GrantedAbilities = Callable[[Any, Any, Any], "tuple[Any, ...]"]

# card code -> (most, pay): an optional extra payment a player may make while recruiting that card from hand
# to lower its cost (e.g. booting dudes of yours to take their influence off the price).
# ``most(state, player, card)`` is the biggest reduction possible now (used to tell whether it is
# affordable); ``pay(state, player, card, cost)`` is a flow that asks, pays and returns the reduction (at
# least enough to bring ``cost`` within the stash). Read by ``high_noon.afford`` and ``high_noon.recruit``.
PlayDiscount = tuple[Callable[[Any, int, Any], int], Callable[[Any, int, Any, int], Any]]

# codes of goods that "cannot be traded": ``high_noon`` offers no trade play for them.

# card code -> function(state, source, dude, gadget) -> the name of another skill ``dude`` may use to invent
# ``gadget`` as if it were Mad Scientist while the in-play ``source`` says so (e.g. "she can invent Mystical
# Gadgets with her Huckster skill"), or None. Read by ``stats.invent_rating``.
InventSkill = Callable[[Any, Any, Any, Any], "str | None"]


# card code -> function(state, source, player, location) -> None, or the uids of the dudes that count as being
# at ``location`` for its abilities: while it returns a tuple, the in-play ``source`` lets ``player`` use the
# abilities of the deed ``location`` as though ``player`` controlled it (e.g. a dude holding the town square
# working the deeds beside it as if she stood there; an empty tuple grants the control alone). Only its
# abilities: the deed's traits, production and control points stay with its real controller. Read by
# ``abilities.can_act`` through ``control_grant``; the dudes go on ``abilities.Ctx.stand_ins``, which the
# ``abilities.dudes`` pools and ``abilities.located`` read.
ControlGrant = Callable[[Any, Any, int, int], "tuple[int, ...] | None"]


def control_grant(state: Any, player: int, location: int) -> tuple[int, ...] | None:
    """None if no card lets ``player`` act as the controller of ``location``; else the dudes that count
    as being there while ``player`` uses its abilities (every granting card's, in uid order)."""
    if not state.rules.control_grants:
        return None
    granted: tuple[int, ...] | None = None
    for source in state.unblanked(state.in_play_with("control_grants", state.rules.control_grants)):
        dudes = state.rules.control_grants[source.card.code](state, source, player, location)
        if dudes is not None:
            granted = (granted or ()) + tuple(d for d in dudes if d not in (granted or ()))
    return granted


# card code -> function(state, source, player, card, purpose) -> True if ``player`` may spend the ghost rock
# kept on the in-play ``source`` (``CardInst.ghost_rock``) on a payment for ``card``; ``purpose`` is "play"
# (the cost of playing ``card`` from hand) or "ability" (a ghost rock cost of one of ``card``'s abilities),
# e.g. "in shootouts, action cards may be paid for with the ghost rock on this deed". Read by
# ``actions.funds`` (what a payment may draw on) and ``actions.spend`` (the payment itself).
PaymentSource = Callable[[Any, Any, int, Any, str], bool]


def payment_sources(state: Any, player: int, card: Any, purpose: str) -> list[Any]:
    """The cards in play holding ghost rock that ``player`` may spend on this payment (uid order)."""
    if not state.rules.payment_sources:
        return []
    return [s for s in state.unblanked(state.in_play_with("payment_sources", state.rules.payment_sources))
            if s.ghost_rock > 0 and state.rules.payment_sources[s.card.code](state, s, player, card, purpose)]


# card code -> function(state, source, dude, keyword, held) -> True if ``dude`` may hold every card of ``held``
# (all of them with the limited ``keyword``: Weapon, Horse or Attire) at once, while ``source`` — the dude or
# one of those cards — is in play (e.g. "this dude can have two Weapons attached"). One of each is allowed by
# default. Read by ``trade.allowed`` (buying, trading, attaching by effect).
HoldLimit = Callable[[Any, Any, Any, str, list], bool]


# --- variants: rules that a whole game plays under (the Boss Battle scenarios) -------------------------------
@dataclass(frozen=True)
class Variant:
    """The rules of a variant scenario (rulebook "Boss Battle! Variant"), registered by name in
    ``RuleSet.variants`` and switched on by ``GameOptions.boss_battle`` (``GameState.boss`` names it).
    Like a card script it plugs into the rules at named points; the engine never names a scenario.
    ``title`` names the scenario for players; ``boss`` is the code of the Boss's card. Every hook is
    optional (None: the ordinary rule):

    - ``opening(state, marked, shuffle)``: a flow replacing the game's set-up (coin toss to first hands);
    - ``phase_begun(state, phase)``: called as each phase begins (after its heading is logged);
    - ``phase_end(state, phase)``: a flow run after each phase (e.g. an event card flipped after Gamblin');
    - ``victory(state)``: a flow replacing the Sundown victory check (it ends the game or not);
    - ``stat(state, card, stat)``: [(delta, reason)] changes to a card's stat in play, like a trait;
    - ``player_bonus(state, player, name)``: a change to a per-player number (``player_bonus`` names);
    - ``town_square(state)``: who controls the town square (the ordinary rule: nobody);
    - ``leaving_to(state, card, zone)``: the zone a card leaving play goes to instead of ``zone``;
    - ``retarget(state, actor, uid, legal)``: a flow returning the uid an opposing effect targets instead of
      ``uid`` (one of ``legal``, the effect's legal targets);
    - ``abilities(state, player)``: abilities the variant gives ``player``'s cards now, as [(card,
      ((index, ability), ...))] (e.g. a Hero's job on their home); indexes must not clash with the card's own
      (the Showstopper's are negative).
    """

    name: str
    title: str = ""                 # the scenario's name for players, e.g. "Boss Battle: The Showstopper"
    boss: str | None = None         # the code of the Boss's card (its victory points are shown on it)
    opening: Callable[[Any, list[list[str]], bool], Any] | None = None
    phase_begun: Callable[[Any, str], None] | None = None
    phase_end: Callable[[Any, str], Any] | None = None
    victory: Callable[[Any], Any] | None = None
    stat: Callable[[Any, Any, str], list[tuple[int, str]]] | None = None
    player_bonus: Callable[[Any, int, str], int] | None = None
    town_square: Callable[[Any], int | None] | None = None
    leaving_to: Callable[[Any, Any, str], str] | None = None
    retarget: Callable[[Any, int, int, list[int]], Any] | None = None
    abilities: Callable[[Any, int], list[tuple[Any, tuple[tuple[int, Any], ...]]]] | None = None
