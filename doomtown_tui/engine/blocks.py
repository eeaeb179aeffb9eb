"""Building blocks for card scripts: the common shapes of Doomtown effects, each a short call.

Effects: stat bonuses with a duration, stud/draw changes, boot/unboot, moves, sending home booted,
joining a posse, bounty, ghost rock, drawing, discarding, acing, choosing between modes; attaching
goods and spells by card effect (``attach_by_effect``), refilling the hand, fewer casualties, keeping
a card of the draw hand, staying booted through Nightfall.
Traits: continuous stat changes (``stat_trait``) and cost changes (``cost_trait``).
Targets: ``Target`` pools from ``abilities`` (``dudes``, ``deeds``) with a filter.

Every block goes through the engine's named actions, so each change is logged as an event.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from doomtown_tui.engine import actions, hands, high_noon, hooks, poker, shootout, stats, town
from doomtown_tui.engine.abilities import Cost, Ctx, choose_card, guard_reason, reacts_listen, retargeted, shielded
from doomtown_tui.engine.cards import SPELL_SKILL, card_name
from doomtown_tui.engine.decision import EventKind, Flow, Option, ask, pick
from doomtown_tui.engine.high_noon import attach_goods, play_cost, unique_blocked
from doomtown_tui.engine.nightfall import hand_size
from doomtown_tui.engine.resolution import respond
from doomtown_tui.engine.shootout import KEEP_FROM_DRAW_HAND
from doomtown_tui.engine.state import BLANK, NO_ABILITIES, PLAY, TOWN_SQUARE, CardInst, GameState
from doomtown_tui.engine.windows import SUITS
from doomtown_tui.engine.windows import pull as do_pull


# --- effects on dudes ----------------------------------------------------------------------------
def bonus(ctx: Ctx, uid: int, stat: str, amount: int, until: str | None = None) -> None:
    """``stat`` (bullets, influence, value, control, production, upkeep, skill:Huckster ...) changes
    by ``amount`` for the ability's default duration (or ``until``), unless a guard prevents it."""
    card = ctx.state.cards[uid]
    if guarded(ctx, uid, stat, amount=amount):
        return
    actions.add_effect(ctx.state, stat, target=uid, amount=amount, until=until or ctx.duration,
                       source=ctx.card.uid, reason=ctx.card.title)
    sign = "+" if amount >= 0 else ""
    actions.log(ctx.state, "modify",
                f"{card.title} gets {sign}{amount} {stat.replace('skill:', '')} ({ctx.card.title})",
                uid=uid, stat=stat, amount=amount)


def set_shooter(ctx: Ctx, uid: int, kind: str, until: str | None = None) -> None:
    """The dude becomes a ``stud`` or a ``draw`` (unless a guard prevents it)."""
    if guarded(ctx, uid, "shooter", set_to=kind):
        return
    actions.add_effect(ctx.state, "shooter", target=uid, set_to=kind, until=until or ctx.duration,
                       source=ctx.card.uid, reason=ctx.card.title)
    actions.log(ctx.state, "modify", f"{ctx.state.cards[uid].title} becomes a {kind} ({ctx.card.title})", uid=uid)


def only_while_here(ctx: Ctx, uid: int) -> None:
    """The effects this card has given ``uid`` so far also end as soon as ``uid`` leaves the location it stands
    at now ("until this dude leaves that location"; ``Effect.while_at``), even if this card is gone by then."""
    actions.tie_to_location(ctx.state, uid, ctx.card.uid)


def give_keyword(ctx: Ctx, uid: int, keyword: str, until: str | None = None) -> None:
    if out_of_reach(ctx, uid):
        return
    actions.add_effect(ctx.state, "keyword", target=uid, set_to=keyword, until=until or ctx.duration,
                       source=ctx.card.uid, reason=ctx.card.title)
    actions.log(ctx.state, "modify", f"{ctx.state.cards[uid].title} gains {keyword} ({ctx.card.title})", uid=uid)


def blank(ctx: Ctx, uid: int, until: str | None = None) -> None:
    """Card ``uid`` loses its traits, abilities and bullet bonuses for the ability's default duration
    (or ``until``): a ``blank`` effect, honoured wherever the engine reads traits (``hooks``)."""
    if out_of_reach(ctx, uid):
        return
    actions.add_effect(ctx.state, BLANK, target=uid, until=until or ctx.duration, source=ctx.card.uid,
                       reason=ctx.card.title)
    actions.log(ctx.state, "blank", f"{ctx.state.cards[uid].title} loses its traits, abilities and bullet bonuses "
                f"({ctx.card.title})", uid=uid)


def forbid_abilities(ctx: Ctx, uid: int, until: str | None = None) -> None:
    """Card ``uid`` cannot use its own abilities for the ability's default duration (or ``until``)."""
    if out_of_reach(ctx, uid):
        return
    actions.add_effect(ctx.state, NO_ABILITIES, target=uid, until=until or ctx.duration, source=ctx.card.uid,
                       reason=ctx.card.title)
    actions.log(ctx.state, "modify", f"{ctx.state.cards[uid].title} cannot use its abilities ({ctx.card.title})",
                uid=uid)


