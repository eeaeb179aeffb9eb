"""The rule set a game is played with: every card script's abilities and traits, and the extension
points (``hooks``) by which scripts plug into the rules.

The card scripts (``doomtown_tui/scripts/``, above the engine) fill a ``RuleSetBuilder``; ``build()``
freezes it into a ``RuleSet``, built once per process and shared by every game that uses it
(``GameState.rules``): nothing in it changes while games run, so two games — in one thread or two —
cannot see each other. The engine never imports the scripts: it finds the builder function through the
``doomtown_tui.rules`` entry point (``default_rules``), the way a plugin is found.

Each table maps a card's DT2 code to a function; ``hooks.py`` documents what each function answers and
where the rules ask it.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from functools import cache
from importlib import metadata
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from doomtown_tui.engine import hooks

if TYPE_CHECKING:
    from doomtown_tui.engine.state import CardInst, GameState

ENTRY_POINT_GROUP = "doomtown_tui.rules"
STANDARD = "standard"   # the entry point naming the box's card scripts


@dataclass(frozen=True)
class CardScript:
    """What one card's script declares: its abilities (by index) and its triggered traits."""

    code: str
    abilities: tuple[Any, ...] = ()   # ``abilities.Ability``
    traits: tuple[Any, ...] = ()      # ``abilities.Trait``


class ScriptIndex:
    """One card script sorted for the listings, worked out once when the rule set is built: its abilities
    (with their indexes) by the windows they fit, its Reacts and triggered traits by event kind."""

    __slots__ = ("_reacts", "_traits", "_windows", "entry")

    def __init__(self, entry: CardScript) -> None:
        self.entry = entry
        abilities = list(enumerate(entry.abilities))
        self._windows: Mapping[str, tuple[tuple[int, Any], ...]] = MappingProxyType({
            w: tuple((i, a) for i, a in abilities if a.fits(w)) for w in WINDOWS})
        self._reacts: Mapping[str, tuple[tuple[int, Any], ...]] = MappingProxyType({
            kind: tuple((i, a) for i, a in abilities if a.react is not None and a.react.event == kind)
            for kind in {a.react.event for _, a in abilities if a.react is not None}})
        self._traits: Mapping[str, tuple[Any, ...]] = MappingProxyType({
            kind: tuple(t for t in entry.traits if t.event == kind) for kind in {t.event for t in entry.traits}})

    def fitting(self, windows: tuple[str, ...]) -> tuple[tuple[int, Any], ...]:
        """The abilities (with their indexes, in the script's order) that fit any of ``windows``."""
        if len(windows) == 1:
            return self._windows.get(windows[0], ())
        found = {i: a for w in windows for i, a in self._windows.get(w, ())}
        return tuple(sorted(found.items(), key=lambda pair: pair[0]))

    def reacts(self, kind: str) -> tuple[tuple[int, Any], ...]:
        """The Reacts (with their indexes) answering events of ``kind``."""
        return self._reacts.get(kind, ())

    def traits(self, kind: str) -> tuple[Any, ...]:
        """The triggered traits answering events of ``kind``."""
        return self._traits.get(kind, ())


WINDOWS = ("noon", "shootout", "noon_shootout", "resolution", "cheatin_resolution", "react")


def _index(scripts: Mapping[str, CardScript]) -> Mapping[str, ScriptIndex]:
    return MappingProxyType({code: ScriptIndex(entry) for code, entry in scripts.items()})


def _empty() -> Mapping[str, Any]:
    return MappingProxyType({})


