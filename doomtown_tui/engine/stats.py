"""Current stats: printed values plus attachments, Kung Fu, traits and effects, computed on read.

An effect may carry a rule of its own for its target's stats (``RuleSet.effect_stats``, e.g. "a stud while
holding a Melee Weapon"): it is read in the effect's place, for as long as the effect lasts.

Nothing here stores a stat. ``explain`` lists every change with its reason, so a player can see
why a number differs from the printed one. Limits follow the rulebook ("Maximums & Minimums"):
value 1..13, everything else at least 0.
"""
from __future__ import annotations

import functools
from typing import Any

from doomtown_tui.engine.state import PLAY, CardInst, GameState

NUMERIC = ("value", "bullets", "influence", "control", "production", "upkeep")


def _printed(inst: CardInst, stat: str) -> int:
    card = inst.card
    if stat == "value":
        return card.value or 0
    return getattr(card, stat, None) or 0


def explain(state: GameState, inst: CardInst, stat: str) -> tuple[int, list[tuple[str, int]], Any]:
    """Return (printed, [(reason, delta), ...], set_to) for a numeric or shooter stat."""
    changes: list[tuple[str, int]] = []
    set_to: Any = None
    printed = _printed(inst, stat) if stat in NUMERIC else None
    if inst.zone == PLAY:
        if stat == "value" and inst.card.kung_fu:
            changes.append((f"Kung Fu {inst.card.kung_fu}", inst.card.kung_fu))
        if stat in ("bullets", "influence", "control", "production") and inst.card.type in ("dude", "deed"):
            for att_uid in inst.attachments:
                att = state.cards[att_uid]
                if stat == "bullets" and state.blanked(att_uid):
                    continue                  # a blanked attachment gives no bullet bonus
                bonus = getattr(att.card, stat, None) or 0
                if bonus:
                    changes.append((att.card.title, bonus))
                for eff in state.effects:    # a bonus given to the goods itself ("that Gadget gets +2 bullets")
                    if eff.target == att_uid and eff.stat == stat and eff.set_to is None and eff.amount:
                        changes.append((f"{eff.reason or 'effect'} ({att.card.title})", eff.amount))
        if stat == "control" and inst.control_tokens:
            changes.append(("control point tokens", inst.control_tokens))
        if state.boss is not None:     # a Boss Battle scenario's changes
            variant = state.variant
            if variant is not None and variant.stat is not None:
                changes.extend((reason, delta) for delta, reason in variant.stat(state, inst, stat))
        if state.rules.stat_traits or state.rules.setters:
            for source in trait_sources(state):
                trait = state.rules.stat_traits.get(source.card.code)
                if trait is not None:
                    changes.extend((reason, delta) for delta, reason in trait(state, source, inst, stat))
                setter = state.rules.setters.get(source.card.code)
                if setter is not None:
                    result = setter(state, source, inst, stat)
                    if result is not None:
                        set_to = result[0]
    deaf = _deaf_to(state, inst, stat)
    for eff in state.effects:
        found = _effect_change(state, eff, inst, stat)
        if found is None:
            continue
        delta, fixed = found
        if deaf and _from_opponent(state, eff, deaf):
            continue
        if fixed is not None:
            set_to = fixed
        elif delta:
            changes.append((eff.reason or "effect", delta))
    return printed or 0, changes, set_to


def trait_sources(state: GameState) -> list[CardInst]:
    """The cards in play whose scripts register stat traits (cached until play changes)."""
    cache = state.play_index.cache
    sources = cache.get("stat_traits")
    if sources is None:
        rules = state.rules
        sources = cache["stat_traits"] = [c for c in state.in_play()
                                          if c.card.code in rules.stat_traits or c.card.code in rules.setters]
    return state.unblanked(sources)


def _effect_change(state: GameState, eff: Any, inst: CardInst, stat: str) -> tuple[int, Any] | None:
    """What effect ``eff`` does to ``inst``'s ``stat``: (amount, set_to), or None if nothing. Either the
    effect names the stat itself, or it carries a rule that reads it (``RuleSet.effect_stats``)."""
    if eff.target != inst.uid:
        return None
    if eff.stat == stat:
        return eff.amount, eff.set_to
    carried = state.rules.effect_stats
    if carried and eff.stat in carried:
        return carried[eff.stat](state, eff, inst, stat)
    return None


