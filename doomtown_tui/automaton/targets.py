"""The Gunfighter's answers to ``target`` questions: targets, costs, modes, places and amounts
(rulebook "Effect Priorities", "Target Priorities", "Programmed Reflexes").

The question's context is the ability being resolved (``state.resolving``: whose, which card, its
effect tags) and each option's data (``play`` says what the pick is for; a target's ``side``). The
table used for a card target follows the ability's tags:

- penalty: opposing dudes first — one the penalty stops from using an ability, a stud, one with influence,
  most bullets; the same list reversed for own dudes. An ability with a bonus too uses the bonus table for
  a target of its own side (or when only its own dudes are offered);
- leaving play: opposing — most control points, most influence, a stud, highest combined cost;
  own — least influence, a draw, cheapest;
- bounty on opposing dudes: least bounty, then most influence;
- a callout its own card makes: the mark by the Opposing Mark order; a dude of its own who calls out by
  the Posse order, among those standing with the best mark;
- a dude its own card moves (tag "move"): one with a place to go (among those the effect names) that keeps
  it out of check; during a High Noon pull, when moving is what the ability mainly does, the run's step-1
  row orders the dudes (the ♣ row: a stud, then most bullets);
- bonus: own dudes — the greatest gain in stud bullets, most bullets; reversed for opposing ones;
- attachments: own — cheapest, non-Gadget goods, spells, Gadgets; opposing — the reverse;
- anything else: own cards by highest value; opposing cards as for a penalty;
- a card its own effect puts into play from one of its piles: fewest of its suit and value in play,
  then nearest the top of the pile (rulebook "Playing Cards Not in Hand").

When another player's card makes the Automaton choose among its own cards, the same tables apply
from its side (the least harmful pick). Costs: a card discarded from hand is the right-most (oldest);
a card booted as a cost is the cheapest attachment, or the dude that would least be missed. Modes:
one that does everything another does and more, else the best Effect Priorities. Places: during a
pull, the run's destination rule (never into check); a job's place: most control points, then most
production; otherwise the town square. Amounts: the largest (the Paying reflex).
"""
from __future__ import annotations

from typing import Any

from doomtown_tui.automaton import exceptions
from doomtown_tui.automaton import priorities as P
from doomtown_tui.automaton.destinations import allowed, destination_rule, mark_order, showing_boss
from doomtown_tui.automaton.knowledge import makes_stud, pull_bonus, pull_rating, spell_skill, usable_ability
from doomtown_tui.automaton.posse import posse_order
from doomtown_tui.automaton.priorities import (
    KIND_RANK,
    Choice,
    Criterion,
    choose,
    effect_key,
    least,
    most,
    ordered,
    prefer,
)
from doomtown_tui.automaton.pull import in_play_twins, mover_order
from doomtown_tui.engine.cards import SUIT_SYMBOLS
from doomtown_tui.engine.decision import Decision, Option
from doomtown_tui.engine.state import BOOT_HILL, DECK, DISCARD, HAND, TOWN_SQUARE, CardInst, GameState, Resolving

YES = ("accept", "pay", "yes")
NO = ("refuse", "pass", "no", "none")


def context(state: GameState) -> Resolving | None:
    """The card effect a question belongs to (None when the rules ask it, e.g. inside a job's shootout)."""
    top = state.resolving[-1] if state.resolving else None
    return None if top is None or top.window == "rules" else top


def answer(state: GameState, seat: int, decision: Decision) -> Choice:
    """Any ``target``-style question (also ``pay`` and yes/no questions asked by card effects)."""
    special = exceptions.rule_for(state, seat, decision)
    if special is not None:
        return special
    options = list(decision.options)
    if decision.multi and decision.max == 1 and options and all(o.data.get("play") == "mark" for o in options):
        one = _card(state, seat, options)     # the one dude a callout names (Mother Bear's Rage): the Opposing Mark
        return Choice([str(one.answer)], one.reason)
    if decision.multi:
        return _pick_several(state, seat, decision)
    plays = {o.data.get("play") for o in options}
    if plays == {"mode"}:
        return _mode(state, seat, options)
    amounts = [o for o in options if isinstance(o.data.get("amount"), int) and o.data.get("play") == "pay"]
    if amounts and len(amounts) == len(options):
        best = max(amounts, key=lambda o: o.data["amount"])
        return Choice(best.id, "pays as much as it can (Paying reflex)")
    places = [o for o in options if "to_uid" in o.data and o.data.get("play") in ("location", "mark")]
    if places and len(places) == len(options):
        return _place(state, seat, places)
    cards = [o for o in options if "uid" in o.data and o.data.get("play") not in YES + NO]
    if cards:
        return _card(state, seat, cards)
    yes = next((o for o in options if o.data.get("play") in YES or o.id in YES), None)
    if yes is not None:
        return Choice(yes.id, "always pays and uses what it can (Paying reflex, Reacts)")
    return Choice(options[0].id, "no rule applies: the first option")


