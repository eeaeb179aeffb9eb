"""High Noon (rulebook "4. High Noon Phase"): every Noon play, alternating from the Dealer.

Plays: recruit a dude, buy goods, trade goods (``trade``), learn a spell, plant a Totem, invent a Gadget,
build a deed, move a dude, call out a dude, replace a dude with an Experienced version, use a Noon
ability (``windows.plays_for``: the abilities of the game's card scripts), pass.
The phase ends when both players pass one after the other.

Every option offered is checked by the same code that carries it out: ``noon_plays`` lists only
legal plays, and each play's handler assumes nothing more.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial

from doomtown_tui.engine import actions, hooks, shootout, stats, town, twists
from doomtown_tui.engine.actions import listing
from doomtown_tui.engine.cards import SPELL_SKILL, CardDef
from doomtown_tui.engine.decision import Flow, Option, ask
from doomtown_tui.engine.frames import by_the_rules, framed
from doomtown_tui.engine.state import TOWN_SQUARE, CardInst, GameState, Resolving
from doomtown_tui.engine.trade import limit_conflict, trade_plays
from doomtown_tui.engine.windows import Play, play_window, plays_for, pull


def high_noon(state: GameState, resume: tuple[int, int, bool] | None = None) -> Flow[None]:
    """The phase; with ``resume``, only the rest of its play window from that turn (a restart point,
    see ``checkpoints.py``: each turn of the window is one)."""
    if resume is None:
        actions.end_effects(state, "noon")   # effects lasting "until Noon next turn"
        actions.begin_phase(state, "high_noon", "High Noon")
        twists.endless_dudes(state)
    yield from play_window(state, "noon", state.dealer, "make a Noon play or pass", plays=iter_noon_plays,
                           stop=lambda: state.over, always_ask=True, resume=resume, restart="high_noon")


# --- checks shared by the plays -------------------------------------------------------------------
def unique_blocked(state: GameState, player: int, card: CardDef, owned: set[str] | None = None) -> bool:
    """A unique card can't enter play for a player who owns a copy in play or in Boot Hill.
    ``owned`` may pass the titles from ``owned_titles`` when checking many cards at once."""
    if not card.unique:
        return False
    return card.base_title in (owned if owned is not None else owned_titles(state, player))


def unique_returning_blocked(state: GameState, inst: CardInst) -> bool:
    """``unique_blocked`` for a card of its owner's discard pile or Boot Hill that an effect puts into play: its
    owner's *other* copies count (in play, or in Boot Hill), not the card itself; other players' copies never do."""
    if not inst.card.unique:
        return False
    title, owner = inst.card.base_title, inst.owner
    return (any(c.owner == owner and c.card.base_title == title for c in state.in_play())
            or any(u != inst.uid and state.cards[u].card.base_title == title for u in state.players[owner].boot_hill))


def owned_titles(state: GameState, player: int) -> set[str]:
    """Base titles of the cards ``player`` owns in play or in Boot Hill."""
    titles = {inst.card.base_title for inst in state.in_play() if inst.owner == player}
    titles.update(state.cards[uid].card.base_title for uid in state.players[player].boot_hill)
    return titles


def can_take_goods(state: GameState, player: int, dude: CardInst) -> bool:
    """Buying or receiving goods: your unbooted dude at a location you control."""
    return (dude.controller == player and not dude.booted and dude.location is not None
            and town.controls(state, player, dude.location))


def attach_goods(state: GameState, uid: int, dude: CardInst, booted: bool = False) -> None:
    """Attach a goods; Weapons, Horses or Attire already held that the dude may not keep beside it are discarded
    (``trade.limit_conflict``: the fewest, the oldest among as few; digest B20)."""
    for old in limit_conflict(state, dude, uid):
        actions.discard_card(state, old, f"{dude.title} can hold only one of its kind")
    actions.attach(state, uid, dude.uid, dude.controller, booted=booted)


def move_boots(state: GameState, dude: CardInst, to: int) -> bool:
    """Does a Noon move boot the dude? Free from home to adjacent, and from the town square to
    adjacent other than the dude's own home."""
    src = dude.location
    home = state.home_of(dude.controller)
    if src == home and state.adjacent(src, to):
        return False
    if src == TOWN_SQUARE and state.adjacent(src, to) and to != home:  # noqa: SIM103 - one free move per rule, as the rules list them
        return False
    return True