def _deaf_to(state: GameState, inst: CardInst, stat: str) -> set[int]:
    """Players whose opponents' ``stat`` modifiers ``inst`` ignores ("ignore_opposing:<stat>" effects,
    ``set_to`` the player; e.g. "this dude disregards the other side's bullet changes")."""
    key = "ignore_opposing:" + stat
    return {e.set_to for e in state.effects if e.target == inst.uid and e.stat == key}


def _from_opponent(state: GameState, eff: Any, players: set[int]) -> bool:
    """Was ``eff`` made by a card of an opponent of one of ``players`` (its controller, or the owner
    of an action card played)?"""
    source = state.cards.get(eff.source) if eff.source is not None else None
    if source is None:
        return False
    side = source.controller if source.zone == PLAY else source.owner
    return any(side != p for p in players)


ATTACHMENT_STATS = frozenset(("bullets", "influence", "control", "production"))


def current(state: GameState, inst: CardInst, stat: str) -> int:
    """The stat as it counts now: the same sum as ``explain``, without the reasons. While options are
    listed (``state.memo``) each card's stat is computed once."""
    memo = state.memo
    if memo is None:
        return _current(state, inst, stat)
    table = memo.table()
    key = (inst.uid, stat)
    found = table.get(key)
    if found is None:
        found = table[key] = _current(state, inst, stat)
    return found


def _current(state: GameState, inst: CardInst, stat: str) -> int:
    card = inst.card
    value = ((card.value if stat == "value" else getattr(card, stat, None)) or 0) if stat in NUMERIC else 0
    set_to: Any = None
    effects = state.effects
    if inst.zone == PLAY:
        if stat == "value":
            value += card.kung_fu or 0
        elif stat in ATTACHMENT_STATS and inst.attachments and card.type in ("dude", "deed"):
            cards = state.cards
            for att_uid in inst.attachments:
                if stat == "bullets" and state.blanked(att_uid):
                    continue                  # a blanked attachment gives no bullet bonus
                value += getattr(cards[att_uid].card, stat, None) or 0
                for eff in effects:
                    if eff.target == att_uid and eff.stat == stat and eff.set_to is None:
                        value += eff.amount
        if stat == "control":
            value += inst.control_tokens
        if state.boss is not None:     # a Boss Battle scenario's changes
            variant = state.variant
            if variant is not None and variant.stat is not None:
                for delta, _ in variant.stat(state, inst, stat):
                    value += delta
        if state.rules.stat_traits or state.rules.setters:
            for source in trait_sources(state):
                code = source.card.code
                trait = state.rules.stat_traits.get(code)
                if trait is not None:
                    for delta, _ in trait(state, source, inst, stat):
                        value += delta
                setter = state.rules.setters.get(code)
                if setter is not None:
                    result = setter(state, source, inst, stat)
                    if result is not None:
                        set_to = result[0]
    if effects:
        uid = inst.uid
        deaf: set[int] | None = None     # worked out at the first effect on this stat of this card
        for eff in effects:
            if eff.target != uid:
                continue
            found = _effect_change(state, eff, inst, stat)
            if found is None:
                continue
            delta, fixed = found
            if deaf is None:
                deaf = _deaf_to(state, inst, stat)
            if deaf and _from_opponent(state, eff, deaf):
                continue
            if fixed is not None:
                set_to = fixed
            else:
                value += delta
    if isinstance(set_to, int):
        value = set_to
    if stat == "value":
        return max(1, min(13, value))
    return max(0, value)


def value(state: GameState, inst: CardInst) -> int:
    return current(state, inst, "value")


def bullets(state: GameState, inst: CardInst) -> int:
    return current(state, inst, "bullets")


def influence(state: GameState, inst: CardInst) -> int:
    return current(state, inst, "influence")


def control(state: GameState, inst: CardInst) -> int:
    return current(state, inst, "control")


def production(state: GameState, inst: CardInst) -> int:
    return current(state, inst, "production")


def upkeep(state: GameState, inst: CardInst) -> int:
    return current(state, inst, "upkeep")


