"""Card abilities: how a card's script says what it does, and how the engine lets players use it.

A card script (``doomtown_tui/scripts/<card>.py``) registers, in the game's rule set
(``GameState.rules``, see ``ruleset.py``), a ``CardScript`` under the card's DT2 code: its ``abilities``
(Noon, Shootout, Noon/Shootout, Resolution, Cheatin' Resolution, React, Noon Job) and its triggered
``traits``, declared with the model of ``ability_model.py``; and its continuous traits. The engine never
names a card: it asks the rule set which abilities a player may use in the current window and offers
them as options next to "pass".

Using an ability (rulebook "Resolving Abilities"): announce it, choose its targets, pay its costs
(booting, ghost rock, discards, boots of other cards; a spell's skill test and a Technique's Kung Fu
test count as costs), mark it used for the turn (unless it is Repeat), then resolve its effect. An
ability that cannot change anything, whose targets or costs are missing, or whose requirement
fails, is not offered. Presence in shootouts: dudes, goods and spells act (and are targeted) only
from inside the shootout unless the ability brings a dude in; deeds, outfits and action cards act
from anywhere. One Headline per shootout; a Cheatin' Resolution only against a cheating opponent,
once per player per hand, never against yourself.

Who may use a deed's ability: its controller, or a player an in-play card lets act as its controller
(``RuleSet.control_grants``; dudes that count as being at the deed meanwhile go on ``Ctx.stand_ins`` and
are found there by ``located`` and the ``dudes`` pools). Ghost rock for an action card's cost or a
``pay_gr`` cost comes from the stash or from cards in play that may pay for it (``RuleSet.payment_sources``,
``actions.funds`` / ``actions.spend``).

Each ability also says, for the Automaton (rulebook "Effect Priorities"), what kind of effect it has
(``tags``: penalty, bonus, leave_play, enter_play, boot, unboot, stud_draw, bullets, other).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Any

from doomtown_tui.engine import actions, hooks, shootout, stats, town
from doomtown_tui.engine.ability_model import (  # noqa: F401 - the model's names are the scripts' vocabulary too
    RULES,
    TAGS,
    WINDOWS,
    Ability,
    Check,
    Cost,
    Ctx,
    Effect,
    JobSpec,
    ReactSpec,
    Target,
    Trait,
    effect_guard,
    guard_reason,
    guard_sources,
    shielded,
)
from doomtown_tui.engine.actions import listing
from doomtown_tui.engine.cards import SPELL_SKILL
from doomtown_tui.engine.decision import PASS, Answer, EventKind, Flow, Option, T, ask
from doomtown_tui.engine.frames import as_rules, framed  # noqa: F401 - scripts use them from here
from doomtown_tui.engine.high_noon import play_cost
from doomtown_tui.engine.job import job as run_job
from doomtown_tui.engine.job import mark_location
from doomtown_tui.engine.kung_fu import tao_of
from doomtown_tui.engine.ruleset import CardScript, ScriptIndex  # noqa: F401 - tests build stand-in scripts from here
from doomtown_tui.engine.state import (
    BLANK,
    DISCARD,
    HAND,
    NO_ABILITIES,
    PLAY,
    TOWN_SQUARE,
    CardInst,
    Event,
    GameState,
    Resolving,
)
from doomtown_tui.engine.windows import pull


def dudes(side: str = "any", in_shootout: bool = False, at_here: bool = False,
          nearby: bool = False) -> Callable[[Ctx], list[CardInst]]:
    """Dudes in play: ``side`` own/opposing/any (opposing: any other player's; in the shootout, those
    in the other side's posse); optionally only those in the shootout, at the ability's location, or
    nearby it."""

    def pool(ctx: Ctx) -> list[CardInst]:
        out = []
        so = ctx.state.shootout
        here = ability_location(ctx)
        for dude in ctx.state.dudes_in_play():
            if side == "own" and dude.controller != ctx.player:
                continue
            if side == "opposing" and dude.controller == ctx.player:
                continue
            if in_shootout and (so is None or so.in_posse(dude.uid) is None):
                continue
            mine = None if so is None else so.side_of(ctx.player)   # (multiplayer) an ally's dude in my side's
            if in_shootout and side == "opposing" and so is not None and so.in_posse(dude.uid) == mine:
                continue                                            # posse is no opposing posse member
            where = located(ctx, dude)
            if at_here and (here is None or where != here):
                continue
            if nearby and (here is None or where is None or not ctx.state.nearby(where, here)):
                continue
            out.append(dude)
        return out

    return pool


def deeds(side: str = "any") -> Callable[[Ctx], list[CardInst]]:
    def pool(ctx: Ctx) -> list[CardInst]:
        return [c for c in ctx.state.in_play() if c.card.type == "deed" and
                (side == "any" or (town.location_controller(ctx.state, c.uid) == ctx.player) == (side == "own"))]

    return pool


def located(ctx: Ctx, dude: CardInst) -> int | None:
    """Where ``dude`` counts as being for this use of the ability: the ability's location for a dude
    standing in there (``Ctx.stand_ins``, from ``RuleSet.control_grants``), else where the dude is."""
    if ctx.stand_ins and dude.uid in ctx.stand_ins:
        return ability_location(ctx)
    return dude.location


def ability_location(ctx: Ctx) -> int | None:
    """Where the ability's card is: a dude's location, a deed or home itself, a host's location."""
    card = ctx.card
    if card.card.type in ("deed", "outfit"):
        return card.uid
    dude = ctx.dude
    if dude is not None:
        return dude.location
    if card.attached_to is not None:
        host = ctx.state.cards[card.attached_to]
        return host.location if host.card.type == "dude" else host.uid
    return None


# --- costs -------------------------------------------------------------------------------------------
def _run(result: Flow[T] | None) -> Flow[T | None]:
    if result is not None:
        return (yield from result)
    return None


# --- whose card effect is resolving ------------------------------------------------------------------
# ``GameState.acting``: players whose ability or trait is being checked or resolved, innermost last.
# Pushed only while code runs, never across a decision, so views and the rules between plays see no
# acting player. Read by traits that count differently against the other side's card effects (e.g. a
# goods lending value).
def acting_player(state: GameState) -> int | None:
    """The player whose card effect is being checked or resolved right now (None: the rules)."""
    return state.acting[-1] if state.acting else None


def as_player(state: GameState, player: int, flow: Flow[T]) -> Flow[T]:
    """Run ``flow`` with ``player`` as the acting player between its decisions."""
    answer: Answer | None = None
    first = True
    while True:
        actions.begin_acting(state, player)
        try:
            decision = next(flow) if first else flow.send(answer)
        except StopIteration as stop:
            return stop.value
        finally:
            actions.end_acting(state)
        first = False
        answer = yield decision


def _call(effect: Effect, ctx: Ctx) -> Flow[Any]:
    """An effect as a flow; a plain function runs when the flow starts."""
    result = effect(ctx)
    if result is not None:
        return (yield from result)
    return None


def settle(ctx: Ctx) -> Flow[None]:
    """Finish the steps an effect left pending (a block's "would be" window it did not wait for)."""
    for flow in ctx.extra.pop("pending", []):
        yield from flow


def reacts_listen(state: GameState, kind: str) -> bool:
    """Does any card in play, or any action card in a hand, have a React answering events of ``kind``
    (worth opening a window)?"""
    if kind not in heard(state):
        return False

    def pick(index: ScriptIndex) -> tuple[Any, ...]:
        return index.reacts(kind)

    key = ("reacts", kind)
    if in_play_with(state, key, pick):
        return True
    by_code = _picked(state, key, pick)     # as ``in_hand_with`` for every hand, stopping at the first card found
    cards = state.cards
    for p in state.players:
        for uid in p.hand:
            code = cards[uid].card.code
            items = by_code.get(code)
            if items is None:
                items = _items(state, by_code, code, pick)
            if items:
                return True
    return False


def boot_self() -> Cost:
    """Boot the card with the ability (for a job: the leader boots instead, rulebook Jobs §2)."""
    return _BOOT_SELF


# one object for every script, so the listings can tell it at a glance (``_usable``: a booted card cannot pay it)
_BOOT_SELF = Cost("boot", lambda ctx: not ctx.card.booted, lambda ctx: actions.boot(ctx.state, ctx.card.uid))


def boot_dude() -> Cost:
    """Boot "this dude" (the host of a goods or spell, or the performer)."""
    def can(ctx: Ctx) -> bool:
        return ctx.dude is not None and not ctx.dude.booted

    def pay(ctx: Ctx) -> None:
        assert ctx.dude is not None
        actions.boot(ctx.state, ctx.dude.uid)

    return Cost("boot this dude", can, pay)


def pay_gr(amount: int) -> Cost:
    """Pay ``amount`` ghost rock: from the stash, or from cards in play that may pay for this card's
    abilities (``actions.funds`` / ``actions.spend``, purpose "ability")."""
    def pay(ctx: Ctx) -> None:
        actions.spend(ctx.state, ctx.player, amount, ctx.card, "ability", f"{ctx.card.title}")

    return Cost(f"pay {amount} GR",
                lambda ctx: actions.funds(ctx.state, ctx.player, ctx.card, "ability") >= amount, pay)


def discard_from_hand(where: Callable[[Ctx, CardInst], bool] = lambda ctx, c: True, key: str = "discarded") -> Cost:
    """Discard a card from hand (the player picks); the card is kept in ``ctx.extra[key]``."""
    def candidates(ctx: Ctx) -> list[CardInst]:
        return [ctx.state.cards[u] for u in ctx.state.players[ctx.player].hand
                if u != ctx.card.uid and where(ctx, ctx.state.cards[u])]

    def pay(ctx: Ctx) -> Flow[None]:
        uid = yield from choose_card(ctx, candidates(ctx), "Discard which card?", "discard")
        ctx.extra[key] = uid
        actions.discard_from_hand(ctx.state, ctx.player, uid, ctx.card.title)

    return Cost("discard a card", lambda ctx: bool(candidates(ctx)), pay)


def boot_other(where: Callable[[Ctx, CardInst], bool], label: str, key: str = "booted") -> Cost:
    """Boot another card you control that matches ``where`` (the player picks)."""
    def candidates(ctx: Ctx) -> list[CardInst]:
        return [c for c in ctx.state.in_play() if c.controller == ctx.player and not c.booted and where(ctx, c)]

    def pay(ctx: Ctx) -> Flow[None]:
        uid = yield from choose_card(ctx, candidates(ctx), f"Boot which card ({label})?", "boot")
        ctx.extra[key] = uid
        actions.boot(ctx.state, uid)

    return Cost(label, lambda ctx: bool(candidates(ctx)), pay)


def choose_card(ctx: Ctx, cards: list[CardInst], prompt: str, play: str = "target",
                side: str | None = None, moves_to: list[int] | None = None) -> Flow[int]:
    """Ask the player to pick one of ``cards`` (skipped when there is just one). ``play`` says what
    the pick is for (target, mark, leader, caster, performer, discard, boot ...); a target's ``side``
    (own, opposing, any) goes into each option's data for the Automaton's target priorities, and so do
    ``moves_to``, the places the effect may then move the dude picked to (for its check rule)."""
    if len(cards) == 1:
        return cards[0].uid
    extra: dict[str, Any] = {"side": side} if side is not None else {}
    if moves_to is not None:
        extra["moves_to"] = list(moves_to)
    options = [Option(f"card:{c.uid}",
                      f"{c.title}" + (f" at {ctx.state.location_name(c.location)}"
                                      if c.location is not None and c.card.type == 'dude' else ""),
                      {"play": play, "uid": c.uid, "card": c.title} | extra) for c in cards]
    answer = yield ask(ctx.player, "target", f"{ctx.state.players[ctx.player].name}: {prompt}", options)
    return answer.data["uid"]


def choose_target(ctx: Ctx, cards: list[CardInst], prompt: str, play: str = "target",
                  side: str | None = None) -> Flow[int]:
    """``choose_card`` for a card an effect targets as it resolves ("one opposing dude gets ..."): the pick then
    passes a Boss Battle scenario's say, as a declared ``Target`` does (``retargeted``)."""
    uid = yield from choose_card(ctx, cards, prompt, play, side)
    return (yield from retargeted(ctx, uid, cards))


def choose_player(ctx: Ctx, players: list[int], prompt: str) -> Flow[int]:
    """Ask ``ctx.player`` to pick one of ``players`` (with three or four seats, "an opponent"); skipped when
    there is one, as always with two seats."""
    if len(players) == 1:
        return players[0]
    options = [Option(f"player:{p}", ctx.state.players[p].name, {"play": "opponent", "player": p}) for p in players]
    answer = yield ask(ctx.player, "target", f"{ctx.state.players[ctx.player].name}: {prompt}", options)
    return answer.data["player"]  # type: ignore[no-any-return]


def retargeted(ctx: Ctx, uid: int, legal: list[CardInst]) -> Flow[int]:
    """The card an ability targets after a Boss Battle scenario's say (``hooks.Variant.retarget``: e.g. the
    Villain turning an opposing effect from the Boss to another dude, one of the ``legal`` targets);
    ``uid`` itself in any other game."""
    state = ctx.state
    if state.boss is None:
        return uid
    variant = state.variant
    if variant is None or variant.retarget is None:
        return uid
    return (yield from variant.retarget(state, ctx.player, uid, [c.uid for c in legal]))


def choose_location(ctx: Ctx, locations: list[int], prompt: str) -> Flow[int]:
    """Ask the player to pick one of ``locations`` (uids, the town square included; skipped when one)."""
    if len(locations) == 1:
        return locations[0]
    # the town square is no card: it has no "uid" (its location id 0 is in "to_uid")
    options = [Option(f"loc:{loc}", ctx.state.location_name(loc),
                      {"play": "mark", "to_uid": loc, "card": ctx.state.location_name(loc)}
                      | ({"uid": loc} if loc != TOWN_SQUARE else {})) for loc in locations]
    answer = yield ask(ctx.player, "target", f"{ctx.state.players[ctx.player].name}: {prompt}", options)
    return answer.data["to_uid"]


Scripted = list[tuple[CardInst, tuple[Any, ...]]]


def scripted(state: GameState, code: str) -> ScriptIndex | None:
    """Card ``code``'s script sorted for the listings (``RuleSet.index``), or None for a card without one."""
    return state.rules.index.get(code)


Pick = Callable[[ScriptIndex], tuple[Any, ...]]


def _picked(state: GameState, key: tuple[str, ...], pick: Pick) -> dict[str, tuple[Any, ...]]:
    """What ``pick`` finds in each card code's script, by code (filled as codes are met; ``RuleSet.picked``)."""
    known = state.rules.picked
    found = known.get(key)
    if found is None:
        found = known[key] = {}
    return found


def _items(state: GameState, by_code: dict[str, tuple[Any, ...]], code: str, pick: Pick) -> tuple[Any, ...]:
    items = by_code.get(code)
    if items is None:
        index = scripted(state, code)
        items = by_code[code] = pick(index) if index is not None else ()
    return items


def in_play_with(state: GameState, key: tuple[str, ...], pick: Pick) -> Scripted:
    """The cards in play (in uid order) for which ``pick`` finds something in their script, each with
    what it found; cached under ``key`` until play changes (a game's scripts do not change while it runs)."""
    cache = state.play_index.cache
    found = cache.get(key)
    if found is None:
        by_code = _picked(state, key, pick)
        found = cache[key] = []
        for inst in state.in_play():
            items = by_code.get(inst.card.code)
            if items is None:
                items = _items(state, by_code, inst.card.code, pick)
            if items:
                found.append((inst, items))
    return found  # type: ignore[no-any-return]


def in_hand_with(state: GameState, player: int, key: tuple[str, ...], pick: Pick) -> Scripted:
    """The cards in ``player``'s hand for which ``pick`` finds something in their script (``key`` names
    what ``pick`` looks for, as for ``in_play_with``), with it."""
    out: Scripted = []
    cards = state.cards
    by_code = _picked(state, key, pick)
    for uid in state.players[player].hand:
        inst = cards[uid]
        items = by_code.get(inst.card.code)
        if items is None:
            items = _items(state, by_code, inst.card.code, pick)
        if items:
            out.append((inst, items))
    return out


# --- which abilities a player may use now -------------------------------------------------------------
def _key(inst: CardInst, index: int) -> str:
    return f"{inst.card.code}:{index}"


def _copy_key(inst: CardInst, index: int) -> str:
    """A "once per shootout" limit is each copy's own (both players may have their Jim Hexter in one shootout)."""
    return f"{inst.uid}:{index}"


def can_act(state: GameState, player: int, inst: CardInst, ability: Ability) -> bool:
    """Controller/owner prefix and who may use a card's abilities at all."""
    if inst.zone == HAND:
        return inst.owner == player and (inst.card.type == "action" or ability.from_hand)
    if ability.from_hand:
        return False
    if inst.zone != PLAY or ability.technique:   # an attached Tao Technique is played only as a Combo
        return False
    if inst.card.type == "deed":
        if ability.prefix == "owner":
            return inst.owner == player
        # a card in play may let a player act as this deed's controller (``RuleSet.control_grants``)
        return (town.location_controller(state, inst.uid) == player
                or hooks.control_grant(state, player, inst.uid) is not None)
    if inst.card.has("Totem") and inst.attached_to is not None:
        return True   # any Shaman at a planted Totem's location may use it, whoever controls it (``casters``)
    return inst.controller == player


def _may_act(player: int, inst: CardInst) -> bool:
    """Could ``player`` pass ``can_act`` with any ability of ``inst``, a card in play? Not when it is
    neither a deed nor a planted Totem and another player controls it (a quick check before ``usable``)."""
    return inst.controller == player or inst.card.type == "deed" or (inst.attached_to is not None
                                                                     and inst.card.has("Totem"))


def present(state: GameState, player: int, inst: CardInst, ability: Ability) -> bool:
    """Presence rule for Shootout and Resolution abilities (rulebook Shootout Plays, digest B35)."""
    so = state.shootout
    if so is None or ability.brings_in or inst.zone == HAND:
        return True
    if inst.card.type in ("deed", "outfit"):
        return True
    holder = inst
    while holder.attached_to is not None:
        holder = state.cards[holder.attached_to]
    if holder.card.type in ("deed", "outfit"):
        # a Totem is a spell, present only where it is planted (its Shaman joined from next door is not enough)
        return holder is inst or not inst.card.has("Totem") or holder.uid == so.location
    return so.in_posse_of(player, holder.uid)   # a third party's dudes fight in the posse it joined


def usable(state: GameState, player: int, inst: CardInst, index: int, ability: Ability, window: str) -> Ctx | None:
    """A context if ``player`` may use this ability now, else None (checked as ``player``'s card effect)."""
    actions.begin_acting(state, player)
    try:
        return _usable(state, player, inst, index, ability, window)
    finally:
        actions.end_acting(state)


def _usable(state: GameState, player: int, inst: CardInst, index: int, ability: Ability, window: str) -> Ctx | None:
    """A context if ``player`` may use this ability now, else None."""
    if not ability.fits(window):
        return None
    # the cheap refusals first (each check here only reads the state, so their order changes no answer)
    if inst.booted and ability.job is None and not ability.technique and _BOOT_SELF in ability.costs:
        return None   # its cost boots the card, which is booted (the costs' check below would refuse it too)
    effects = state.effects
    if inst.zone == PLAY:
        if not ability.repeat and inst.used and _key(inst, index) in inst.used and inst.extra_uses <= 0:
            return None
        if effects and any(e.target == inst.uid and e.stat in (BLANK, NO_ABILITIES) for e in effects):
            return None   # the card has lost its abilities for now (blanked), or may not use them
    if ability.once_per_shootout and state.shootout is not None and _copy_key(inst, index) in state.shootout.used:
        return None
    if effects and any(e.stat == "ability_barred" and e.target == inst.uid and e.set_to == index for e in effects):
        return None   # "that ability cannot be used until ..." (an effect naming the card and the ability's index)
    if not can_act(state, player, inst, ability):
        return None
    if window in ("shootout", "resolution", "cheatin_resolution") and not present(state, player, inst, ability):
        return None
    if inst.card.has("Headline") and state.shootout is not None and state.shootout.headline_used:
        return None
    if ability.window == "cheatin_resolution" and (not cheaters_for(state, player)
                                                    or (ability.needs_shootout and state.shootout is None)):
        return None
    ctx = Ctx(state, player, inst, ability)
    if state.rules.control_grants and inst.card.type == "deed":   # dudes counting as at the deed (``located``)
        ctx.stand_ins = hooks.control_grant(state, player, inst.uid) or ()
    if inst.zone in (HAND, DISCARD) and action_cost(state, player, inst) > actions.funds(state, player, inst, "play"):
        return None
    if ability.technique:   # costs, targets and requirement are checked for each possible performer
        return ctx if performers(ctx) else None
    if ability.cast is not None and not casters(ctx):
        return None
    if ability.job is not None and (not leaders(ctx) or (isinstance(ability.job.mark, Target)
                                                        and not ability.job.mark.choices(ctx))):
        return None
    # a job's boot cost is paid by its leader (rulebook Jobs §2), so the card itself may be booted
    if any(not cost.can(ctx) for cost in ability.costs if not (ability.job is not None and cost.label == "boot")):
        return None
    if any(not target.any_candidate(ctx) for target in ability.targets):
        return None
    if ability.requirement is not None and not ability.requirement(ctx):
        return None
    return ctx


def action_cost(state: GameState, player: int, inst: CardInst) -> int:
    """An action card's ghost rock cost, paid when it is played (cost traits apply)."""
    return play_cost(state, player, inst)


def punished(state: GameState) -> set[int]:
    """Players a Cheatin' Resolution has already been used against in this hand."""
    return state.shootout.cheatin_punished if state.shootout is not None else state.gamblin_punished


def performers(ctx: Ctx) -> list[CardInst]:
    """Dudes who may perform a Technique: yours, with Kung Fu, in your posse during a shootout
    (anywhere if the Technique brings its dude in), able to pay its costs ("Boot" boots the
    performer), with its targets available and its requirement met when that dude performs it."""
    so = ctx.state.shootout
    out = []
    for d in ctx.state.dudes_in_play(ctx.player):
        if d.card.kung_fu is None or not (so is None or ctx.ability.brings_in or so.in_posse_of(ctx.player, d.uid)):
            continue
        trial = replace(ctx, performer=d.uid, targets={}, extra={})
        if (all(cost.can(trial) for cost in ctx.ability.costs)
                and all(t.any_candidate(trial) for t in ctx.ability.targets)
                and (ctx.ability.requirement is None or ctx.ability.requirement(trial))):
            out.append(d)
    return out


def performable(ctx: Ctx) -> bool:
    """May ``ctx.performer`` perform this Technique now (a Combo names its performer)?"""
    return any(d.uid == ctx.performer for d in performers(replace(ctx, performer=None)))


def casters(ctx: Ctx) -> list[CardInst]:
    """The dude who casts a spell: the one it is attached to, or a Shaman at a Totem's location."""
    card = ctx.card
    spell_kind = next((k for k in SPELL_SKILL if card.card.has(k)), "Hex")
    skill = SPELL_SKILL[spell_kind]
    if card.attached_to is None:
        return []
    host = ctx.state.cards[card.attached_to]
    if host.card.type == "dude":
        return [host] if stats.skill(ctx.state, host, skill) is not None and not _skip_caster(ctx, host) else []
    return [d for d in ctx.state.dudes_at(host.uid, ctx.player) if stats.skill(ctx.state, d, "Shaman") is not None
            and not _skip_caster(ctx, d)]


def _skip_caster(ctx: Ctx, dude: CardInst) -> bool:
    so = ctx.state.shootout
    return ctx.ability.window in ("shootout", "resolution", "cheatin_resolution", "noon_shootout") and so is not None \
        and not so.in_posse_of(ctx.player, dude.uid) and not ctx.ability.brings_in


def leaders(ctx: Ctx) -> list[CardInst]:
    """Who may lead a job: the dude with the ability (or carrying it), else any unbooted dude of yours."""
    job = ctx.ability.job
    assert job is not None
    dude = ctx.dude
    pool = [dude] if dude is not None else ctx.state.dudes_in_play(ctx.player)
    return [d for d in pool if not d.booted and d.controller == ctx.player and job.leader_where(ctx, d)
            and (shootout.can_leave(ctx.state, d.uid) or _marks_for(replace(ctx, performer=d.uid), d))]


def _marks_for(ctx: Ctx, leader: CardInst) -> list[int]:
    """The marks ``leader`` may lead the job to (``ctx.performer`` is the leader): all of them, but only
    those at its own location for a leader that cannot leave it (Ancestor Spirit: it would never arrive,
    digest B34). Uids; the town square too for a location mark that allows it."""
    assert ctx.ability.job is not None
    mark = ctx.ability.job.mark
    if not isinstance(mark, Target):
        marks = [mark]
    elif mark.town_square is not None:
        marks = mark.choices(ctx)
    else:
        marks = [c.uid for c in mark.candidates(ctx)]
    if shootout.can_leave(ctx.state, leader.uid):
        return marks
    return [m for m in marks if mark_location(ctx.state, m) == leader.location]


@listing
def ability_plays(state: GameState, player: int, window: str) -> list[tuple[Option, Callable[[], Flow[None]]]]:
    """Every ability ``player`` may use in ``window``, as (option, handler)."""
    if not state.rules.scripts:
        return []
    out: list[tuple[Option, Callable[[], Flow[None]]]] = []
    windows = (window, "cheatin_resolution") if window == "resolution" else (window,)

    def pick(found: ScriptIndex) -> tuple[Any, ...]:
        return found.fitting(windows)   # only these can pass ``usable`` (its first check), so only they are tried

    granting = bool(state.rules.granted_abilities) and bool(_granters(state))
    if granting:      # any card in play may have been given abilities
        playing: Scripted = [(inst, pick(found) if (found := scripted(state, inst.card.code)) is not None else ())
                             for inst in state.in_play()]
    else:
        playing = in_play_with(state, ("abilities", *windows), pick)
    playing = [(inst, items) for inst, items in playing if _may_act(player, inst)]
    if state.boss is not None:     # abilities a Boss Battle scenario gives (e.g. each Hero's)
        playing += variant_abilities(state, player, windows)
    for inst, items in playing + in_hand_with(state, player, ("abilities", *windows), pick):
        if granting and inst.zone == PLAY:
            items = (*items, *granted(state, inst))
        for index, ability in items:
            for win in windows:
                ctx = usable(state, player, inst, index, ability, win)
                if ctx is None:
                    continue
                label = ability.name or f"{inst.title}: {ability.window.replace('_', ' ').title()} ability"
                option = Option(f"ability:{inst.uid}:{index}", label,
                                {"play": "ability", "card": inst.title, "uid": inst.uid, "ability": index,
                                 "window": ability.window, "tags": sorted(ability.effect_tags(ctx)),
                                 "job": ability.job is not None})   # read-only extension: the app lists jobs apart
                out.append((option, _bind_use(ctx, index)))
                break
    return out


def variant_abilities(state: GameState, player: int, windows: tuple[str, ...]) -> Scripted:
    """The abilities the Boss Battle scenario gives ``player``'s cards now (``hooks.Variant.abilities``:
    (card, ((index, ability), ...)) with indexes the scenario keeps apart from the cards' own)."""
    variant = state.variant
    if variant is None or variant.abilities is None:
        return []
    out: Scripted = []
    for inst, items in variant.abilities(state, player):
        fitting = tuple((i, a) for i, a in items if any(a.fits(w) for w in windows))
        if fitting:
            out.append((inst, fitting))
    return out


def granted(state: GameState, inst: CardInst) -> list[tuple[int, Ability]]:
    """Abilities other cards in play give ``inst`` (``RuleSet.granted_abilities``), with their indexes."""
    out: list[tuple[int, Ability]] = []
    for source in state.unblanked(_granters(state)):
        grant = state.rules.granted_abilities.get(source.card.code)
        if grant is not None:
            out.extend((int(source.card.code) * 10 + i, a) for i, a in enumerate(grant(state, source, inst)))
    return out


def _granters(state: GameState) -> list[CardInst]:
    """The cards in play that grant abilities, blanked or not (cached until play changes)."""
    cache = state.play_index.cache
    granters = cache.get("granters")
    if granters is None:
        granters = cache["granters"] = [c for c in state.in_play() if c.card.code in state.rules.granted_abilities]
    return granters


def _bind_use(ctx: Ctx, index: int) -> Callable[[], Flow[None]]:
    return lambda: use(ctx, index)


# --- using an ability ------------------------------------------------------------------------------------
def use(ctx: Ctx, index: int) -> Flow[None]:
    """Use an ability (see ``_use``), as ``ctx.player``'s card effect (``acting_player``)."""
    return (yield from resolving(ctx, index, as_player(ctx.state, ctx.player, _use(ctx, index))))




def resolving(ctx: Ctx, index: int, flow: Flow[T]) -> Flow[T]:
    """Run ``flow`` with this ability on ``state.resolving`` (read by guards, choosers and views); once it has
    resolved, the cards its pulls revealed are discarded (``actions.discard_pulled``)."""
    since = len(ctx.state.pulled)
    result = yield from framed(ctx.state, Resolving(ctx.player, ctx.card.uid, index, ctx.ability.window,
                                                      ctx.ability.effect_tags(ctx)), flow)
    actions.discard_pulled(ctx.state, since)
    return result


def cheaters_for(state: GameState, player: int) -> list[int]:
    """The cheatin' opponents a Cheatin' Resolution of ``player``'s may punish now: those no Resolution has
    hit yet, by seat (with three or four seats several may be cheatin': the player picks, ``_use``). In a
    shootout ``player`` takes part in, only the other side's: a third party's Resolution never punishes
    the posse owner it fights beside, nor uses up that player's one punishment (RULINGS.md, "your
    opponent" in a shootout)."""
    so = state.shootout
    side = None if so is None else so.side_of(player)
    return [p for p in sorted(state.cheatin) if p != player and p not in punished(state)
            and (side is None or so is None or so.side_of(p) != side)]


def _punishable(ctx: Ctx) -> list[int]:
    """The cheaters a Cheatin' Resolution may punish: with several, those for whom its requirement holds
    (Soul Cage needs an Abomination the cheater's hand rank can pay for), so the choice never leads to
    an effect with nothing to do."""
    cheaters = cheaters_for(ctx.state, ctx.player)
    requirement = ctx.ability.requirement
    if requirement is None or len(cheaters) < 2:
        return cheaters
    fitting = []
    for cheater in cheaters:
        ctx.extra["cheater"] = cheater
        if requirement(ctx):
            fitting.append(cheater)
    ctx.extra.pop("cheater", None)
    return fitting or cheaters


def cheater_for(state: GameState, player: int) -> int | None:
    """The first of ``cheaters_for`` (the only one with two seats), or None."""
    return next(iter(cheaters_for(state, player)), None)


def _use(ctx: Ctx, index: int) -> Flow[None]:
    """Announce, choose targets, pay costs, test skills, resolve (rulebook "Resolving Abilities")."""
    state, inst, ability = ctx.state, ctx.card, ctx.ability
    actions.log(state, "ability", f"{state.players[ctx.player].name} uses {inst.title}"
                + (f" ({ability.name})" if ability.name else ""), player=ctx.player, uid=inst.uid, ability=index)
    from_hand = inst.zone in (HAND, DISCARD)   # an action card played (a Combo may come from the discard pile)
    if from_hand:
        actions.set_aside(state, inst.uid)
        actions.spend(state, ctx.player, action_cost(state, ctx.player, inst), inst, "play", f"playing {inst.title}")
    if inst.card.has("Headline") and state.shootout is not None:
        actions.mark_headline(state)
    if ability.technique and ctx.performer is None:
        ctx.performer = yield from choose_card(ctx, performers(ctx), "Which dude performs the Technique?", "performer")
    if ability.cast is not None:
        ctx.performer = yield from choose_card(ctx, casters(ctx), "Which dude casts the spell?", "caster")
    leader: int | None = None
    if ability.job is not None:
        leader = yield from choose_card(ctx, leaders(ctx), "Who leads the job?", "leader")
        ctx.performer = leader
        reachable = _marks_for(ctx, state.cards[leader])
        if isinstance(ability.job.mark, Target) and ability.job.mark.town_square is not None:
            mark = yield from choose_location(ctx, reachable, ability.job.mark.prompt)
            ctx.targets[ability.job.mark.name] = mark
        elif isinstance(ability.job.mark, Target):
            marks = [c for c in ability.job.mark.candidates(ctx) if c.uid in reachable]
            mark = yield from choose_card(ctx, marks, ability.job.mark.prompt, "mark", ability.job.mark.side)
            ctx.targets[ability.job.mark.name] = yield from retargeted(ctx, mark, marks)
        else:
            ctx.targets["mark"] = ability.job.mark
    for target in ability.targets:
        candidates = target.candidates(ctx)
        places = None if target.moves_to is None else target.moves_to(ctx)
        chosen = yield from choose_card(ctx, candidates, target.prompt, side=target.side, moves_to=places)
        ctx.targets[target.name] = yield from retargeted(ctx, chosen, candidates)
    for cost in ability.costs:
        if ability.job is not None and cost.label == "boot" and leader is not None:
            actions.boot(state, leader)
            continue
        yield from _run(cost.pay(ctx))
    if not from_hand:
        actions.mark_used(state, inst.uid, _key(inst, index), ability.repeat)
    if ability.once_per_shootout and state.shootout is not None:
        actions.mark_used_this_shootout(state, _copy_key(inst, index))
    if ability.window == "cheatin_resolution":
        cheater = yield from choose_player(ctx, _punishable(ctx), "Whose cheatin' does it punish?")
        actions.punish_cheater(state, cheater)
        ctx.extra["cheater"] = cheater
    if ability.cast is not None:
        ctx.succeeded = yield from skill_test(ctx)
    if ability.technique:
        ctx.succeeded = yield from kung_fu_test(ctx)
    if ctx.succeeded:
        if ability.job is not None and leader is not None:
            spec = ability.job
            mark = ctx.targets[spec.mark.name if isinstance(spec.mark, Target) else "mark"]
            if spec.on_start is not None:
                yield from _run(spec.on_start(ctx))
            on_join, posse_ok, posse_need = spec.on_join, spec.posse_ok, spec.posse_need
            forced = spec.forced_opposition
            yield from run_job(state, leader, mark, lambda: _run(spec.on_success(ctx)), inst.title,
                               on_join=None if on_join is None else (lambda uid: on_join(ctx, uid)),
                               posse_ok=None if posse_ok is None else (lambda dudes: posse_ok(ctx, dudes)),
                               posse_need=None if posse_need is None else (lambda dudes: posse_need(ctx, dudes)),
                               forced=None if forced is None else (lambda: forced(ctx)))
        else:
            yield from _run(ability.effect(ctx))
        yield from settle(ctx)
    elif ability.on_fail is not None:
        yield from _run(ability.on_fail(ctx))
        yield from settle(ctx)
    if ability.cast is not None and ctx.performer is not None:   # "after X casts a spell" answers this
        caster = state.cards[ctx.performer].title
        actions.log(state, "cast",
                    f"{caster} has cast {inst.title}" if ctx.succeeded else f"{caster}'s {inst.title} has no effect",
                    uid=inst.uid, caster=ctx.performer, window=ability.window, success=ctx.succeeded)
    if from_hand and inst.zone == "pending":
        if ability.technique and tao_of(inst) and ctx.performer is not None and state.cards[ctx.performer].zone == PLAY:
            actions.attach(state, inst.uid, ctx.performer, ctx.player, booted=not ctx.succeeded)
            actions.remember_tao_targets(state, inst.uid, ctx.targets)
        else:
            actions.discard_unplayed(state, inst.uid)


def difficulty(ctx: Ctx) -> int:
    cast = ctx.ability.cast
    if callable(cast):
        return cast(ctx)
    assert cast is not None
    return cast[1]


def skill_test(ctx: Ctx) -> Flow[bool]:
    """Pull and add the caster's skill rating; meet or beat the difficulty (rulebook Skill Tests)."""
    kind = next((k for k in SPELL_SKILL if ctx.card.card.has(k)), "Hex")
    dude = ctx.dude
    assert dude is not None
    rating = stats.skill(ctx.state, dude, SPELL_SKILL[kind]) or 0
    rating += hooks.skill_test_bonus(ctx.state, dude, ctx.card, SPELL_SKILL[kind])   # "while casting X" traits
    since = len(ctx.state.pulled)
    value, _ = yield from pull(ctx.state, ctx.player, "skill test")
    need = difficulty(ctx)
    ok = value + rating >= need
    ctx.extra["margin"] = value + rating - need     # "if successful by N or more"
    actions.log(ctx.state, "skill_test", f"{dude.title} {'casts' if ok else 'fails to cast'} {ctx.card.title} "
                f"({value} + {rating} vs {need})", uid=dude.uid, total=value + rating, difficulty=need, success=ok,
                location=dude.location)
    actions.discard_pulled(ctx.state, since)   # the pull's effect, the test, has resolved (rulebook "Pulls")
    return ok


def kung_fu_test(ctx: Ctx) -> Flow[bool]:
    """Pull; the Technique works if the pull is no higher than the performer's value (rulebook)."""
    dude = ctx.dude
    assert dude is not None
    since = len(ctx.state.pulled)
    value, _ = yield from pull(ctx.state, ctx.player, "Kung Fu test", low=True)
    need = stats.value(ctx.state, dude)
    ok = value <= need
    actions.log(ctx.state, "kung_fu_test", f"{dude.title} {'performs' if ok else 'fails'} {ctx.card.title} "
                f"(pull {value} vs value {need})", uid=dude.uid, pull=value, value=need, success=ok)
    actions.discard_pulled(ctx.state, since)   # the pull's effect, the test, has resolved (rulebook "Pulls")
    return ok


# --- reacts and triggered traits ------------------------------------------------------------------------
@listing
def react_plays(state: GameState, player: int, event: Event) -> list[tuple[Option, Callable[[], Flow[None]]]]:
    out: list[tuple[Option, Callable[[], Flow[None]]]] = []

    def pick(found: ScriptIndex) -> tuple[Any, ...]:
        return found.reacts(event.kind)

    key = ("reacts", event.kind)
    playing = [(inst, items) for inst, items in in_play_with(state, key, pick) if _may_act(player, inst)]
    for inst, items in playing + in_hand_with(state, player, key, pick):
        for index, ability in items:
            assert ability.react is not None
            ctx = usable(state, player, inst, index, ability, "react")
            if ctx is None:
                continue
            ctx.event = event
            if not ability.react.condition(ctx, event):
                continue
            option = Option(f"react:{inst.uid}:{index}", ability.name or f"{inst.title}: React",
                            {"play": "ability", "card": inst.title, "uid": inst.uid, "ability": index,
                             "window": "react", "tags": sorted(ability.effect_tags(ctx))})
            out.append((option, _bind_use(ctx, index)))
    return out


def respond(state: GameState) -> Flow[None]:
    """Resolve triggered traits, then open React windows, for every event not yet answered.

    Traits resolve first, the Dealer's before the other player's (rulebook "React Priorities"), each
    player's in the order that player picks (digest B4, ``_next_trait``);
    then, per event, players alternate React plays from the Dealer until both pass. Windows nest
    (rulebook "React Priorities"): an event raised while an event's traits or Reacts resolve gets its
    own window at once, and then the first window resumes where it was. So inside a window this
    answers only the events raised in it; at the top it answers every event past the cursor.
    """
    if not state.rules.scripts:
        actions.skip_reacts(state)
        return
    if state.react_frames:                      # inside a window: only what happened in it
        yield from _answer_since(state, state.react_frames[-1])
        return
    while state.react_cursor < len(state.events):
        index = state.react_cursor
        if actions.advance_react_cursor(state):   # False: answered already, in a nested window
            # (the cursor passes each of the moment's later events in turn, keeping those still unanswered)
            yield from _answer(state, [index] + [later for later in _moment(state, index)[1:]
                                                 if actions.advance_react_cursor(state)])


def respond_to(state: GameState, index: int) -> Flow[None]:
    """Open the window of event ``index`` alone, now: a "would" event is answered before it happens,
    while the events logged ahead of it keep waiting for their own turn (e.g. the casualties a player
    has already taken, answered once all of them are taken, digest B36g)."""
    if not state.rules.scripts or index < state.react_cursor or index in state.reacted:
        return
    actions.mark_answered(state, index)
    yield from _answer(state, [index])


def _answer_since(state: GameState, start: int) -> Flow[None]:
    """Answer, in order, the events from index ``start`` on that have had no window yet."""
    index = max(start, state.react_cursor)
    while index < len(state.events):
        if index not in state.reacted:
            moment = _moment(state, index)
            batch = [i for i in moment if i not in state.reacted]
            for answered in batch:
                actions.mark_answered(state, answered)
            yield from _answer(state, batch)
            index = moment[-1]
        index += 1


def _moment(state: GameState, index: int) -> list[int]:
    """Event ``index`` and the events logged right after it at the same moment, to be answered as one: the
    hands revealed together (a shootout's or the lowball's). Most events stand alone."""
    events = state.events
    end = index + 1
    if events[index].kind == EventKind.REVEAL:
        while end < len(events) and events[end].kind == EventKind.REVEAL:
            end += 1
    return list(range(index, end))


def heard(state: GameState) -> frozenset[str]:
    """The event kinds some card of this game (anywhere) has a trait or a React for: no other kind can
    be answered in it. Counted again whenever cards were added since (a token made during the game)."""
    counted, kinds = state.play_index.heard
    if counted != len(state.cards):
        found: set[str] = set()
        for code in {inst.card.code for inst in state.cards.values()}:
            entry = state.rules.scripts.get(code)
            if entry is not None:
                found.update(t.event for t in entry.traits)
                found.update(a.react.event for a in entry.abilities if a.react is not None)
        codes = {inst.card.code for inst in state.cards.values()}
        for carried in state.rules.effect_traits.values():     # traits carried by effects (``hooks.EffectTraits``)
            found.update(t.event for code, t in carried if code in codes)
        kinds = frozenset(found)
        state.play_index.heard = (len(state.cards), kinds)
    return kinds


def _unheard(state: GameState, event: Event) -> bool:
    """Can nothing answer ``event`` now: no card in play with a trait for its kind, no card in play or
    in a hand with a React for it, and no card's trait answering its own departure? Then its traits and
    React window would offer nothing and ask nobody."""
    kind = event.kind
    if kind in ("leave_play", "ace"):      # a card gone from play may answer its own departure
        return False
    if in_play_with(state, ("traits", kind), lambda found: found.traits(kind)):
        return False
    carried = state.rules.effect_traits
    if carried and any(t.event == kind for e in state.effects for _, t in carried.get(e.stat, ())):
        return False
    return not reacts_listen(state, kind)


def _answer(state: GameState, indexes: list[int]) -> Flow[None]:
    """The traits and the React windows of the events at ``indexes``, which happen at one moment (most often
    one event; the hands revealed together): every trait any of them triggers resolves, the Dealer's first
    (digest B4), before the React window of each event in turn. Events raised meanwhile nest."""
    kinds = heard(state)
    events = [ev for i in indexes if (ev := state.events[i]).kind in kinds and not _unheard(state, ev)]
    if not events:
        return
    actions.open_react_frame(state)
    try:
        for player in state.turn_order():
            pending = [(inst, trait, ev) for ev in events for inst, trait in _triggered(state, player, ev)]
            while pending:
                inst, trait, event = pending.pop((yield from _next_trait(state, player, pending)))
                ctx = Ctx(state, player, inst, Ability(window="react", effect=trait.effect), event=event)
                if trait.optional:
                    answer = yield ask(player, "react", f"{state.players[player].name}: {trait.prompt or inst.title}?",
                                       [Option("yes", "Yes", {"play": "accept"}),
                                        Option("no", "No", {"play": "refuse"})])
                    if answer.data["play"] != "accept":
                        continue
                yield from resolving(ctx, -1, as_player(state, player, _call(trait.effect, ctx)))
                yield from settle(ctx)
                yield from _answer_since(state, state.react_frames[-1])
        for event in events:
            yield from _react_window(state, event)
    finally:
        actions.close_react_frame(state)


def _react_window(state: GameState, event: Event) -> Flow[None]:
    """Players alternate React plays answering ``event``, from the first to act, until all pass in a row."""
    player, passes = state.first_to_act(), 0
    while passes < len(state.players):
        plays = react_plays(state, player, event)
        if not plays:
            passes += 1
        else:
            answer = yield ask(player, "react", f"{state.players[player].name}: react to \u201c{event.text}\u201d?",
                               [o for o, _ in plays] + [PASS])
            if answer.data["play"] == "pass":
                passes += 1
            else:
                passes = 0
                yield from next(h for o, h in plays if o is answer)()
                yield from _answer_since(state, state.react_frames[-1])
        player = state.next_seat(player)


def _next_trait(state: GameState, player: int, pending: list[tuple[CardInst, Trait, Event]]) -> Flow[int]:
    """Which of ``player``'s triggered traits resolves next: each player orders their own (digest B4; e.g.
    The Sloane Gang's Nightfall reward before or after Nicodemus Whateley loses his control points), asked
    only when two or more are still to resolve. Its position in ``pending``."""
    if len(pending) < 2:
        return 0
    options = [Option(f"trait:{k}", trait.prompt or f"{inst.title}'s trait",
                      {"play": "trait", "card": inst.title, "uid": inst.uid, "index": k})
               for k, (inst, trait, _) in enumerate(pending)]
    texts = {ev.text for _, _, ev in pending}
    about = f"answers \u201c{texts.pop()}\u201d" if len(texts) == 1 else "answers the hands revealed"
    answer = yield ask(player, "trait_order", f"{state.players[player].name}: which of your cards {about} first?",
                       options)
    return int(answer.data["index"])


@listing
def _carried(state: GameState, player: int, event: Event) -> list[tuple[CardInst, Trait]]:
    """The traits live effects carry (``RuleSet.effect_traits``) that answer ``event`` for ``player`` (the effect's
    player): each as a trait of the effect's source card, in play or not, blanked or not, bound to its effect."""
    out: list[tuple[CardInst, Trait]] = []
    carried = state.rules.effect_traits
    for eff in list(state.effects):
        items = carried.get(eff.stat)
        if not items or eff.player != player or eff.source is None:
            continue
        inst = state.cards[eff.source]
        for _, trait in items:
            if trait.event != event.kind:
                continue
            bound = replace(trait, effect=partial(_with_effect, trait.effect, eff))
            ctx = Ctx(state, player, inst, Ability(window="react", effect=bound.effect), event=event)
            ctx.extra["effect"] = eff
            if trait.condition(ctx, event):
                out.append((inst, bound))
    return out


def _with_effect(effect: Any, eff: Any, ctx: Ctx) -> Any:
    ctx.extra["effect"] = eff
    return effect(ctx)


def _triggered(state: GameState, player: int, event: Event) -> list[tuple[CardInst, Trait]]:
    out: list[tuple[CardInst, Trait]] = []
    blanking = any(e.stat == BLANK for e in state.effects)
    for inst, traits in in_play_with(state, ("traits", event.kind), lambda found: found.traits(event.kind)):
        if blanking and state.blanked(inst.uid):
            continue
        # a deed's traits belong to whoever controls the location now (rulebook "Deeds")
        who = town.location_controller(state, inst.uid) if inst.card.type == "deed" else inst.controller
        if who != player:
            continue
        for trait in traits:
            ctx = Ctx(state, player, inst, Ability(window="react", effect=trait.effect), event=event)
            if trait.condition(ctx, event):
                out.append((inst, trait))
    if state.rules.effect_traits and state.effects:
        out += _carried(state, player, event)
    gone = state.cards.get(event.data.get("uid", -1)) if event.kind in ("leave_play", "ace") else None
    if gone is not None and gone.zone != PLAY and gone.owner == player:
        entry = state.rules.scripts.get(gone.card.code)
        for trait in entry.traits if entry is not None else ():
            if trait.own_departure and trait.event == event.kind:
                ctx = Ctx(state, player, gone, Ability(window="react", effect=trait.effect), event=event)
                if trait.condition(ctx, event):
                    out.append((gone, trait))
    return out