def play_cost(state: GameState, player: int, inst: CardInst, location: int | None = None) -> int:
    """What playing ``inst`` costs ``player`` now: printed cost plus cost traits (at least 0); with
    ``location`` (where the card is played, e.g. the spell's dude), location cost traits too."""
    cost = inst.card.cost or 0
    if state.rules.cost_traits:
        own = state.rules.cost_traits.get(inst.card.code)
        if own is not None:
            cost += own(state, inst, inst, player)
        for source in state.in_play_with("cost_traits", state.rules.cost_traits):
            trait = state.rules.cost_traits.get(source.card.code)
            if trait is not None:
                cost += trait(state, source, inst, player)
    if location is not None and state.rules.location_cost_traits:   # "cards played at this location cost 1 less"
        for source in state.in_play_with("location_cost_traits", state.rules.location_cost_traits):
            where = state.rules.location_cost_traits.get(source.card.code)
            if where is not None:
                cost += where(state, source, inst, player, location)
    return max(0, cost)


def afford(state: GameState, player: int, inst: CardInst, cost: int | None = None) -> bool:
    """Can ``player`` pay for ``inst`` now (its ``play_cost``, which the caller may pass as ``cost``),
    counting optional extra payments (``RuleSet.play_discounts``)?"""
    discount = state.rules.play_discounts.get(inst.card.code) if state.rules.play_discounts else None
    most = discount[0](state, player, inst) if discount is not None else 0
    return (play_cost(state, player, inst) if cost is None else cost) - most <= state.players[player].stash


# --- the list of plays ----------------------------------------------------------------------------
@listing
def noon_plays(state: GameState, player: int) -> list[Play]:
    """Every Noon play ``player`` may make now."""
    return list(iter_noon_plays(state, player))


def iter_noon_plays(state: GameState, player: int) -> Iterator[Play]:
    """``noon_plays`` one by one, the card abilities (the dearest to list) last: the play window reads
    only as far as it must (``windows.Listed``)."""
    p = state.players[player]
    my_dudes = list(state.dudes_in_play(player))
    # control matters only where this player's dudes stand (their shopping and trading)
    controlled = {loc: town.location_controller(state, loc) == player
                  for loc in dict.fromkeys(d.location for d in my_dudes if d.location is not None)}
    shoppers = [d for d in my_dudes if not d.booted and d.location is not None and controlled.get(d.location, False)]
    owned = owned_titles(state, player)
    for uid in p.hand:
        inst = state.cards[uid]
        card = inst.card
        if card.type in ("action", "joker", "outfit"):
            continue
        cost = play_cost(state, player, inst)
        # a spell's cost may depend on where it is played: checked for each dude (``_spell_plays``)
        if not afford(state, player, inst, cost) and card.type != "spell":
            continue
        if card.gadget is not None:
            yield from _invent_plays(state, player, inst, shoppers)
            continue
        if card.type == "dude":
            if not unique_blocked(state, player, card, owned):
                yield (Option(f"recruit:{uid}", f"Recruit {card.title} ({cost} GR)",
                              {"play": "recruit", "card": card.title, "uid": uid,
                               "to": state.location_name(state.home_of(player))}),
                       _bind(recruit, state, player, uid))
                entry = state.rules.entry_points.get(card.code)   # "may enter play at ..." traits
                for loc, cost in (entry(state, player, inst) if entry is not None else []):
                    if cost <= p.stash and loc != state.home_of(player):
                        yield (Option(f"recruit:{uid}:{loc}",
                                      f"Recruit {card.title} at {state.location_name(loc)} ({cost} GR)",
                                      {"play": "recruit", "card": card.title, "uid": uid,
                                       "to": state.location_name(loc), "to_uid": loc}),
                               _bind(recruit, state, player, uid, loc, cost))
        elif card.type == "deed":
            if unique_blocked(state, player, card, owned):
                continue
            sides = ["out"] if card.has("Out of Town") else ["left", "right"]
            for side in sides:
                label = "out of town" if side == "out" else f"at the {side} end of your street"
                yield (Option(f"build:{uid}:{side}", f"Build {card.title} {label} ({cost} GR)",
                              {"play": "build", "card": card.title, "uid": uid, "side": side}),
                       _bind(build, state, player, uid, side))
        elif card.type == "goods":
            if unique_blocked(state, player, card, owned):
                continue
            for dude in shoppers:
                yield (Option(f"buy:{uid}:{dude.uid}", f"Buy {card.title} for {dude.title} ({cost} GR)",
                              {"play": "buy", "card": card.title, "uid": uid, "target": dude.uid,
                               "target_card": dude.title}),
                       _bind(buy, state, player, uid, dude.uid))
        elif card.type == "spell":
            if unique_blocked(state, player, card, owned):
                continue
            yield from _spell_plays(state, player, inst, shoppers)
    yield from trade_plays(state, player, my_dudes, controlled)
    yield from _experienced_plays(state, player, my_dudes)
    yield from _move_plays(state, player, my_dudes)
    yield from _callout_plays(state, player, my_dudes)
    yield from plays_for(state, "noon", player)