def hand_rank(ctx: Ctx, player: int, amount: int, until: str | None = None) -> None:
    """Raise (or lower) ``player``'s hand rank: for the round, or from a Shootout ability for the rest of
    the shootout (digest B7). A third party's hand in a shootout is the hand of the posse it fights in
    (multiplayer rules: the posse's owner draws it)."""
    whole = ctx.in_shootout and ctx.ability.window in ("shootout", "noon_shootout")
    player = hand_owner(ctx, player)
    actions.add_effect(ctx.state, "hand_rank", player=player, amount=amount,
                       until=until or ("shootout" if whole else "round"),
                       source=ctx.card.uid, reason=ctx.card.title)
    actions.log(ctx.state, "hand_rank",
                f"{ctx.state.players[player].name}'s hand rank {'+' if amount >= 0 else ''}{amount} ({ctx.card.title})",
                player=player, amount=amount)


def count_hand_as_modified(ctx: Ctx, player: int) -> None:
    """``player``'s draw hand counts as modified for the round (the worst hand of its rank, rulebook
    "Modifying Hand Ranks"): a card changed it in a way its text counts as modifying the hand rank."""
    player = hand_owner(ctx, player)
    actions.add_effect(ctx.state, stats.HAND_MODIFIED, player=player, until="round", source=ctx.card.uid,
                       reason=ctx.card.title)
    actions.log(ctx.state, "hand_rank", f"{ctx.state.players[player].name}'s hand counts as modified: the worst "
                f"hand of its rank ({ctx.card.title})", player=player, amount=0)


def hand_owner(ctx: Ctx, player: int | None = None) -> int:
    """Whose draw hand (and posse's casualties) "your hand" means for ``player`` (the ability's user by
    default): in a shootout, a third party's is the posse it fights in, whose owner draws the hand and
    takes the casualties (multiplayer rules; RULINGS.md); anyone else's is their own."""
    player = ctx.player if player is None else player
    so = ctx.state.shootout
    side = so.side_of(player) if so is not None and so.allies else None
    return player if side is None else side


def guarded(ctx: Ctx, uid: int, stat: str, amount: int = 0, set_to: Any = None) -> bool:
    """Does a card in play prevent this ability's change to ``uid``'s ``stat`` (``RuleSet.guards``), or a live
    effect's own rule (``RuleSet.effect_guards``), or is ``uid`` shielded from it (``out_of_reach``)?"""
    if out_of_reach(ctx, uid):
        return True
    why = guard_reason(ctx, uid, stat, amount, set_to)
    if why is None:
        return False
    actions.log(ctx.state, "prevented", f"{ctx.state.cards[uid].title}: {ctx.card.title} cannot change its {stat} "
                f"({why})", uid=uid, stat=stat)
    return True


def can_change(ctx: Ctx, uid: int, stat: str, amount: int = 0, set_to: Any = None) -> bool:
    """Would this ability's change to ``uid``'s ``stat`` go through (``guarded``, asked without logging)? For a
    target's filter: an ability that could change nothing cannot be used (rulebook "Resolving Abilities")."""
    return not shielded(ctx, ctx.state.cards[uid]) and guard_reason(ctx, uid, stat, amount, set_to) is None


def can_boot(ctx: Ctx, card: CardInst) -> bool:
    """Could this ability boot ``card``: unbooted, and no protection keeps the boot from it (``can_change``)?"""
    return not card.booted and can_change(ctx, card.uid, "boot")


def can_make_draw(ctx: Ctx, dude: CardInst) -> bool:
    """Would making ``dude`` a draw change anything: not a draw already, and no protection refuses it?"""
    return stats.shooter(ctx.state, dude) != "draw" and can_change(ctx, dude.uid, "shooter", set_to="draw")


def guards_live(state: GameState) -> bool:
    """Might a "cannot" rule (a card's guard or a live effect's) stop a change now? A quick test before ``guarded``."""
    return bool(state.rules.guards or (state.rules.effect_guards and state.effects))


# Booting or moving another player's dude by an ability first opens a "would" window (digest B3), so a
# React guarding a dude against an opponent's boots and moves (a "would" window) can prevent it.
# Such a block returns a flow: ``yield from`` it to resolve it in order; a flow left unrun is
# finished by the engine right after the effect (``abilities.settle``).
WOULD = EventKind.WOULD_BOOT_OR_MOVE


def out_of_reach(ctx: Ctx, uid: int) -> bool:
    """Is card ``uid`` shielded from this ability (``abilities.shielded``, e.g. "other players' Shootout
    abilities cannot affect that dude")? The prevented change is logged."""
    if not ctx.state.effects or not shielded(ctx, ctx.state.cards[uid]):
        return False
    actions.log(ctx.state, "prevented", f"{ctx.state.cards[uid].title} cannot be affected by {ctx.card.title}",
                uid=uid, source=ctx.card.uid)
    return True


def _would(ctx: Ctx, uid: int, action: str, do: Callable[[], None]) -> Flow[None] | None:
    if out_of_reach(ctx, uid):
        return None
    # "cannot be booted / sent home by ..." traits (``RuleSet.guards``)
    if guards_live(ctx.state) and guarded(ctx, uid, action):
        return None
    dude = ctx.state.cards[uid]
    if dude.card.type != "dude" or dude.controller == ctx.player or not reacts_listen(ctx.state, WOULD):
        do()
        return None
    flow = _would_window(ctx, uid, action, do)
    ctx.extra.setdefault("pending", []).append(flow)
    return flow


def _would_window(ctx: Ctx, uid: int, action: str, do: Callable[[], None]) -> Flow[None]:
    dude = ctx.state.cards[uid]
    actions.log(ctx.state, WOULD, f"{dude.title} would {action.replace('_', ' ')} ({ctx.card.title})", uid=uid,
                by=ctx.player, action=action, source=ctx.card.uid)
    event = ctx.state.events[-1]
    yield from respond(ctx.state)
    if not event.data.get("prevented") and dude.zone == "play":
        do()