# --- cards -------------------------------------------------------------------------------------------------
def _card(state: GameState, seat: int, options: list[Option]) -> Choice:
    purpose = options[0].data.get("play", "target")
    cards = [state.cards[o.data["uid"]] for o in options]
    tie = P.card_tie(state)

    def pick(card: CardInst, why: str) -> Choice:
        opt = next(o for o in options if o.data["uid"] == card.uid)
        return Choice(opt.id, f"{card.title} ({why})")

    if purpose == "leader":   # (the Showstopper's Villain keeps its Boss in the town square)
        stays: Criterion[CardInst] = prefer("not the Boss, who stays in the town square",
                                            lambda d: not showing_boss(state, seat, d.uid))
        return pick(*choose(cards, [stays, *posse_order(state, seat)], tie))
    if purpose in ("caster", "performer", "inventor"):
        ctx = context(state)
        source = state.cards[ctx.uid] if ctx is not None else None
        skill = (spell_skill(source) if source is not None and source.card.type == "spell"
                 else ("Mad Scientist" if purpose == "inventor" else None))
        order = [prefer("a special effect on this pull", pull_bonus),
                 most("the best rating for the pull", lambda d: pull_rating(state, d, source, skill))]
        return pick(*choose(cards, order, tie))
    if purpose == "discard" and all(c.zone == HAND for c in cards):
        hand = state.players[seat].hand
        return pick(*choose(cards, [least("the right-most card in hand", lambda c: _index(hand, c.uid))], tie))
    ctx = context(state)
    if purpose == "boot" and all(c.controller == seat for c in cards) and (ctx is None or ctx.player == seat):
        return pick(*choose(cards, _own_cost_order(state), tie))   # a boot its own ability asks of it: a cost
    if purpose == "mark" and all(c.card.type == "dude" for c in cards):
        return pick(*choose(cards, mark_order(state), tie))
    if purpose == "mark":
        return pick(*choose(cards, _place_order(state), tie))
    if playing_from_pile(state, seat, cards):
        return pick(*choose(cards, pile_order(state), tie))
    return _target(state, seat, options, cards)


# --- playing a card from a pile -------------------------------------------------------------------------
PILES = (DECK, DISCARD, BOOT_HILL)


def playing_from_pile(state: GameState, seat: int, cards: list[CardInst]) -> bool:
    """Is this the Automaton's own effect putting one of these cards from its piles into play (rulebook
    "Playing Cards Not in Hand")?"""
    ctx = context(state)
    return (ctx is not None and ctx.player == seat and "enter_play" in ctx.tags and bool(cards)
            and all(c.zone in PILES and c.owner == seat for c in cards))


def pile_depth(state: GameState, card: CardInst) -> int:
    """How far from the top of its pile a card lies (0: the top). A deck's top is its first card; a
    discard pile's and Boot Hill's is the last one put there."""
    p = state.players[card.owner]
    pile = {DECK: p.deck, DISCARD: p.discard, BOOT_HILL: p.boot_hill}[card.zone]
    index = pile.index(card.uid)
    return index if card.zone == DECK else len(pile) - 1 - index


def pile_order(state: GameState) -> list[Criterion[CardInst]]:
    """Cards played from a pile: fewest of the same suit and value in play, then nearest the top."""
    return [least("fewest of its suit and value in play", lambda c: in_play_twins(state, c)),
            least("nearest the top of its pile", lambda c: pile_depth(state, c))]


def _index(hand: list[int], uid: int) -> int:
    return hand.index(uid) if uid in hand else len(hand)


# What an option's verb does to its card, as an Effect Priorities kind (a pick that offers a card more than one way)
VERB_KIND = {"boot": "boot", "discard": "leave_play", "ace": "leave_play"}