# A play's handler: the function with its arguments bound (``functools.partial``, cheaper to make than a closure).
_bind = partial


def _spell_plays(state: GameState, player: int, spell: CardInst, shoppers: list[CardInst]) -> list[Play]:
    card = spell.card
    out: list[Play] = []
    skill = next((SPELL_SKILL[k] for k in SPELL_SKILL if card.has(k)), None)
    if skill is None:
        return out
    for dude in shoppers:
        price = play_cost(state, player, spell, dude.location)
        if stats.skill(state, dude, skill) is None or price > state.players[player].stash:
            continue
        if card.has("Totem"):
            loc = dude.location
            assert loc is not None   # a dude in play stands somewhere
            rule = state.rules.attach_rules.get(card.code)
            if loc == TOWN_SQUARE or (rule is not None and not rule(state, spell, state.cards[loc])):
                continue
            out.append((Option(f"plant:{spell.uid}:{dude.uid}",
                               f"Plant {card.title} at {state.location_name(loc)} with {dude.title} ({price} GR)",
                               {"play": "plant", "card": card.title, "uid": spell.uid, "target": dude.uid,
                                "to": state.location_name(loc)}),
                        _bind(plant, state, player, spell.uid, dude.uid)))
        else:
            out.append((Option(f"learn:{spell.uid}:{dude.uid}", f"{dude.title} learns {card.title} ({price} GR)",
                               {"play": "learn", "card": card.title, "uid": spell.uid, "target": dude.uid,
                                "target_card": dude.title}),
                        _bind(learn, state, player, spell.uid, dude.uid)))
    return out


def _invent_plays(state: GameState, player: int, gadget: CardInst, shoppers: list[CardInst]) -> list[Play]:
    card = gadget.card
    if unique_blocked(state, player, card):
        return []
    out: list[Play] = []
    for dude in shoppers:
        if stats.invent_rating(state, dude, gadget) is None:   # Mad Scientist, or a skill used as if it were
            continue
        out.append((Option(f"invent:{gadget.uid}:{dude.uid}",
                           f"{dude.title} invents {card.title} "
                           f"(Gadget {card.gadget}, {play_cost(state, player, gadget)} GR)",
                           {"play": "invent", "card": card.title, "uid": gadget.uid, "target": dude.uid,
                            "target_card": dude.title, "difficulty": card.gadget}),
                    _bind(invent, state, player, gadget.uid, dude.uid)))
    return out


def _experienced_plays(state: GameState, player: int, my_dudes: list[CardInst]) -> list[Play]:
    out: list[Play] = []
    hand = [state.cards[u] for u in state.players[player].hand if state.cards[u].card.type == "dude"]
    for new in hand:
        for old in my_dudes:
            if (old.owner == player and old.card.base_title == new.card.base_title and old.card.title != new.card.title
                    and abs(old.card.experienced - new.card.experienced) <= 1 and old.replaced_day != state.day):
                out.append((Option(f"experienced:{new.uid}:{old.uid}", f"Replace {old.title} with {new.title}",
                                   {"play": "experienced", "card": new.title, "uid": new.uid, "target": old.uid}),
                            _bind(replace_experienced, state, player, new.uid, old.uid)))
    return out


def _move_plays(state: GameState, player: int, my_dudes: list[CardInst]) -> list[Play]:
    """A move play for each unbooted dude of ``player`` to each other location. A dude's moves depend only on
    where it stands, the town's locations and where it may go without booting: kept until play changes
    (``PlayIndex``), and keyed by those free destinations (a card's adjacency may change them meanwhile).
    The cache keeps the options, not their handlers: a handler holds the state, which holds the cache."""
    out: list[Play] = []
    cache = state.play_index.cache
    for dude in my_dudes:
        if dude.booted:
            continue
        free = _free_moves(state, dude)
        key = ("moves", player, dude.uid, dude.location, free)
        moves = cache.get(key)
        if moves is None:
            moves = cache[key] = _dude_moves(state, dude, free)
        uid = dude.uid
        out.extend((option, partial(noon_move, state, uid, loc)) for option, loc in moves)
    return out