def shooter(state: GameState, inst: CardInst) -> str:
    """``stud`` or ``draw``: printed type unless an effect or trait sets it."""
    _, _, set_to = explain(state, inst, "shooter")
    if set_to in ("stud", "draw"):
        return set_to
    return inst.card.shooter or "draw"


def grit(state: GameState, inst: CardInst) -> int:
    return value(state, inst) + bullets(state, inst) + influence(state, inst)


def skill(state: GameState, inst: CardInst, name: str) -> int | None:
    """A dude's current rating in a skill (Huckster, Blessed, Shaman, Mad Scientist), or None."""
    base = inst.card.skills.get(name)
    granted = [e for e in state.effects if e.target == inst.uid and e.stat == f"skill:{name}"]
    if base is None and not any(e.set_to is not None for e in granted):
        return None
    rating = base or 0
    for eff in granted:
        rating = eff.set_to if eff.set_to is not None else rating + eff.amount
    if state.rules.skill_traits and inst.zone == PLAY:   # "Shamans get +2 Shaman while ..." traits
        for source in state.unblanked(state.in_play_with("skill_traits", state.rules.skill_traits)):
            trait = state.rules.skill_traits.get(source.card.code)
            if trait is not None:
                rating += trait(state, source, inst, name)
    return max(0, rating)


def keywords(state: GameState, inst: CardInst) -> tuple[str, ...]:
    """Printed keywords plus any granted by effects (a keyword is held once however often given);
    computed once per card while options are listed (``state.memo``)."""
    memo = state.memo
    if memo is None:
        return _keywords(state, inst)
    table = memo.table()
    key = ("keywords", inst.uid)
    found = table.get(key)
    if found is None:
        found = table[key] = _keywords(state, inst)
    return found


def _keywords(state: GameState, inst: CardInst) -> tuple[str, ...]:
    out = list(inst.card.keywords)
    for eff in state.effects:
        if eff.target == inst.uid and eff.stat == "keyword" and eff.set_to not in out:
            out.append(eff.set_to)
    if state.rules.keyword_traits and inst.zone == PLAY:   # "this dude gains the X keyword" traits
        for source in state.unblanked(state.in_play_with("keyword_traits", state.rules.keyword_traits)):
            trait = state.rules.keyword_traits.get(source.card.code)
            if trait is not None:
                out.extend(k for k in trait(state, source, inst) if k not in out)
    return tuple(out)


def has_keyword(state: GameState, inst: CardInst, keyword: str) -> bool:
    wanted = keyword.lower()
    return any(_keyword_name(word) == wanted for word in keywords(state, inst))


@functools.lru_cache(maxsize=1024)
def _keyword_name(word: str) -> str:
    """A keyword without its rating, in lower case ("Mad Scientist 2" -> "mad scientist")."""
    return (word.rsplit(" ", 1)[0] if word[-1:].isdigit() else word).lower()


def hand_rank_bonus(state: GameState, player: int) -> int:
    return sum(e.amount for e in state.effects if e.player == player and e.stat == "hand_rank")


# An effect on a player: a card changed their draw hand in a way that "counts as modifying" its rank, so the
# hand counts as the worst of its rank (rulebook "Modifying Hand Ranks") even when its rank is unchanged.
HAND_MODIFIED = "hand_modified"


def hand_counts_modified(state: GameState, player: int) -> bool:
    return any(e.stat == HAND_MODIFIED and e.player == player for e in state.effects)


def invent_rating(state: GameState, dude: CardInst, gadget: CardInst) -> int | None:
    """``dude``'s rating for inventing ``gadget``: its Mad Scientist skill, or a skill a trait lets it use as
    if it were Mad Scientist (``RuleSet.invent_skills``), whichever is best; None if it cannot invent it."""
    ratings = [r for r in (skill(state, dude, "Mad Scientist"),) if r is not None]
    if state.rules.invent_skills:
        for source in state.in_play_with("invent_skills", state.rules.invent_skills):
            trait = state.rules.invent_skills.get(source.card.code)
            name = trait(state, source, dude, gadget) if trait is not None else None
            rating = skill(state, dude, name) if name else None
            if rating is not None:
                ratings.append(rating)
    return max(ratings) if ratings else None