def boot(ctx: Ctx, uid: int) -> Flow[None] | None:
    """Boot a card; another player's dude may first answer "would be booted" (see ``WOULD``)."""
    if ctx.state.cards[uid].booted:
        return None
    return _would(ctx, uid, "boot", lambda: actions.boot(ctx.state, uid))


def unboot(ctx: Ctx, uid: int) -> None:
    if not out_of_reach(ctx, uid):
        actions.unboot(ctx.state, uid)


def move(ctx: Ctx, uid: int, to: int, booting: bool = False) -> Flow[None] | None:
    """Move a dude by card effect: no boot unless the card says so (rulebook "Via Card Effect");
    another player's dude may first answer "would be moved" (see ``WOULD``)."""
    return _would(ctx, uid, "move", lambda: actions.move(ctx.state, uid, to, boot_it=booting, why=ctx.card.title))


def send_home(ctx: Ctx, uid: int, booted: bool = True) -> Flow[None] | None:
    """Send a dude home (booted by default); if its boot or move is prevented, none of it happens (B33)."""
    def do() -> None:
        if booted:
            actions.send_home_booted(ctx.state, uid)
        else:
            dude = ctx.state.cards[uid]
            home = ctx.state.home_of(dude.controller)
            if dude.location != home:
                actions.move(ctx.state, uid, home, why=ctx.card.title)
            actions.leave_posse(ctx.state, uid)

    dude = ctx.state.cards[uid]
    if booted and posses_held(ctx):
        return None
    if (dude.booted or not booted) and dude.location == ctx.state.home_of(dude.controller):
        do()
        return None
    return _would(ctx, uid, "go_home_booted" if booted else "go_home", do)


POSSES_HELD = "posses_held"


def shootout_play(ctx: Ctx) -> bool:
    """Is this ability a Shootout play in a shootout under way (what a "posses_held" effect bars)?"""
    return ctx.state.shootout is not None and ctx.ability.window in ("shootout", "noon_shootout")


def posses_held(ctx: Ctx) -> bool:
    """Is this a Shootout play while a "posses_held" effect lasts (Shootout plays can neither send
    dudes home booted nor bring dudes into a posse)? The barred step is logged."""
    if not shootout_play(ctx):
        return False
    held = next((e for e in ctx.state.effects if e.stat == POSSES_HELD), None)
    if held is None:
        return False
    actions.log(ctx.state, "prevented", f"{ctx.card.title} cannot send dudes home or bring them into a posse "
                f"({held.reason})", source=ctx.card.uid)
    return True


def join_posse(ctx: Ctx, uid: int, player: int | None = None, moving: bool = True) -> Flow[None] | None:
    """The dude moves into the shootout (without booting) and joins its controller's posse, or the
    posse its controller fights in as a third party (with ``moving=False`` it joins from where it is).
    Another player's dude moved in may first answer "would be moved" (see ``WOULD``)."""
    so = ctx.state.shootout
    if so is None or so.in_posse(uid) is not None or posses_held(ctx):
        return None
    who = so.side_of(ctx.state.cards[uid].controller if player is None else player)   # a third party: its side
    if who is None:          # (multiplayer) a player taking no part in the shootout has no posse to join
        return None
    if not moving or ctx.state.cards[uid].location == so.location:
        shootout.join(ctx.state, who, uid, move=moving)
        return None
    return _would(ctx, uid, "move", lambda: shootout.join(ctx.state, who, uid)
                  if ctx.state.shootout is so and so.in_posse(uid) is None else None)


def add_bounty(ctx: Ctx, uid: int, amount: int = 1) -> None:
    if not out_of_reach(ctx, uid):
        actions.add_bounty(ctx.state, uid, amount, ctx.card.title)


def remove_bounty(ctx: Ctx, uid: int, amount: int = 1) -> None:
    actions.remove_bounty(ctx.state, uid, amount, ctx.card.title)


def gain(ctx: Ctx, amount: int, player: int | None = None) -> None:
    actions.gain(ctx.state, ctx.player if player is None else player, amount, ctx.card.title)


def draw(ctx: Ctx, count: int = 1, player: int | None = None) -> None:
    actions.draw(ctx.state, ctx.player if player is None else player, count)


def discard(ctx: Ctx, uid: int) -> None:
    """Discard a card in play; its controller's opponent collects any bounty (digest B28)."""
    card = ctx.state.cards[uid]
    if out_of_reach(ctx, uid) or (guards_live(ctx.state) and guarded(ctx, uid, "discard")):
        return
    if card.card.type == "dude" and card.controller != ctx.player:
        actions.collect_bounty(ctx.state, bounty_taker(ctx), uid)
    actions.discard_card(ctx.state, uid, ctx.card.title)


# A dude that a card effect is about to ace first opens a "would be aced" window of its own, so a React
# answering "when a dude would be aced" can do something else to it instead: the React marks the event
# prevented (``actions.prevent``) and carries out its replacement; the ace, and the bounty it would pay,
# then do not happen. Casualties have their own window (``shootout.WOULD_BE_CASUALTY``) and never come
# here, so one ace is never offered twice. A Harrowed dude gets no window: its keyword has already turned
# the ace into a discard (digest B3; an "instead" trait replaces the event before any React, B4). The
# window opens only while some React in play or in a hand listens for it (``reacts_listen``).
WOULD_BE_ACED = EventKind.WOULD_BE_ACED