def _free_moves(state: GameState, dude: CardInst) -> frozenset[int]:
    """Where a Noon move takes ``dude`` without booting it: ``move_boots``, the one rule the move itself
    follows, so the option's "boots" says what the move does (a card's adjacency, e.g. Spirit Trail at
    a home, included). Only from home or the town square is any move free."""
    src = dude.location
    if src != TOWN_SQUARE and src != state.home_of(dude.controller):
        return frozenset()
    return frozenset(loc for loc in state.locations() if loc != src and not move_boots(state, dude, loc))


def _dude_moves(state: GameState, dude: CardInst, free: frozenset[int]) -> list[tuple[Option, int]]:
    """Each move's option, with the location it goes to."""
    src, title, uid = dude.location, dude.card.title, dude.uid
    out: list[tuple[Option, int]] = []
    for loc in state.locations():
        if loc == src:
            continue
        name = state.location_name(loc)
        boots = loc not in free
        label = f"Move {title} to {name} (boots)" if boots else f"Move {title} to {name}"
        data = {"play": "move", "card": title, "uid": uid, "to": name, "to_uid": loc, "boots": boots}
        out.append((Option(f"move:{uid}:{loc}", label, data), loc))
    return out


def _callout_plays(state: GameState, player: int, my_dudes: list[CardInst]) -> list[Play]:
    out: list[Play] = []
    for mark in state.dudes_in_play():
        if mark.controller == player or mark.location == state.home_of(mark.controller):
            continue
        for leader in my_dudes:
            if leader.booted or leader.location != mark.location:
                continue
            out.append((Option(f"callout:{leader.uid}:{mark.uid}", f"{leader.title} calls out {mark.title}",
                               {"play": "callout", "card": leader.title, "uid": leader.uid, "target": mark.uid,
                                "target_card": mark.title}),
                        _bind(callout, state, leader.uid, mark.uid)))
    return out


# --- carrying the plays out -----------------------------------------------------------------------
def recruit(state: GameState, player: int, uid: int, location: int | None = None,
            cost: int | None = None) -> Flow[None]:
    """Pay and put the dude into play at home (or where an entry-point trait allows, at its cost there)."""
    card = state.cards[uid].card
    price = play_cost(state, player, state.cards[uid]) if cost is None else cost
    discount = state.rules.play_discounts.get(card.code) if state.rules.play_discounts else None
    if discount is not None:   # "you may boot ... to reduce the cost" (``RuleSet.play_discounts``)
        playing = Resolving(player, uid, -1, "noon", frozenset({"cost"}))   # what its questions are for
        price = max(0, price - (yield from framed(state, playing, discount[1](state, player, state.cards[uid], price))))
    actions.pay(state, player, price, f"recruiting {card.title}")
    actions.put_dude_into_play(state, uid, state.home_of(player) if location is None else location, player)


def build(state: GameState, player: int, uid: int, side: str) -> Flow[None]:
    card = state.cards[uid].card
    actions.pay(state, player, play_cost(state, player, state.cards[uid]), f"building {card.title}")
    actions.put_deed_into_play(state, uid, player, side)
    return
    yield


def buy(state: GameState, player: int, uid: int, dude_uid: int) -> Flow[None]:
    card = state.cards[uid].card
    actions.pay(state, player, play_cost(state, player, state.cards[uid]), f"buying {card.title}")
    attach_goods(state, uid, state.cards[dude_uid])
    return
    yield


def learn(state: GameState, player: int, uid: int, dude_uid: int) -> Flow[None]:
    card = state.cards[uid].card
    actions.pay(state, player, play_cost(state, player, state.cards[uid], state.cards[dude_uid].location),
                f"learning {card.title}")
    actions.attach(state, uid, dude_uid, player)
    return
    yield


def plant(state: GameState, player: int, uid: int, dude_uid: int) -> Flow[None]:
    card = state.cards[uid].card
    actions.pay(state, player, play_cost(state, player, state.cards[uid], state.cards[dude_uid].location),
                f"planting {card.title}")
    location = state.cards[dude_uid].location
    assert location is not None
    actions.attach(state, uid, location, player)
    return
    yield


