"""Building blocks for card scripts: the common shapes of Doomtown effects, each a short call.

Effects: stat bonuses with a duration, stud/draw changes, boot/unboot, moves, sending home booted,
joining a posse, bounty, ghost rock, drawing, discarding, acing, choosing between modes.
Traits: continuous stat changes (``stat_trait``) and cost changes (``cost_trait``).
Targets: ``Target`` pools from ``abilities`` (``dudes``, ``deeds``) with a filter.

Every block goes through the engine's named actions, so each change is logged as an event.
"""
from __future__ import annotations

from typing import Any, Callable, Generator, Sequence

from doomtown_tui.engine import actions, hooks, stats, town
from doomtown_tui.engine.abilities import Ctx, script
from doomtown_tui.engine.decision import Decision, Option, ask
from doomtown_tui.engine.state import TOWN_SQUARE, CardInst, GameState

Flow = Generator[Decision, object, Any]


# --- effects on dudes ----------------------------------------------------------------------------
def bonus(ctx: Ctx, uid: int, stat: str, amount: int, until: str | None = None) -> None:
    """``stat`` (bullets, influence, value, control, production, upkeep, skill:Huckster ...) changes
    by ``amount`` for the ability's default duration (or ``until``)."""
    card = ctx.state.cards[uid]
    actions.add_effect(ctx.state, stat, target=uid, amount=amount, until=until or ctx.duration,
                       source=ctx.card.uid, reason=ctx.card.title)
    sign = "+" if amount >= 0 else ""
    actions.log(ctx.state, "modify", f"{card.title} gets {sign}{amount} {stat.replace('skill:', '')} ({ctx.card.title})",
                uid=uid, stat=stat, amount=amount)


def set_shooter(ctx: Ctx, uid: int, kind: str, until: str | None = None) -> None:
    """The dude becomes a ``stud`` or a ``draw``."""
    actions.add_effect(ctx.state, "shooter", target=uid, set_to=kind, until=until or ctx.duration,
                       source=ctx.card.uid, reason=ctx.card.title)
    actions.log(ctx.state, "modify", f"{ctx.state.cards[uid].title} becomes a {kind} ({ctx.card.title})", uid=uid)


def set_stat(ctx: Ctx, uid: int, stat: str, value: int, until: str | None = None) -> None:
    actions.add_effect(ctx.state, stat, target=uid, set_to=value, until=until or ctx.duration,
                       source=ctx.card.uid, reason=ctx.card.title)
    actions.log(ctx.state, "modify", f"{ctx.state.cards[uid].title}'s {stat} becomes {value} ({ctx.card.title})", uid=uid)


def give_keyword(ctx: Ctx, uid: int, keyword: str, until: str | None = None) -> None:
    actions.add_effect(ctx.state, "keyword", target=uid, set_to=keyword, until=until or ctx.duration,
                       source=ctx.card.uid, reason=ctx.card.title)
    actions.log(ctx.state, "modify", f"{ctx.state.cards[uid].title} gains {keyword} ({ctx.card.title})", uid=uid)


def hand_rank(ctx: Ctx, player: int, amount: int, until: str | None = None) -> None:
    """Raise (or lower) ``player``'s hand rank."""
    actions.add_effect(ctx.state, "hand_rank", player=player, amount=amount, until=until or "round",
                       source=ctx.card.uid, reason=ctx.card.title)
    actions.log(ctx.state, "hand_rank", f"{ctx.state.players[player].name}'s hand rank {'+' if amount >= 0 else ''}{amount} "
                f"({ctx.card.title})", player=player, amount=amount)


def boot(ctx: Ctx, uid: int) -> None:
    actions.boot(ctx.state, uid)


def unboot(ctx: Ctx, uid: int) -> None:
    actions.unboot(ctx.state, uid)


def move(ctx: Ctx, uid: int, to: int, booting: bool = False) -> None:
    """Move a dude by card effect: no boot unless the card says so (rulebook "Via Card Effect")."""
    actions.move(ctx.state, uid, to, boot_it=booting, why=ctx.card.title)


def send_home(ctx: Ctx, uid: int, booted: bool = True) -> None:
    if booted:
        actions.send_home_booted(ctx.state, uid)
    else:
        dude = ctx.state.cards[uid]
        home = ctx.state.home_of(dude.controller)
        if dude.location != home:
            actions.move(ctx.state, uid, home, why=ctx.card.title)
        actions.leave_posse(ctx.state, uid)


def join_posse(ctx: Ctx, uid: int, player: int | None = None) -> None:
    """The dude moves into the shootout (without booting) and joins its controller's posse."""
    from doomtown_tui.engine import shootout

    so = ctx.state.shootout
    if so is None:
        return
    who = ctx.state.cards[uid].controller if player is None else player
    if so.in_posse(uid) is None:
        shootout.join(ctx.state, who, uid)