def ace(ctx: Ctx, uid: int) -> Flow[None] | None:
    """Ace a card in play (a Harrowed dude is discarded instead); bounty as for ``discard``. A dude may
    first answer "would be aced" (see ``WOULD_BE_ACED``): the returned flow resolves that window and then
    the ace; ``yield from`` it to resolve it in order (left unrun, the engine finishes it right after the
    effect, ``abilities.settle``)."""
    state = ctx.state
    card = state.cards[uid]
    if out_of_reach(ctx, uid) or (guards_live(state) and guarded(ctx, uid, "ace")):
        return None

    def do() -> None:
        if card.card.type == "dude" and card.controller != ctx.player:
            actions.collect_bounty(state, bounty_taker(ctx), uid)
        actions.ace_card(state, uid, ctx.card.title)

    if card.card.type != "dude" or actions.ace_becomes_discard(state, uid) or not reacts_listen(state, WOULD_BE_ACED):
        do()
        return None
    flow = _ace_window(ctx, uid, do)
    ctx.extra.setdefault("pending", []).append(flow)
    return flow


def _ace_window(ctx: Ctx, uid: int, do: Callable[[], None]) -> Flow[None]:
    state = ctx.state
    dude = state.cards[uid]
    actions.log(state, WOULD_BE_ACED, f"{dude.title} would be aced ({ctx.card.title})", uid=uid, by=ctx.player,
                source=ctx.card.uid)
    index = len(state.events) - 1
    yield from state.resolution.respond_to(state, index)
    if not state.events[index].data.get("prevented") and dude.zone == PLAY:
        do()


def bounty_taker(ctx: Ctx) -> int:
    """Who collects the bounty on a dude this card effect discards or aces: the player using it; with three
    or more seats the owner of the card (multiplayer rules)."""
    return ctx.card.owner if len(ctx.state.players) > 2 else ctx.player


Mode = tuple[str, Callable[[], "Flow[Any] | None"]] | tuple[str, Callable[[], "Flow[Any] | None"], frozenset[str]]


def choose_mode(ctx: Ctx, modes: Sequence[Mode], prompt: str = "Choose one", target: int | None = None) -> Flow[None]:
    """Ask the player which of the modes to apply, then apply it; a lone mode (the others could change
    nothing now) applies without a question. A mode may carry its own effect tags (a third item) and
    ``target`` names the card the modes change: both go into the options' data for the Automaton's
    Effect Priorities."""
    if len(modes) == 1:
        alone = modes[0][1]()
        if alone is not None:
            yield from alone
        return
    options = []
    for i, mode in enumerate(modes):
        data: dict[str, Any] = {"play": "mode", "mode": i}
        if len(mode) > 2:
            data["tags"] = sorted(mode[2])   # type: ignore[misc]
        if target is not None:
            data["target"] = target
        options.append(Option(f"mode:{i}", mode[0], data))
    answer = yield ask(ctx.player, "target", f"{ctx.state.players[ctx.player].name}: {prompt}", options)
    result = modes[answer.data["mode"]][1]()
    if result is not None:
        yield from result


def choose_location(ctx: Ctx, locations: Sequence[int], prompt: str = "Where to?",
                    mover: int | None = None) -> Flow[int]:
    """Ask for one of ``locations``; ``mover`` (the dude that will go there) goes into the options' data."""
    if len(locations) == 1:
        return locations[0]
    extra = {} if mover is None else {"mover": mover}
    options = [Option(f"loc:{loc}", ctx.state.location_name(loc),
                      {"play": "location", "to": ctx.state.location_name(loc), "to_uid": loc} | extra)
               for loc in locations]
    answer = yield ask(ctx.player, "target", f"{ctx.state.players[ctx.player].name}: {prompt}", options)
    return answer.data["to_uid"]


def pull(ctx: Ctx, best: tuple[int, str] | None = None) -> Flow[tuple[int, str]]:
    """A card effect's pull; ``best``: the (value, suit) the effect rewards most, suggested for a Joker."""
    return (yield from do_pull(ctx.state, ctx.player, ctx.card.title, best=best))


def pick_cards(ctx: Ctx, cards: Sequence[CardInst], lo: int, hi: int, prompt: str,
               player: int | None = None, check: Callable[[list[int]], str | None] | None = None,
               play: str = "target") -> Flow[list[int]]:
    """Ask ``player`` (the ability's user by default) to choose ``lo`` to ``hi`` of ``cards`` ("up to
    two dudes ..."); returns their uids (none asked if there is nothing to choose). ``check`` refuses a
    set of uids that does not go together (a reason), as ``Decision.check`` does; ``play`` says what the
    pick is for, as for ``choose_card`` (``mark``: the dude a callout names)."""
    who = ctx.player if player is None else player
    hi = min(hi, len(cards))
    if hi <= 0:
        return []
    options = [Option(str(c.uid), c.title + (f" at {ctx.state.location_name(c.location)}" if c.card.type == "dude"
                                             and c.location is not None else ""),
                      {"play": play, "uid": c.uid, "card": c.title}) for c in cards]
    least = min(lo, hi)

    def filled(ids: list[str]) -> list[str]:   # fewer than the least: the next ones offered (Decision.complete)
        return ids + [o.id for o in options if o.id not in ids][:least - len(ids)]

    answer = yield pick(who, "target", f"{ctx.state.players[who].name}: {prompt}", options, least, hi,
                        check=None if check is None else lambda ids: check([int(i) for i in ids]),
                        complete=filled if least > 1 else None)
    return [option.data["uid"] for option in answer]