@dataclass(frozen=True)
class RuleSet:
    """The immutable rules of a game: card scripts and every hook table (see ``hooks.py``)."""

    scripts: Mapping[str, CardScript] = field(default_factory=_empty)
    stat_traits: Mapping[str, hooks.StatTrait] = field(default_factory=_empty)
    setters: Mapping[str, hooks.StatSetter] = field(default_factory=_empty)
    cost_traits: Mapping[str, hooks.CostTrait] = field(default_factory=_empty)
    location_cost_traits: Mapping[str, hooks.LocationCostTrait] = field(default_factory=_empty)
    bullets_for_control: Mapping[str, hooks.BulletsForControl] = field(default_factory=_empty)
    adjacency: Mapping[str, hooks.Adjacency] = field(default_factory=_empty)
    player_traits: Mapping[str, hooks.PlayerTrait] = field(default_factory=_empty)
    skill_test_traits: Mapping[str, hooks.SkillTestTrait] = field(default_factory=_empty)
    no_refusal: Mapping[str, hooks.NoRefusal] = field(default_factory=_empty)
    influence_caps: Mapping[str, hooks.InfluenceCap] = field(default_factory=_empty)
    leaving_location: Mapping[str, hooks.LeavingLocation] = field(default_factory=_empty)
    starting_gang: Mapping[str, hooks.StartingGangHook] = field(default_factory=_empty)
    keyword_traits: Mapping[str, hooks.KeywordTrait] = field(default_factory=_empty)
    guards: Mapping[str, hooks.Guard] = field(default_factory=_empty)
    effect_guards: Mapping[str, hooks.EffectGuard] = field(default_factory=_empty)   # by effect stat, not card
    effect_stats: Mapping[str, hooks.EffectStat] = field(default_factory=_empty)     # by effect stat, not card
    effect_traits: Mapping[str, hooks.EffectTraits] = field(default_factory=_empty)  # by effect stat, not card
    rank_while: Mapping[str, hooks.RankWhile] = field(default_factory=_empty)
    casualty_cover: Mapping[str, hooks.CasualtyCover] = field(default_factory=_empty)
    skill_traits: Mapping[str, hooks.SkillTrait] = field(default_factory=_empty)
    attach_rules: Mapping[str, hooks.AttachRule] = field(default_factory=_empty)
    entry_points: Mapping[str, hooks.EntryPoints] = field(default_factory=_empty)
    granted_abilities: Mapping[str, hooks.GrantedAbilities] = field(default_factory=_empty)
    play_discounts: Mapping[str, hooks.PlayDiscount] = field(default_factory=_empty)
    invent_skills: Mapping[str, hooks.InventSkill] = field(default_factory=_empty)
    control_grants: Mapping[str, hooks.ControlGrant] = field(default_factory=_empty)
    payment_sources: Mapping[str, hooks.PaymentSource] = field(default_factory=_empty)
    hold_limits: Mapping[str, hooks.HoldLimit] = field(default_factory=_empty)
    variants: Mapping[str, hooks.Variant] = field(default_factory=_empty)   # scenario name -> its rules
    no_trade: frozenset[str] = frozenset()           # goods that cannot be traded
    starting_gadgets: frozenset[str] = frozenset()   # cards whose text lets them start in play
    no_starting_gang: frozenset[str] = frozenset()   # cards whose text keeps them out of a starting gang
    index: Mapping[str, ScriptIndex] = field(default_factory=_empty)   # each script sorted for the listings
    # What the listings look for in each card code's script (``abilities.in_play_with``), filled as codes are
    # met, by what they look for, then by code. Derived from ``index`` alone, so every game played with
    # these rules shares it; a rule set made by ``replacing`` starts its own (``init=False``).
    picked: dict[tuple[str, ...], dict[str, tuple[Any, ...]]] = field(
        default_factory=dict, init=False, repr=False, compare=False)

    def replacing(self, **tables: Mapping[str, Any]) -> RuleSet:
        """A copy with some entries of some tables replaced, e.g. ``replacing(scripts={code: CardScript(
        ...)})`` (a test's stand-in for a card). Entries not named are kept."""
        changed: dict[str, Any] = {name: MappingProxyType({**getattr(self, name), **entries})
                                   for name, entries in tables.items()}
        scripts = changed.get("scripts", self.scripts)
        return replace(self, **changed, index=_index(scripts))

    def __deepcopy__(self, memo: dict[int, Any]) -> RuleSet:
        return self   # immutable: a copied game shares its rules

    def __copy__(self) -> RuleSet:
        return self