def add_bounty(ctx: Ctx, uid: int, amount: int = 1) -> None:
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
    if card.card.type == "dude" and card.controller != ctx.player:
        actions.collect_bounty(ctx.state, ctx.player, uid)
    actions.discard_card(ctx.state, uid, ctx.card.title)


def ace(ctx: Ctx, uid: int) -> None:
    """Ace a card in play (a Harrowed dude is discarded instead); bounty as for ``discard``."""
    card = ctx.state.cards[uid]
    if card.card.type == "dude" and card.controller != ctx.player:
        actions.collect_bounty(ctx.state, ctx.player, uid)
    actions.ace_card(ctx.state, uid, ctx.card.title)


def choose_mode(ctx: Ctx, modes: Sequence[tuple[str, Callable[[], Flow | None]]], prompt: str = "Choose one") -> Flow:
    """Ask the player which of two or more modes to apply, then apply it."""
    options = [Option(f"mode:{i}", label, {"play": "mode", "mode": i}) for i, (label, _) in enumerate(modes)]
    answer = yield ask(ctx.player, "target", f"{ctx.state.players[ctx.player].name}: {prompt}", options)
    result = modes[int(str(answer).split(":")[1])][1]()
    if result is not None:
        yield from result


def choose_location(ctx: Ctx, locations: Sequence[int], prompt: str = "Where to?") -> Generator[Decision, object, int]:
    if len(locations) == 1:
        return locations[0]
    options = [Option(f"loc:{loc}", ctx.state.location_name(loc), {"play": "location", "to": ctx.state.location_name(loc),
                                                                    "to_uid": loc}) for loc in locations]
    answer = yield ask(ctx.player, "target", f"{ctx.state.players[ctx.player].name}: {prompt}", options)
    return int(str(answer).split(":")[1])


def pull(ctx: Ctx) -> Generator[Decision, object, tuple[int, str]]:
    from doomtown_tui.engine.windows import pull as do_pull

    return (yield from do_pull(ctx.state, ctx.player, ctx.card.title))


# --- queries scripts use often ----------------------------------------------------------------------
def in_posse(ctx: Ctx, uid: int, player: int | None = None) -> bool:
    so = ctx.state.shootout
    who = so.in_posse(uid) if so is not None else None
    return who is not None and (player is None or who == player)


def posse(ctx: Ctx, player: int) -> list[CardInst]:
    so = ctx.state.shootout
    if so is None:
        return []
    return [ctx.state.cards[u] for u in so.posses[player].dudes]


def attachments(state: GameState, dude: CardInst, keyword: str | None = None) -> list[CardInst]:
    out = [state.cards[u] for u in dude.attachments]
    return [a for a in out if keyword is None or stats.has_keyword(state, a, keyword)]


def controls(ctx: Ctx, location: int | None) -> bool:
    return location is not None and town.location_controller(ctx.state, location) == ctx.player


def in_town(state: GameState, location: int | None) -> bool:
    return location is not None and (location == TOWN_SQUARE or not state.is_out_of_town(location))


# --- traits -----------------------------------------------------------------------------------------
def stat_trait(code: str, fn: Callable[[GameState, CardInst, CardInst, str], int], reason: str | None = None) -> None:
    """Register a continuous trait of card ``code``: ``fn(state, source, target, stat)`` returns the
    change to ``target``'s ``stat`` while ``source`` is in play (0 for none)."""
    previous = hooks.STAT_TRAITS.get(code)

    def trait(state: GameState, source: CardInst, target: CardInst, stat: str) -> list[tuple[int, str]]:
        out = previous(state, source, target, stat) if previous else []
        delta = fn(state, source, target, stat)
        if delta:
            out.append((delta, reason or source.card.title))
        return out

    hooks.STAT_TRAITS[code] = trait
    script(code)


def shooter_trait(code: str, fn: Callable[[GameState, CardInst, CardInst], str | None]) -> None:
    """Register a trait that makes a dude a stud or a draw while ``fn`` says so."""

    def setter(state: GameState, source: CardInst, target: CardInst, stat: str) -> tuple[Any, str] | None:
        if stat != "shooter":
            return None
        kind = fn(state, source, target)
        return (kind, source.card.title) if kind else None

    hooks.SETTERS[code] = setter
    script(code)


def cost_trait(code: str, fn: Callable[[GameState, CardInst, CardInst, int], int]) -> None:
    """Register a trait of card ``code`` that changes what a card costs to play: ``fn(state, source,
    card, player)`` returns the change (negative to reduce). It works from hand for the card itself
    (digest B5) and from play for other cards."""
    hooks.COST_TRAITS[code] = fn
    script(code)