def pick_targets(ctx: Ctx, cards: Sequence[CardInst], lo: int, hi: int, prompt: str,
                 player: int | None = None) -> Flow[list[int]]:
    """``pick_cards`` for the cards an effect targets as it resolves: each card its user picks then passes a Boss
    Battle scenario's say (``abilities.retargeted``), as a declared ``Target`` does; a pick another player makes
    for the effect (Coachwhip!'s cheater choosing) is that player's own, so it is left alone."""
    chosen = yield from pick_cards(ctx, cards, lo, hi, prompt, player)
    if player is not None and player != ctx.player:
        return chosen
    out: list[int] = []
    for uid in chosen:
        legal = [c for c in cards if c.uid == uid or c.uid not in chosen]
        out.append((yield from retargeted(ctx, uid, legal)))
    return out


def draw_cards(ctx: Ctx, player: int | None = None) -> list[CardInst]:
    """The ordinary cards of a draw hand (a Joker already stands for what its owner declared); by default
    "your draw hand" (``hand_owner``: for a third party, the hand of the posse it fights in)."""
    who = hand_owner(ctx) if player is None else player
    return [ctx.state.cards[u] for u in ctx.state.players[who].draw_hand if ctx.state.cards[u].card.type != "joker"]


def _hand_score(ctx: Ctx, player: int, changed: dict[int, tuple[int, str]]) -> tuple[bool, int]:
    """How good ``player``'s draw hand would be with the ``changed`` identities: legal hands first, then
    the better hand (the lower one in the lowball, outside shootouts)."""
    state = ctx.state
    naturals, jokers = [], []
    for u in state.players[player].draw_hand:
        inst = state.cards[u]
        if inst.card.type == "joker":
            if inst.joker_as:
                jokers.append(poker.Card(*inst.joker_as))
        else:
            naturals.append(poker.Card(*changed[u]) if u in changed else hands.poker_card(state, u))
    hand = poker.evaluate(naturals + [poker.Card.joker()] * len(jokers), jokers=jokers)
    return (not hand.cheatin, -hand.key if state.shootout is None else hand.key)


def change_draw_card(ctx: Ctx, uid: int, allowed: Callable[[int, str], bool], prompt: str) -> Flow[None]:
    """Card ``uid`` of "your draw hand" (``hand_owner``) takes a value and suit of the player's choice among
    those ``allowed`` (the best for the hand offered first), until it leaves the hand; the hand is counted
    again, so a hand made cheatin' this way can be punished (digest C.1)."""
    state, owner = ctx.state, hand_owner(ctx)
    current = hands.poker_card(state, uid)
    identities = [(v, s) for s in SUITS for v in range(1, 14)
                  if (v, s) != (current.value, current.suit) and allowed(v, s)]
    if not identities:
        return
    identities.sort(key=lambda vs: _hand_score(ctx, owner, {uid: vs}), reverse=True)
    options = [Option(f"{v}{s}", card_name(v, s) + (" (suggested)" if i == 0 else ""),
                      {"play": "identity", "value": v, "suit": s}) for i, (v, s) in enumerate(identities)]
    answer = yield ask(ctx.player, "target", f"{state.players[ctx.player].name}: {prompt}", options)
    actions.show_as(state, uid, answer.data["value"], answer.data["suit"], ctx.card.title)
    shootout.show_replaced_hand(state, owner)


def legal_hand(ctx: Ctx, player: int | None = None) -> bool:
    """Is the draw hand (shootout or lowball) of ``player`` legal? By default "your hand": the ability's
    user's, or for a third party in a shootout the hand of the posse it fights in (``hand_owner``)."""
    return hand_is_legal(ctx.state, hand_owner(ctx) if player is None else player)


def hand_is_legal(state: GameState, player: int) -> bool:
    """``legal_hand`` without an ability (for traits and "while" conditions): a hand a card made legal
    (a "legal_hand" effect, Quickdraw Handgun) is legal whatever it holds."""
    if any(e.stat == "legal_hand" and e.player == player for e in state.effects):   # "is considered legal"
        return True
    return not hands.evaluate(state, state.players[player].draw_hand).cheatin


def callout(ctx: Ctx, leader: int, mark: int, refusable: bool = True,
            on_accept: Callable[[], None] | None = None) -> Flow[None]:
    """A callout made by card effect (rulebook "Callouts & Card Effects": a booted leader, a mark at
    home are fine); the mark may refuse only if unbooted and ``refusable``. ``on_accept`` runs once
    the callout is accepted, before the shootout starts."""
    if refusable:
        yield from high_noon.callout(ctx.state, leader, mark, on_accept)
        return
    state, who, dude = ctx.state, ctx.state.cards[leader], ctx.state.cards[mark]
    actions.log(state, "callout", f"{who.title} calls out {dude.title} at {state.location_name(dude.location)}",
                uid=leader, target=mark)
    yield ask(dude.controller, "callout_response", f"{state.players[dude.controller].name}: {who.title} calls out "
              f"{dude.title}, who cannot refuse ({ctx.card.title})",
              [Option("accept", f"Accept: {dude.title} fights", {"play": "accept"})])
    actions.log(state, "accept", f"{dude.title} accepts the callout", uid=mark)
    if on_accept is not None:
        on_accept()
    yield from shootout.shootout(state, leader, mark)


# --- costs (besides the ones in ``abilities``) -----------------------------------------------------
def bounty_cost(amount: int = 1) -> Cost:
    """Cost: "this dude" gains ``amount`` bounty ("give X 1 bounty to ...")."""
    def pay(ctx: Ctx) -> None:
        assert ctx.dude is not None
        actions.add_bounty(ctx.state, ctx.dude.uid, amount, ctx.card.title)

    return Cost(f"gain {amount} bounty", lambda ctx: ctx.dude is not None, pay)