def _gentlest(options: list[Option]) -> tuple[list[Option], str]:
    """Of options that do different things to its cards at another player's say (boot or discard a dude: Jael's
    Guile), those whose verb the Effect Priorities rank lowest; all of them otherwise."""
    verbs = {o.data.get("play") for o in options}
    if len(verbs) < 2 or not all(v in VERB_KIND for v in verbs):
        return options, ""
    verb = max(verbs, key=lambda v: KIND_RANK[VERB_KIND[str(v)]])
    return [o for o in options if o.data.get("play") == verb], f"{verb}, the least it may; "


def _target(state: GameState, seat: int, options: list[Option], cards: list[CardInst]) -> Choice:
    ctx = context(state)
    tags = ctx.tags if ctx is not None else frozenset()
    mine = ctx is None or ctx.player == seat
    how = ""
    if not mine:
        options, how = _gentlest(options)
        cards = [state.cards[o.data["uid"]] for o in options]
    if mine and "move" in tags:   # (the Showstopper's Villain keeps its Boss in the town square)
        others = [c for c in cards if not showing_boss(state, seat, c.uid)]
        cards = others or cards
        # the check rule [RB 1597]: a dude of its own whom no move leaves out of check is not the one it moves
        places = options[0].data.get("moves_to")
        safe = [c for c in cards if c.controller != seat or _moves_safely(state, seat, c, places)]
        cards = safe or cards
    if mine and "callout" in tags:
        called = _callout(state, seat, options, cards)
        if called is not None:
            return called
    side = options[0].data.get("side", "any")
    own = [c for c in cards if c.controller == seat]
    theirs = [c for c in cards if c.controller != seat]
    hurting = "penalty" in tags or ("leave_play" in tags and "bonus" not in tags) or "bounty" in tags
    if mine and hurting and "bonus" in tags and (side == "own" or not theirs):
        hurting = False   # a card with a bonus and a penalty: this target (its own) is the bonus's [RB 1724]
    if not mine:   # another player's effect: the Automaton picks what hurts it least
        pool, order, why = cards, _order(state, tags, own_side=True, hurting=True), "least harmful to it"
    elif hurting:
        pool = theirs or own
        order = _order(state, tags, own_side=not theirs, hurting=True)
        why = "penalty on an opposing card" if theirs else "least harmful to its own"
    elif "bonus" in tags or "unboot" in tags or "enter_play" in tags:
        pool = own or theirs
        order = _order(state, tags, own_side=bool(own), hurting=False)
        why = "bonus to its own card" if own else "smallest bonus to an opposing card"
    else:
        # (an "own" target may still offer only others' cards, e.g. a deed of theirs to take ghost rock from)
        pool = own if own and (side == "own" or not theirs) else (theirs or own)
        order = _order(state, tags, own_side=pool is own, hurting=pool is not own)
        why = "its own card" if pool is own else "an opposing card"
    run = _moving_run(state, seat, tags) if mine else None
    if run is not None and pool and all(c.controller == seat and _dude(c) for c in pool):
        order, why = mover_order(state, seat, run), f"its dude to move, by the {SUIT_SYMBOLS[run]} row"
    card, reason = choose(pool, order, P.card_tie(state))
    opt = next(o for o in options if o.data["uid"] == card.uid)
    return Choice(opt.id, f"{card.title} ({how}{why}: {reason})")


def _moving_run(state: GameState, seat: int, tags: frozenset[str]) -> str | None:
    """The run whose step-1 row picks the dude its own card moves (spec §5.3, row ``move``): a High Noon pull
    under way and an ability that mainly moves a dude (no penalty, nothing the Effect Priorities rank above a
    move, such as an unboot). None otherwise (the tables by its other tags apply)."""
    a = state.automaton
    if (a is None or a.pull is None or a.seat != seat or "move" not in tags or "penalty" in tags
            or state.phase != "high_noon" or state.shootout is not None):
        return None
    return None if any(t in KIND_RANK for t in tags) else a.pull.run