@dataclass
class RuleSetBuilder:
    """The mutable form the card scripts fill (``register(rules)`` in each script), then ``build()``.

    The tables have the ``RuleSet``'s names; the methods below wrap the common kinds of trait."""

    scripts: dict[str, tuple[list[Any], list[Any]]] = field(default_factory=dict)
    stat_traits: dict[str, hooks.StatTrait] = field(default_factory=dict)
    setters: dict[str, hooks.StatSetter] = field(default_factory=dict)
    cost_traits: dict[str, hooks.CostTrait] = field(default_factory=dict)
    location_cost_traits: dict[str, hooks.LocationCostTrait] = field(default_factory=dict)
    bullets_for_control: dict[str, hooks.BulletsForControl] = field(default_factory=dict)
    adjacency: dict[str, hooks.Adjacency] = field(default_factory=dict)
    player_traits: dict[str, hooks.PlayerTrait] = field(default_factory=dict)
    skill_test_traits: dict[str, hooks.SkillTestTrait] = field(default_factory=dict)
    no_refusal: dict[str, hooks.NoRefusal] = field(default_factory=dict)
    influence_caps: dict[str, hooks.InfluenceCap] = field(default_factory=dict)
    leaving_location: dict[str, hooks.LeavingLocation] = field(default_factory=dict)
    starting_gang: dict[str, hooks.StartingGangHook] = field(default_factory=dict)
    keyword_traits: dict[str, hooks.KeywordTrait] = field(default_factory=dict)
    guards: dict[str, hooks.Guard] = field(default_factory=dict)
    effect_guards: dict[str, hooks.EffectGuard] = field(default_factory=dict)
    effect_stats: dict[str, hooks.EffectStat] = field(default_factory=dict)
    effect_traits: dict[str, hooks.EffectTraits] = field(default_factory=dict)
    rank_while: dict[str, hooks.RankWhile] = field(default_factory=dict)
    casualty_cover: dict[str, hooks.CasualtyCover] = field(default_factory=dict)
    skill_traits: dict[str, hooks.SkillTrait] = field(default_factory=dict)
    attach_rules: dict[str, hooks.AttachRule] = field(default_factory=dict)
    entry_points: dict[str, hooks.EntryPoints] = field(default_factory=dict)
    granted_abilities: dict[str, hooks.GrantedAbilities] = field(default_factory=dict)
    play_discounts: dict[str, hooks.PlayDiscount] = field(default_factory=dict)
    invent_skills: dict[str, hooks.InventSkill] = field(default_factory=dict)
    control_grants: dict[str, hooks.ControlGrant] = field(default_factory=dict)
    payment_sources: dict[str, hooks.PaymentSource] = field(default_factory=dict)
    hold_limits: dict[str, hooks.HoldLimit] = field(default_factory=dict)
    variants: dict[str, hooks.Variant] = field(default_factory=dict)
    no_trade: set[str] = field(default_factory=set)
    starting_gadgets: set[str] = field(default_factory=set)
    no_starting_gang: set[str] = field(default_factory=set)

    # --- declaring a card's abilities and triggered traits ---------------------------------------------
    def script(self, code: str, *items: Any) -> None:
        """Add abilities (``abilities.Ability``) and triggered traits (``abilities.Trait``) to card
        ``code``; with no items, mark the card as scripted (its text lives in trait tables)."""
        abilities, traits = self.scripts.setdefault(code, ([], []))
        for item in items:
            (traits if getattr(item, "triggered", False) else abilities).append(item)

    # --- continuous traits ------------------------------------------------------------------------------
    def stat_trait(self, code: str, fn: Callable[[GameState, CardInst, CardInst, str], int],
                   reason: str | None = None) -> None:
        """Card ``code``'s trait: ``fn(state, source, target, stat)`` is the change to ``target``'s
        ``stat`` while ``source`` is in play (0 for none). A card may have several."""
        previous = self.stat_traits.get(code)

        def trait(state: GameState, source: CardInst, target: CardInst, stat: str) -> list[tuple[int, str]]:
            out = previous(state, source, target, stat) if previous else []
            delta = fn(state, source, target, stat)
            if delta:
                out.append((delta, reason or source.card.title))
            return out

        self.stat_traits[code] = trait
        self.script(code)

    def shooter_trait(self, code: str, fn: Callable[[GameState, CardInst, CardInst], str | None]) -> None:
        """Card ``code``'s trait making a dude a stud or a draw while ``fn`` names which."""

        def setter(state: GameState, source: CardInst, target: CardInst, stat: str) -> tuple[Any, str] | None:
            if stat != "shooter":
                return None
            kind = fn(state, source, target)
            return (kind, source.card.title) if kind else None

        self.setters[code] = setter
        self.script(code)

    def cost_trait(self, code: str, fn: hooks.CostTrait) -> None:
        """Card ``code``'s trait changing what a card costs to play (``RuleSet.cost_traits``); it works from
        hand for the card itself (digest B5) and from play for other cards."""
        self.cost_traits[code] = fn
        self.script(code)

    def location_cost_trait(self, code: str, fn: hooks.LocationCostTrait) -> None:
        """Card ``code``'s trait changing what a card costs to play at a location."""
        self.location_cost_traits[code] = fn
        self.script(code)

    def player_trait(self, code: str, fn: hooks.PlayerTrait) -> None:
        """Card ``code``'s trait changing a per-player number of the rules while it is in play."""
        self.player_traits[code] = fn
        self.script(code)

    def adjacency_trait(self, code: str, fn: Callable[[GameState, CardInst, int], bool]) -> None:
        """Card ``code`` (a location) is adjacent, while in play, to every other location ``loc`` for
        which ``fn(state, source, loc)`` holds."""

        def trait(state: GameState, source: CardInst, a: int, b: int) -> bool:
            if source.uid not in (a, b):
                return False
            other = b if a == source.uid else a
            # ``other in state.cards``: not the town square
            return other in state.cards and state.is_location(other) and fn(state, source, other)

        self.adjacency[code] = trait
        self.script(code)

    def keyword_trait(self, code: str, fn: Callable[[GameState, CardInst, CardInst], Sequence[str]]) -> None:
        """Card ``code``'s trait: ``fn(state, source, target)`` lists keywords ``target`` gains."""
        previous = self.keyword_traits.get(code)

        def trait(state: GameState, source: CardInst, target: CardInst) -> tuple[str, ...]:
            return (tuple(previous(state, source, target)) if previous else ()) + tuple(fn(state, source, target))

        self.keyword_traits[code] = trait
        self.script(code)

    def guard_trait(self, code: str, fn: hooks.Guard) -> None:
        """Card ``code``'s "cannot" trait: ``fn(ctx, source, uid, stat, amount, set_to)`` is True when it
        keeps the ability ``ctx`` from making that change to card ``uid``. Only for text that holds while the
        card is in play; a resolved ability's lasting "cannot" belongs to its effect (``effect_guard``)."""
        self.guards[code] = fn
        self.script(code)

    # --- rules carried by effects (``hooks.EffectGuard``, ``hooks.EffectStat``) ---------------------------------
    def effect_guard(self, stat: str, fn: hooks.EffectGuard) -> None:
        """The "cannot" rule a live effect of ``stat`` carries: ``fn(ctx, effect, uid, stat, amount, set_to)`` is
        True when that effect keeps the ability ``ctx`` from making the change to card ``uid``. It lasts as long
        as the effect, whatever becomes of the card that made it."""
        if stat in self.effect_guards:
            raise ValueError(f"two scripts register a guard for effects of {stat!r}")
        self.effect_guards[stat] = fn

    def effect_stat(self, stat: str, fn: hooks.EffectStat) -> None:
        """The stat rule a live effect of ``stat`` carries for its target: ``fn(state, effect, card, stat)`` is
        None or (delta, set_to). It lasts as long as the effect, whatever becomes of the card that made it."""
        if stat in self.effect_stats:
            raise ValueError(f"two scripts register a stat rule for effects of {stat!r}")
        self.effect_stats[stat] = fn

    def effect_trait(self, code: str, stat: str, *traits: Any) -> None:
        """Triggered traits (``abilities.Trait``) a live effect of ``stat`` carries, from card ``code``'s script
        (``hooks.EffectTraits``): each answers its event while the effect lasts, whatever becomes of the card
        that made it; ``ctx.extra["effect"]`` is the effect."""
        if stat in self.effect_traits:
            raise ValueError(f"two scripts register traits for effects of {stat!r}")
        self.effect_traits[stat] = tuple((code, trait) for trait in traits)
        self.script(code)

    # --- freezing -----------------------------------------------------------------------------------------
    def build(self) -> RuleSet:
        scripts = {code: CardScript(code, tuple(abilities), tuple(traits))
                   for code, (abilities, traits) in self.scripts.items()}
        tables: dict[str, Any] = {}
        for f in fields(RuleSet):
            if not f.init:      # a cache the rule set makes for itself
                continue
            if f.name == "scripts":
                tables[f.name] = MappingProxyType(scripts)
            elif f.name == "index":
                tables[f.name] = _index(scripts)
            else:
                value = getattr(self, f.name)
                tables[f.name] = frozenset(value) if isinstance(value, set) else MappingProxyType(dict(value))
        return RuleSet(**tables)


@cache
def default_rules() -> RuleSet:
    """The box's card scripts, found through the ``doomtown_tui.rules`` entry point (built once)."""
    found = [ep for ep in metadata.entry_points(group=ENTRY_POINT_GROUP) if ep.name == STANDARD]
    if not found:
        raise RuntimeError("no card scripts are registered (entry point doomtown_tui.rules:standard); "
                           "install the project with pip install -e .")
    build: Callable[[], RuleSet] = found[0].load()
    return build()