def boot_target(name: str, label: str = "boot your dude") -> Cost:
    """Cost: boot the card chosen for target ``name`` ("boot your dude to ..."). Costs are checked
    before targets are chosen, so the target's own filter must ask for an unbooted card."""
    return Cost(label, lambda ctx: name not in ctx.targets or not ctx.t(name).booted,
                lambda ctx: actions.boot(ctx.state, ctx.targets[name]))


# --- queries scripts use often ----------------------------------------------------------------------
def in_posse(ctx: Ctx, uid: int, player: int | None = None) -> bool:
    so = ctx.state.shootout
    who = so.in_posse(uid) if so is not None else None
    if so is None or who is None:
        return False
    return player is None or who == so.side_of(player)   # a third party: the side it joined


def opposing_dudes(ctx: Ctx) -> list[CardInst]:
    """Every dude in play another player controls ("an opposing dude": any opponent's, multiplayer rules)."""
    return [d for d in ctx.state.dudes_in_play() if d.controller != ctx.player]


def posse(ctx: Ctx, player: int) -> list[CardInst]:
    """``player``'s posse as a card effect of ``ctx.player`` sees it: the posse ``player`` fights in, whole
    (its owner's dudes and any third party's who joined it: multiplayer rules), except that for a third
    party's own card "your posse" is only its own dudes there (RULINGS.md, "Third-party dudes")."""
    so = ctx.state.shootout
    side = None if so is None else so.side_of(player)   # a third party fights in the posse it joined
    if so is None or side is None:   # no shootout, or ``player`` takes no part in it
        return []
    dudes = [ctx.state.cards[u] for u in so.posses[side].dudes]
    if player == ctx.player and player in so.allies:   # a third party's "your posse"
        return [d for d in dudes if d.controller == player]
    return dudes


def attachments(state: GameState, dude: CardInst, keyword: str | None = None) -> list[CardInst]:
    out = [state.cards[u] for u in dude.attachments]
    return [a for a in out if keyword is None or stats.has_keyword(state, a, keyword)]


def controls(ctx: Ctx, location: int | None) -> bool:
    return location is not None and town.location_controller(ctx.state, location) == ctx.player


def deed_at(state: GameState, location: int | None) -> CardInst | None:
    """The deed at ``location`` (None for the town square, a home, or no location)."""
    if location is None or location == TOWN_SQUARE or not state.is_location(location):
        return None
    card = state.cards[location]
    return card if card.card.type == "deed" else None


def in_town(state: GameState, location: int | None) -> bool:
    return location is not None and (location == TOWN_SQUARE or not state.is_out_of_town(location))


# --- traits -----------------------------------------------------------------------------------------
# --- more effects ------------------------------------------------------------------------------------
def raise_or_lower(ctx: Ctx, uid: int, stat: str, amount: int, until: str | None = None) -> Flow[None]:
    """The player chooses: card ``uid`` gets +``amount`` or -``amount`` ``stat``. A direction a protection refuses
    (``can_change``) is no choice, as it would change nothing; a lone direction left applies without asking
    (``choose_mode``)."""
    title = ctx.state.cards[uid].title
    kind = {"bullets": "bullets"}.get(stat, "other")
    modes: list[Mode] = [
        (f"{title} gets {sign:+d} {stat}", partial(bonus, ctx, uid, stat, sign, until),
         frozenset({"bonus" if sign > 0 else "penalty", kind}))
        for sign in (amount, -amount) if can_change(ctx, uid, stat, sign)]
    if modes:
        yield from choose_mode(ctx, modes, f"+{amount} or -{amount} {stat} for {title}?", target=uid)


def adjacent_to(state: GameState, location: int) -> list[int]:
    """Every location adjacent to ``location`` (street neighbours, the town square, card links)."""
    return [loc for loc in state.locations() if state.adjacent(location, loc)]


def move_to_one_of(ctx: Ctx, uid: int, destinations: Sequence[int], booting: bool = False) -> Flow[None]:
    """Ask where (among ``destinations``) the dude goes, then move it there by card effect."""
    to = yield from choose_location(ctx, list(destinations), f"Move {ctx.state.cards[uid].title} where?", uid)
    result = move(ctx, uid, to, booting)
    if result is not None:
        yield from result


# --- goods: costs, guards, keywords ---------------------------------------------------------------------
def carrier(state: GameState, source: CardInst) -> CardInst | None:
    """The dude a goods (or spell) in play is attached to ("this dude" of its traits)."""
    if source.attached_to is None:
        return None
    host = state.cards[source.attached_to]
    return host if host.card.type == "dude" else None


def pay_gr_upto(low: int, high: int, key: str = "paid") -> Cost:
    """Cost: pay ``low`` to ``high`` ghost rock, as the player chooses ("Pay 1-3 GR"); the amount is
    kept in ``ctx.extra[key]``. Cards in play that may pay for this card's abilities chip in
    (``actions.funds`` / ``actions.spend``)."""
    def pay(ctx: Ctx) -> Flow[None]:
        top = min(high, actions.funds(ctx.state, ctx.player, ctx.card, "ability"))
        options = [Option(f"gr:{n}", f"Pay {n} GR", {"play": "pay", "amount": n}) for n in range(low, top + 1)]
        answer = options[0] if len(options) == 1 else (
            yield ask(ctx.player, "target",
                      f"{ctx.state.players[ctx.player].name}: how much to pay for {ctx.card.title}?", options))
        ctx.extra[key] = answer.data["amount"]
        actions.spend(ctx.state, ctx.player, ctx.extra[key], ctx.card, "ability", ctx.card.title)

    return Cost(f"pay {low}-{high} GR",
                lambda ctx: actions.funds(ctx.state, ctx.player, ctx.card, "ability") >= low, pay)