def _callout(state: GameState, seat: int, options: list[Option], cards: list[CardInst]) -> Choice | None:
    """Its own card's callout (tag "callout"), as the pull chart's [RB 1736, 1742]: an opposing dude is the mark,
    by the Opposing Mark order; a dude of its own is the one who calls out, by the Posse order among those
    standing with the best mark they could call out. None when no dude is offered."""
    tie = P.card_tie(state)
    theirs = [c for c in cards if c.controller != seat and _dude(c)]
    own = [c for c in cards if c.controller == seat and _dude(c)]
    if theirs:
        card, reason = choose(theirs, mark_order(state), tie)
        why = f"the callout's mark: {reason}"
    elif own:
        marks = [d for c in own if c.location is not None for d in state.dudes_at(c.location) if d.controller != seat]
        mark = choose(marks, mark_order(state), tie)[0] if marks else None
        if mark is not None:
            own = [c for c in own if c.location == mark.location]
        card, reason = choose(own, posse_order(state, seat), tie)
        why = f"calls out {mark.title}: {reason}" if mark is not None else f"calls out: {reason}"
    else:
        return None
    opt = next(o for o in options if o.data["uid"] == card.uid)
    return Choice(opt.id, f"{card.title} ({why})")


def _moves_safely(state: GameState, seat: int, dude: CardInst, places: list[int] | None = None) -> bool:
    """Is there a place ``dude`` could move to without putting ``seat`` in check (``destinations.allowed``):
    among ``places`` when the effect names them (staying where it is counts: joining a posse there), else
    anywhere?"""
    if places is not None:
        return any(loc == dude.location or allowed(state, seat, dude.uid, loc) for loc in places)
    return any(allowed(state, seat, dude.uid, loc) for loc in state.locations() if loc != dude.location)


def _order(state: GameState, tags: frozenset[str], own_side: bool, hurting: bool) -> list[Criterion[CardInst]]:
    """The Target Priority list for these tags, from the side being picked from."""
    def dudes_only(criteria: list[Criterion[CardInst]]) -> list[Criterion[CardInst]]:
        return [prefer("a dude", lambda c: c.card.type == "dude"), *criteria]

    if not hurting:
        bonus = _bonus_order(state, tags)
        return dudes_only(bonus if own_side else _reverse(bonus))
    if "leave_play" in tags and not own_side:
        return dudes_only(_leaving_theirs(state)) + _attachment_order(state, theirs=True)
    if "leave_play" in tags:
        return dudes_only(_leaving_own(state)) + _attachment_order(state, theirs=False)
    if "bounty" in tags and not own_side:
        return dudes_only([least("least bounty", lambda d: d.bounty),
                           most("most influence", lambda d: P.influence(state, d))])
    penalty = _penalty_order(state, tags)
    if own_side:
        return dudes_only(_reverse(penalty)) + _attachment_order(state, theirs=False)
    return dudes_only(penalty) + _attachment_order(state, theirs=True)


def _reverse(criteria: list[Criterion[CardInst]]) -> list[Criterion[CardInst]]:
    return [_reversed(c) for c in criteria]


def _reversed(criterion: Criterion[CardInst]) -> Criterion[CardInst]:
    key = criterion.key
    return Criterion(f"not {criterion.name}", lambda card: _negate(key(card)))


def _negate(key: Any) -> Any:
    return tuple(-k for k in key) if isinstance(key, tuple) else -key


def _penalty_order(state: GameState, tags: frozenset[str]) -> list[Criterion[CardInst]]:
    """Penalties on opposing dudes: one the penalty stops from using an ability (a boot stops an unbooted
    dude with a booting ability left), a stud, with influence, most bullets."""
    booting = "boot" in tags

    def stops(card: CardInst) -> bool:
        return booting and _dude(card) and not card.booted and usable_ability(state, card)

    return [prefer("it could still use an ability", stops),
            prefer("a stud", lambda d: _dude(d) and P.is_stud(state, d)),
            prefer("has influence", lambda d: _dude(d) and P.influence(state, d) > 0),
            most("most bullets", lambda d: P.bullets(state, d) if _dude(d) else 0)]


def _bonus_order(state: GameState, tags: frozenset[str]) -> list[Criterion[CardInst]]:
    """Bonuses on own dudes: the greatest gain in stud bullets (a draw made a stud gains its bullets; a
    stud gains bullets), then most bullets."""
    ctx = context(state)
    source = state.cards.get(ctx.uid) if ctx is not None else None

    def gain(dude: CardInst) -> int:
        if not _dude(dude):
            return 0
        stud, bullets = P.is_stud(state, dude), P.bullets(state, dude)
        if "stud_draw" in tags and not stud and makes_stud(state, source, dude):
            return bullets + (1 if "bullets" in tags else 0)
        return 1 if stud and "bullets" in tags else 0

    return [most("gains the most stud bullets", gain),
            most("most bullets", lambda d: P.bullets(state, d) if _dude(d) else 0)]