def invent(state: GameState, player: int, uid: int, dude_uid: int, boot_inventor: bool = True) -> Flow[None]:
    """Pay, boot the Mad Scientist, pull + skill against the Gadget's difficulty (rulebook
    "Inventing Gadgets"); on failure the Gadget is discarded. A card may let the Mad Scientist
    invent without booting (``boot_inventor=False``)."""
    gadget = state.cards[uid]
    dude = state.cards[dude_uid]
    actions.pay(state, player, play_cost(state, player, gadget), f"inventing {gadget.title}")
    if boot_inventor:
        actions.boot(state, dude_uid)
    actions.set_aside(state, uid)
    value, _ = yield from pull(state, player, "skill test")
    rating = ((stats.invent_rating(state, dude, gadget) or 0)
              + hooks.skill_test_bonus(state, dude, gadget, "Mad Scientist"))
    total = value + rating
    difficulty = gadget.card.gadget or 0
    if total < difficulty:
        actions.log(state, "invent_fail", f"{dude.title} fails to invent {gadget.title} ({total} < {difficulty})",
                    uid=uid, total=total, difficulty=difficulty)
        actions.discard_unplayed(state, uid, "invention failed")
        return
    actions.log(state, "invent", f"{dude.title} invents {gadget.title} ({total} \u2265 {difficulty})",
                uid=uid, total=total, difficulty=difficulty)
    yield from place_invented(state, player, uid, dude)


def place_invented(state: GameState, player: int, uid: int, inventor: CardInst) -> Flow[None]:
    gadget = state.cards[uid]
    if gadget.card.type == "goods":
        attach_goods(state, uid, inventor)
    elif gadget.card.type == "dude":
        assert inventor.location is not None   # the inventor is in play
        actions.put_dude_into_play(state, uid, inventor.location, player)
    elif gadget.card.type == "deed":
        side = "right"
        if not gadget.card.has("Out of Town"):
            answer = yield ask(player, "street_side", f"Which end of your street for {gadget.title}?",
                               [Option("left", "Left end", {"play": "side", "side": "left"}),
                                Option("right", "Right end", {"play": "side", "side": "right"})])
            side = answer.data["side"]
        actions.put_deed_into_play(state, uid, player, side)
    else:
        actions.attach(state, uid, inventor.uid, player)


def replace_experienced(state: GameState, player: int, new_uid: int, old_uid: int) -> Flow[None]:
    """Swap the cards: the dude in play keeps its place, attachments, tokens and effects; the
    version it was goes to the discard pile (rulebook "Experienced")."""
    actions.replace_version(state, player, new_uid, old_uid)
    return
    yield


def noon_move(state: GameState, uid: int, to: int) -> Flow[None]:
    dude = state.cards[uid]
    actions.move(state, uid, to, boot_it=move_boots(state, dude, to))
    return
    yield


def cannot_refuse(state: GameState, leader: CardInst, mark: CardInst) -> bool:
    """Does a card in play forbid the mark to refuse this callout (``RuleSet.no_refusal``)?"""
    if not state.rules.no_refusal:
        return False
    for source in state.unblanked(state.in_play()):
        rule = state.rules.no_refusal.get(source.card.code)
        if rule is not None and rule(state, source, leader, mark):
            return True
    return False


def callout(state: GameState, leader_uid: int, mark_uid: int,
            on_accept: Callable[[], None] | None = None) -> Flow[None]:
    """Call out: the mark accepts or (if unbooted) refuses, booting and going home. A card effect's
    callout may pass ``on_accept``: what happens once the callout is accepted, before the shootout."""
    leader, mark = state.cards[leader_uid], state.cards[mark_uid]
    actions.log(state, "callout", f"{leader.title} calls out {mark.title} at {state.location_name(mark.location)}",
                uid=leader_uid, target=mark_uid)
    options = [Option("accept", f"Accept: {mark.title} fights", {"play": "accept"})]
    if not mark.booted and not cannot_refuse(state, leader, mark):
        options.append(Option("refuse", f"Refuse: {mark.title} boots and goes home", {"play": "refuse"}))
    answer = yield ask(mark.controller, "callout_response",
                       f"{state.players[mark.controller].name}: {leader.title} calls out {mark.title}", options)
    if answer.data["play"] == "refuse":
        actions.log(state, "refuse", f"{mark.title} refuses the callout", uid=mark_uid)
        with by_the_rules(state):   # the mark's own choice under the rules, even when a card made the callout
            actions.send_home_booted(state, mark_uid)
        return
    actions.log(state, "accept", f"{mark.title} accepts the callout", uid=mark_uid)
    if on_accept is not None:
        on_accept()
    yield from shootout.shootout(state, leader_uid, mark_uid)