def boot_dude_if(condition: Callable[[Ctx], bool], label: str) -> Cost:
    """Cost: boot "this dude" too, but only while ``condition`` holds ("if X, you must also boot...")."""
    def can(ctx: Ctx) -> bool:
        return not condition(ctx) or (ctx.dude is not None and not ctx.dude.booted)

    def pay(ctx: Ctx) -> None:
        if condition(ctx) and ctx.dude is not None:
            actions.boot(ctx.state, ctx.dude.uid)

    return Cost(label, can, pay)


def can_bring_in(ctx: Ctx) -> bool:
    """Could this ability bring anyone into a posse now: a shootout is on, both posses still stand, and
    no "posses_held" effect bars a Shootout play from doing it (Scoop Hound). Abilities whose effect
    puts a dude or token into a posse ask this (or ``can_join``) before they are offered."""
    so = ctx.state.shootout
    if so is None or any(not posse.dudes for posse in so.posses.values()):
        return False
    return not (shootout_play(ctx) and any(e.stat == POSSES_HELD for e in ctx.state.effects))


def to_the_fight(ctx: Ctx) -> list[int]:
    """Where a dude an ability brings into the posse goes: the shootout's location (none outside one); a
    ``Target``'s ``moves_to`` for the Automaton's check rule."""
    so = ctx.state.shootout
    return [] if so is None else [so.location]


def can_join(ctx: Ctx, dude: CardInst | None) -> bool:
    """Could ``dude`` (yours) be added to your posse by an ability now: ``can_bring_in``, it is in play
    and in no posse, it is not the job's mark joining the leader, and, away from the shootout, the move
    there would take it (Ancestor Spirit never arrives: digest B34, as posses form, ``shootout.joiners``)."""
    so = ctx.state.shootout
    if so is None or dude is None or dude.zone != "play" or dude.location is None or dude.controller != ctx.player:
        return False
    if not can_bring_in(ctx) or so.in_posse(dude.uid) is not None:
        return False
    if dude.location != so.location and not shootout.can_leave(ctx.state, dude.uid):
        return False
    return not (dude.uid == so.mark and ctx.player != so.mark_player)


def gun_in_opposing_posse(state: GameState, dude: CardInst) -> bool:
    """Is there an unbooted non-Melee Weapon in the posse opposing ``dude``'s (Melee Weapons' text)?"""
    so = state.shootout
    side = so.in_posse(dude.uid) if so is not None else None
    if so is None or side is None:
        return False
    for player, posse in so.posses.items():
        if player == side:
            continue
        for uid in posse.dudes:
            for att in attachments(state, state.cards[uid], "Weapon"):
                if not att.booted and not stats.has_keyword(state, att, "Melee"):
                    return True
    return False


# --- inventing by card effect --------------------------------------------------------------------------
def inventors(ctx: Ctx) -> list[CardInst]:
    """Who may invent a Gadget a card effect plays: any unbooted Mad Scientist of yours, wherever it is
    (rulebook "Inventing via Card Effect")."""
    return [d for d in ctx.state.dudes_in_play(ctx.player)
            if not d.booted and stats.skill(ctx.state, d, "Mad Scientist") is not None]


def invent_by_effect(ctx: Ctx, uid: int) -> Flow[CardInst | None]:
    """A card effect plays the Gadget ``uid`` (already paid for): a Mad Scientist of yours boots and
    makes the skill test. Returns the inventor on success (the caller puts the card into play); on
    failure the Gadget is discarded and None is returned."""
    state, gadget = ctx.state, ctx.state.cards[uid]
    inventor = state.cards[(yield from choose_card(ctx, inventors(ctx), f"Which Mad Scientist invents {gadget.title}?",
                                                   "inventor"))]
    actions.boot(state, inventor.uid)
    actions.set_aside(state, uid)
    value, _ = yield from pull(ctx)
    rating = (stats.skill(state, inventor, "Mad Scientist") or 0) + hooks.skill_test_bonus(state, inventor, gadget,
                                                                                           "Mad Scientist")
    total, difficulty = value + rating, gadget.card.gadget or 0
    if total < difficulty:
        actions.log(state, "invent_fail", f"{inventor.title} fails to invent {gadget.title} ({total} < {difficulty})",
                    uid=uid, total=total, difficulty=difficulty)
        actions.discard_unplayed(state, uid, "invention failed")
        return None
    actions.log(state, "invent", f"{inventor.title} invents {gadget.title} ({total} \u2265 {difficulty})",
                uid=uid, total=total, difficulty=difficulty)
    return inventor


# --- attaching goods and spells by card effect ------------------------------------------------------------
def attach_price(ctx: Ctx, card: CardInst, dude: CardInst, discount: int = 0) -> int:
    """What putting ``card`` on ``dude`` by this effect costs: its cost now (cost traits, and for a spell
    the location traits where the dude is) less ``discount``, never below 0."""
    where = dude.location if card.card.type == "spell" else None
    return max(0, play_cost(ctx.state, ctx.player, card, where) - discount)