def _leaving_theirs(state: GameState) -> list[Criterion[CardInst]]:
    return [most("most control points", lambda d: P.control(state, d)),
            most("most influence", lambda d: P.influence(state, d) if _dude(d) else 0),
            prefer("a stud", lambda d: _dude(d) and P.is_stud(state, d)),
            most("highest combined cost", lambda d: P.combined_cost(state, d))]


def _leaving_own(state: GameState) -> list[Criterion[CardInst]]:
    return [least("least influence", lambda d: P.influence(state, d) if _dude(d) else 0),
            prefer("a draw after the shootout", lambda d: _dude(d) and P.draw_after_shootout(state, d)),
            least("cheapest", lambda d: P.combined_cost(state, d))]


def _attachment_order(state: GameState, theirs: bool) -> list[Criterion[CardInst]]:
    """Attachments booted or discarded (as a cost or by an effect): own cheapest first, then non-Gadget
    goods, spells, Gadgets; opposing the other way round."""
    def rank(card: CardInst) -> int:
        if card.card.type == "goods" and card.card.gadget is None:
            return 0
        return 1 if card.card.type == "spell" else 2

    if theirs:
        return [most("highest cost", lambda c: c.card.cost or 0), most("a Gadget, then a spell", rank)]
    return [least("cheapest", lambda c: c.card.cost or 0), least("non-Gadget goods, then spells", rank)]


def _own_cost_order(state: GameState) -> list[Criterion[CardInst]]:
    """Own cards booted as a cost: attachments by the cost order, dudes that would least be missed
    (not in a shootout, no influence needed) by the own-leaving order."""
    so = state.shootout
    return [prefer("an attachment", lambda c: c.card.type != "dude"), *_attachment_order(state, theirs=False),
            prefer("not in the shootout", lambda c: so is None or so.in_posse(c.uid) is None), *_leaving_own(state)]


def _dude(card: CardInst) -> bool:
    return card.card.type == "dude"


# --- several cards at once ---------------------------------------------------------------------------------
def _pick_several(state: GameState, seat: int, decision: Decision) -> Choice:
    """Several cards at once. Its own effect: a penalty goes on as many opposing cards as it may, in the
    Penalty order, and on its own only as far as the minimum forces it; a bonus the other way round
    [RB 1687]. Another player's effect on its cards, or an effect tagged neither way: as few as it must, the
    least harmful first; but a pick that only helps its cards (an unboot another player's card offers it)
    takes as many of its own as it may, in the Bonus order [HR-24]."""
    options = [o for o in decision.options if "uid" in o.data]
    if len(options) != len(decision.options):
        return Choice([o.id for o in decision.options][:decision.min], "no rule applies: the fewest it may")
    cards = [state.cards[o.data["uid"]] for o in options]
    ctx = context(state)
    mine = ctx is None or ctx.player == seat
    tags = ctx.tags if ctx is not None else frozenset()
    own = [c for c in cards if c.controller == seat]
    theirs = [c for c in cards if c.controller != seat]
    if playing_from_pile(state, seat, cards):
        wanted, forced, why = ordered(cards, pile_order(state), P.card_tie(state)), [], "as many as it may"
    elif not mine and own and _helping(options):
        # another player's effect offering its cards only a gain (Election Day Slaughter's unboot): as many as it
        # may, as for a bonus of its own [HR-24]
        bonus = frozenset({"bonus", *(o.data["play"] for o in options)})
        wanted = ordered(own, _order(state, bonus, own_side=True, hurting=False), P.card_tie(state))
        forced = ordered(theirs, _order(state, bonus, own_side=False, hurting=False), P.card_tie(state))
        why = "as many of its own as it may (a bonus to them)"
    elif not mine or not ({"penalty", "leave_play", "bonus", "unboot", "enter_play"} & tags):
        # another player's effect, or one whose tags say neither harm nor help: the fewest it may
        wanted = []
        forced = ordered(cards, _order(state, tags, own_side=not theirs, hurting=True), P.card_tie(state))
        why = "as few as it must"
    else:
        hurting = "penalty" in tags or "leave_play" in tags
        first, second = (theirs, own) if hurting else (own, theirs)
        wanted = ordered(first, _order(state, tags, own_side=not hurting, hurting=hurting), P.card_tie(state))
        forced = ordered(second, _order(state, tags, own_side=hurting, hurting=hurting), P.card_tie(state))
        why = ("as many opposing cards as it may" if hurting else "as many of its own as it may") if wanted \
            else "as few as it must"
    ids: list[str] = []
    for card in wanted + forced:
        if len(ids) == decision.max or (card not in wanted and len(ids) >= decision.min):
            break
        trial = [*ids, next(o.id for o in options if o.data["uid"] == card.uid)]
        if decision.check is None or decision.check(trial) is None or len(trial) < decision.min:
            ids = trial
    return Choice(ids, why)