def attach_hosts(ctx: Ctx, card: CardInst, discount: int = 0) -> list[CardInst]:
    """Your dudes who may get the goods or spell ``card`` by card effect at a price your stash covers:
    booted or not, at any location (rulebook "Via Card Effect"); a spell only a dude with its casting
    skill, a Totem only a Shaman whose location may take it (never the town square). A Shootout or
    Resolution play during a shootout attaches only to a dude in it (the presence rule: rulebook
    "Shootout Plays", digest B35). None if the card is unique and blocked, or is a Gadget with no Mad
    Scientist to invent it."""
    state, kind = ctx.state, card.card.type
    if kind not in ("goods", "spell") or unique_blocked(state, ctx.player, card.card):
        return []
    if card.card.gadget is not None and not inventors(ctx):
        return []
    skill = next((SPELL_SKILL[k] for k in SPELL_SKILL if card.card.has(k)), None) if kind == "spell" else None
    if kind == "spell" and skill is None:
        return []
    rule = state.rules.attach_rules.get(card.card.code)
    so = state.shootout if ctx.ability.window in ("shootout", "resolution", "cheatin_resolution") else None
    out = []
    for dude in state.dudes_in_play(ctx.player):
        if so is not None and not so.in_posse_of(ctx.player, dude.uid):
            continue
        if skill is not None and stats.skill(state, dude, skill) is None:
            continue
        host = dude
        if card.card.has("Totem"):
            if dude.location is None or dude.location == TOWN_SQUARE:
                continue
            host = state.cards[dude.location]
        if rule is not None and not rule(state, card, host):
            continue
        if attach_price(ctx, card, dude, discount) <= state.players[ctx.player].stash:
            out.append(dude)
    return out


def attachable(ctx: Ctx, uids: Sequence[int], discount: int = 0) -> list[CardInst]:
    """The goods and spells among ``uids`` that ``attach_by_effect`` could put into play now."""
    return [ctx.state.cards[u] for u in uids if attach_hosts(ctx, ctx.state.cards[u], discount)]


def attach_by_effect(ctx: Ctx, uid: int, discount: int = 0) -> Flow[bool]:
    """A card effect attaches the goods or spell ``uid`` (from hand, or wherever the caller found it):
    the player picks one of ``attach_hosts``, pays ``attach_price`` from the stash, a Gadget is first
    invented (``invent_by_effect``: discarded if that fails); then a goods attaches with its Weapon,
    Horse and Attire limits (digest B20), a Totem is planted at the dude's location, any other spell
    goes to the dude. True if the card entered play."""
    state, card = ctx.state, ctx.state.cards[uid]
    hosts = attach_hosts(ctx, card, discount)
    if not hosts:
        return False
    dude = state.cards[(yield from choose_card(ctx, hosts, f"Which of your dudes gets {card.title}?", "holder", "own"))]
    actions.pay(state, ctx.player, attach_price(ctx, card, dude, discount), f"{card.title} ({ctx.card.title})")
    if card.card.gadget is not None and (yield from invent_by_effect(ctx, uid)) is None:
        return False
    if card.card.type == "goods":
        attach_goods(state, uid, dude)
    elif card.card.has("Totem"):
        assert dude.location is not None
        actions.attach(state, uid, dude.location, ctx.player)
    else:
        actions.attach(state, uid, dude.uid, ctx.player)
    return card.zone == "play"


# --- hands, casualties, Nightfall ---------------------------------------------------------------------------
def refill_hand(ctx: Ctx, player: int | None = None) -> None:
    """``player`` (the ability's user by default) draws up to their maximum hand size (none if at or above it)."""
    who = ctx.player if player is None else player
    short = hand_size(ctx.state, who) - len(ctx.state.players[who].hand)
    if short > 0:
        actions.draw(ctx.state, who, short)


def fewer_casualties(ctx: Ctx, amount: int, player: int | None = None) -> None:
    """In a shootout, ``player`` takes ``amount`` fewer casualties this round (a "casualties" effect,
    ``shootout.changed_casualties``; never below 0); by default "you" (``hand_owner``: for a third party,
    the posse it fights in, whose owner takes the casualties). Nothing outside one."""
    if ctx.state.shootout is None:
        return
    who = hand_owner(ctx) if player is None else player
    actions.add_effect(ctx.state, "casualties", player=who, amount=-amount, until="round", source=ctx.card.uid,
                       reason=ctx.card.title)
    actions.log(ctx.state, "modify", f"{ctx.state.players[who].name} takes {amount} casualt"
                f"{'y' if amount == 1 else 'ies'} fewer this round ({ctx.card.title})", player=who, amount=-amount)


def keep_from_draw_hand(ctx: Ctx) -> None:
    """When the user's draw hand is next discarded (this shootout round's, or this lowball's), they may
    move one card of it to their play hand first (``shootout.KEEP_FROM_DRAW_HAND``)."""
    until = "round" if ctx.state.shootout is not None else "phase"
    actions.add_effect(ctx.state, KEEP_FROM_DRAW_HAND, player=ctx.player, until=until, source=ctx.card.uid,
                       reason=ctx.card.title)
    actions.log(ctx.state, "modify", f"{ctx.state.players[ctx.player].name} may keep a card of this draw hand when it "
                f"is discarded ({ctx.card.title})", player=ctx.player)


def stay_booted(ctx: Ctx, uid: int, until: str = "nightfall") -> None:
    """Card ``uid`` does not unboot at Nightfall while this lasts (``actions.STAYS_BOOTED``); the default
    covers this turn's Nightfall only (it outlasts the turn-long effects the Dealer's step ends, so it holds
    at its controller's unboot, whoever deals)."""
    actions.add_effect(ctx.state, actions.STAYS_BOOTED, target=uid, until=until, source=ctx.card.uid,
                       reason=ctx.card.title)
    actions.log(ctx.state, "modify",
                f"{ctx.state.cards[uid].title} will not unboot at this Nightfall ({ctx.card.title})", uid=uid)