# What a pick does to the cards picked, when its options say so and it can only help them
HELPING_VERBS = frozenset({"unboot"})


def _helping(options: list[Option]) -> bool:
    """Does every option name a pick that only helps the card picked (``play`` "unboot")?"""
    return bool(options) and all(o.data.get("play") in HELPING_VERBS for o in options)


# --- modes, places -----------------------------------------------------------------------------------------
def _mode(state: GameState, seat: int, options: list[Option]) -> Choice:
    tagged = [o for o in options if "tags" in o.data]
    target = options[0].data.get("target")
    if target is not None and tagged:   # a choice of raising or lowering: help its own, hurt the others
        want = "bonus" if state.cards[target].controller == seat else "penalty"
        fits = [o for o in tagged if want in o.data["tags"]]
        if fits:
            return Choice(fits[0].id, f"{fits[0].label} ({'its own card' if want == 'bonus' else 'an opposing card'})")
    paying = [o for o in tagged if "pay" in o.data["tags"]]
    if paying:       # the Paying reflex: pay what an ability asks for when it can (the engine offers only
        tagged = paying   # what it can afford)
    if tagged:
        sets = {o.id: frozenset(o.data["tags"]) for o in tagged}
        widest = [o for o in tagged if all(sets[o.id] >= s for s in sets.values())]
        if widest and (paying or len({sets[o.id] for o in tagged}) > 1):
            why = "it pays for it (Paying reflex)" if paying else "does everything the others do"
            return Choice(widest[0].id, f"{widest[0].label} ({why})")
        best, reason = choose(tagged, [Criterion("Effect Priorities", lambda o: effect_key(o.data["tags"]))],
                              lambda o: o.data["mode"])
        return Choice(best.id, f"{best.label} ({reason})")
    return Choice(options[0].id, f"{options[0].label} (the first mode)")


def _place_order(state: GameState) -> list[Criterion[CardInst]]:
    return [most("most control points", lambda c: P.control(state, c)),
            most("most production", lambda c: P.location_production(state, c.uid))]


def _place(state: GameState, seat: int, options: list[Option]) -> Choice:
    locs = [o.data["to_uid"] for o in options]
    a = state.automaton
    ctx = context(state)
    mover = options[0].data.get("mover")
    if options[0].data.get("play") == "mark":     # a job against a place
        def key(loc: int) -> tuple[int, int]:
            return (-P.location_cp(state, loc), -P.location_production(state, loc))
        best = min(locs, key=lambda loc: (key(loc), loc != TOWN_SQUARE, loc))
        return Choice(next(o.id for o in options if o.data["to_uid"] == best), "most control points, then production")
    if mover is not None and (ctx is None or ctx.player == seat or state.cards[mover].controller == seat):
        # its own effect moving any dude, or its own dude moved: never into check if another place will do
        safe = [loc for loc in locs if allowed(state, seat, mover, loc)] or locs
    else:
        safe = locs
    run = a.pull.run if (a is not None and a.pull is not None and (ctx is None or ctx.player == seat)) else None
    rule = destination_rule(state, seat, run or "S")
    assert rule is not None
    if run is None and TOWN_SQUARE in safe:
        return Choice(next(o.id for o in options if o.data["to_uid"] == TOWN_SQUARE), "the town square")
    to, why = rule(safe)
    return Choice(next(o.id for o in options if o.data["to_uid"] == to), f"{state.location_name(to)} ({why})")

