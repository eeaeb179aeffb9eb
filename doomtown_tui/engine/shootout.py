"""Shootouts (rulebook "Shootouts" and "Shootout Sequence"), used by callouts and by jobs.

A round: Shootout plays (from the Dealer) -> shooters (Dealer first) -> draw 5 + stud bonus ->
one draw-bonus discard and redraw -> keep five -> Jokers declared -> reveal -> Resolution plays ->
compare -> casualties (loser first) -> flee (loser first; on an exact tie the leader first,
digest B38). Rounds repeat until a posse is empty.
"""
from __future__ import annotations

import itertools
from collections.abc import Callable
from collections.abc import Set as AbstractSet

from doomtown_tui.engine import actions, boss_battle, guards, hands, kung_fu, poker, stats, twists
from doomtown_tui.engine.decision import EventKind, Flow, Option, ask, pick
from doomtown_tui.engine.frames import acting, as_rules
from doomtown_tui.engine.resolution import respond
from doomtown_tui.engine.state import PLAY, CardInst, Effect, GameState, Resolving, ShootoutState
from doomtown_tui.engine.windows import play_window, single_play

JobJoin = Callable[[int], Flow[None]]   # a third party joins a job's leader's posse (``job.py`` supplies it)


# --- posses -------------------------------------------------------------------------------------
def join(state: GameState, player: int, uid: int, move_booting: bool = False, move: bool = True) -> None:
    """A dude joins ``player``'s posse (moving in, booting if asked; ``move=False``: joining from
    where it is, as a card may allow). At a Private location its controller does not own, it gains
    1 bounty (digest A19: checked on each joining). A third party's "your posse" is the posse of the
    side it joined (multiplayer rules; e.g. a Gunslinger token its card brings in)."""
    so = state.shootout
    assert so is not None
    side = so.side_of(player)
    assert side is not None, f"player {player} takes no part in this shootout"
    player = side
    dude = state.cards[uid]
    if move and dude.location != so.location:
        actions.move(state, uid, so.location, boot_it=move_booting)
        if dude.zone != PLAY or dude.location != so.location:   # the move was replaced (a token removed instead)
            return
    actions.join_posse(state, player, uid, f"joins {state.players[player].name}'s posse")
    if len(state.players) > 2:       # multiplayer rules: once the posses are formed (``breakin_bounty``)
        if so.formed and breakin_bounty(state, uid, player):
            actions.add_bounty(state, uid, 1, "shootout at a Private location")
        return
    owner = state.location_owner(so.location)
    if state.is_private(so.location) and owner != dude.controller:
        actions.add_bounty(state, uid, 1, "shootout at a Private location")


def breakin_bounty(state: GameState, uid: int, side: int) -> bool:
    """Multiplayer rules: does dude ``uid`` of ``side``'s posse gain bounty for breakin' and enterin'? At
    a Private location, not if its owner's dudes are in this posse (the text says so for the Leader's;
    digest D reads it for either posse, so a third party fighting beside the owner, on the Mark's side
    too, is spared), nor if it is the owner's own dude; every other dude does (all of them when the
    owner has none there)."""
    so = state.shootout
    assert so is not None
    if not state.is_private(so.location):
        return False
    owner = state.location_owner(so.location)
    if any(state.cards[u].controller == owner for u in so.posses[side].dudes):
        return False
    return state.cards[uid].controller != owner


def can_leave(state: GameState, uid: int) -> bool:
    """Would the rules' move take card ``uid`` away from its location? Not when its own trait replaces leaving
    (``RuleSet.leaving_location``: Ancestor Spirit is removed instead; the rule is not run here, it acts):
    such a dude cannot join a posse that has to move it (digest B34). Card effects' "cannot move" guards
    never stop the rules (``actions.blocked``), so they do not count here."""
    return state.cards[uid].card.code not in state.rules.leaving_location


def joiners(state: GameState, player: int) -> list[tuple[int, bool]]:
    """Dudes who may still join ``player``'s posse: (uid, boots to join)."""
    so = state.shootout
    assert so is not None
    out: list[tuple[int, bool]] = []
    for dude in state.dudes_in_play(player):
        if so.in_posse(dude.uid) is not None:
            continue
        if dude.location == so.location:
            out.append((dude.uid, False))
        elif (dude.location is not None and state.adjacent(dude.location, so.location) and not dude.booted
              and can_leave(state, dude.uid)):   # a dude that cannot move there cannot join (digest B34)
            out.append((dude.uid, True))
    return out


def form_posse(state: GameState, player: int, need_one: bool = False) -> Flow[None]:
    """Let ``player`` add dudes one at a time until they are done (then the Automaton's Hired Help)."""
    yield from _add_joiners(state, player, need_one)
    hired_help(state, player)


def outsiders(state: GameState, can_send: Callable[[int], bool] | None = None) -> list[int]:
    """Multiplayer rules: the players not taking part in the shootout who have a dude that could join it
    (``can_send``: whether a player could send one, by default a dude at or beside the shootout)."""
    so = state.shootout
    assert so is not None
    able = can_send if can_send is not None else (lambda p: bool(joiners(state, p)))
    return [p for p in state.order_from(so.leader_player) if so.side_of(p) is None and able(p)]


def invitations(state: GameState, join_job: JobJoin | None = None,
                job_reach: Callable[[int], bool] | None = None) -> Flow[None]:
    """Multiplayer rules: once both posses are formed, the Leader and then the Mark may invite players not
    taking part to send dudes to their posse; each invited player (clockwise) then adds dudes, as the side
    they join may (``join_job``: as the job's leader's posse joins, for its side, and ``job_reach`` says who
    could send a dude that way, from the leader's location or beside it too). Asks nothing when no player
    could send anybody (always so with two seats)."""
    so = state.shootout
    assert so is not None
    for side in (so.leader_player, so.mark_player):
        free = outsiders(state, job_reach if join_job is not None and side == so.leader_player else None)
        if not free:
            continue
        options = [Option(f"invite:{p}", f"Invite {state.players[p].name}", {"play": "invite", "player": p})
                   for p in free]
        answer = yield pick(side, "invite", f"{state.players[side].name}: invite players to send dudes to your "
                            "posse? (choose none to fight alone)", options, 0, len(options))
        for option in answer:
            guest = option.data["player"]
            if join_job is not None and side == so.leader_player:
                yield from join_job(guest)
            else:
                yield from _add_joiners(state, guest, False, side=side)


def hired_help(state: GameState, player: int, joining_bounty: bool = True) -> int | None:
    """The twist Hired Help: a Gunslinger token joins the Automaton's posse once it is formed (its uid is
    returned, None if none joined). In a job's leading posse (``joining_bounty=False``) it joins as the
    leader's other dudes do, without the Private-location bounty of ``join``: a job gives that bounty to
    the whole posse once the job is opposed and the posses form for a shootout (rulebook "Jobs"), and an
    unopposed job gives none; the job's own "each dude who joins" rule is the job's to apply."""
    uid = twists.hired_help(state, player)
    if uid is None:
        return None
    if joining_bounty:
        join(state, player, uid, move=False)
    else:
        actions.join_posse(state, player, uid, f"joins {state.players[player].name}'s posse")
    return uid


def _add_joiners(state: GameState, player: int, need_one: bool, side: int | None = None) -> Flow[None]:
    """``player`` adds dudes to ``side``'s posse (their own by default; another's as a third party)."""
    so = state.shootout
    assert so is not None
    side = player if side is None else side
    while True:
        candidates = joiners(state, player)
        if not candidates:
            return
        options = [Option(f"join:{uid}", f"{state.cards[uid].title} joins" + (" (boots and moves in)" if boots else ""),
                          {"play": "join", "card": state.cards[uid].title, "uid": uid, "boots": boots})
                   for uid, boots in candidates]
        if not (need_one and not so.posses[side].dudes):
            options.append(Option("done", "Done forming the posse", {"play": "done"}))
        whose = "your" if side == player else f"{state.players[side].name}'s"
        answer = yield ask(player, "join_posse",
                           f"{state.players[player].name}: who else joins {whose} posse at "
                           f"{state.location_name(so.location)}?", options)
        if answer.data["play"] == "done":
            return
        uid = answer.data["uid"]
        boots = answer.data["boots"]
        if boots:
            boots = yield from joining_boot(state, player, uid)
        if side != player and player not in so.allies:
            actions.add_ally(state, player, side)
        join(state, side, uid, move_booting=boots)


JOINING_BOOT = EventKind.JOINING_BOOT


def joining_boot(state: GameState, player: int, uid: int) -> Flow[bool]:
    """A dude is about to boot to join a posse: if a React answers that (e.g. a horse that spares
    its rider the boot), open its window first. True if the dude still boots."""
    if not state.resolution.reacts_listen(state, JOINING_BOOT):
        return True
    actions.log(state, JOINING_BOOT,
                f"{state.cards[uid].title} would boot to join {state.players[player].name}'s posse",
                uid=uid, player=player)
    event = state.events[-1]
    yield from respond(state)
    return not event.data.get("prevented")


def empty_posse(state: GameState) -> bool:
    """Is a posse empty (the shootout is over)? The first time one is, the winner is settled: the
    posse still standing, or nobody if both are empty (rulebook "Ending a Shootout")."""
    so = state.shootout
    if so is None:
        return True
    empty = any(not posse.dudes for posse in so.posses.values())
    if empty and not so.settled:
        standing = [p for p, posse in so.posses.items() if posse.dudes]
        actions.settle_shootout(state, standing[0] if len(standing) == 1 else None)
    return empty


# --- the shootout --------------------------------------------------------------------------------
def shootout(state: GameState, leader_uid: int, mark_uid: int) -> Flow[None]:
    """A shootout from a callout: the leader's posse forms first, then the mark's. The rules at work, even
    when a card effect made the callout (``abilities.as_rules``)."""
    yield from as_rules(state, _callout_shootout(state, leader_uid, mark_uid))


def _callout_shootout(state: GameState, leader_uid: int, mark_uid: int) -> Flow[None]:
    leader, mark = state.cards[leader_uid], state.cards[mark_uid]
    assert mark.location is not None
    so = start(state, mark.location, leader_uid, mark_uid, leader.controller, mark.controller)
    join(state, so.leader_player, leader_uid)
    yield from form_posse(state, so.leader_player)
    join(state, so.mark_player, mark_uid)
    yield from form_posse(state, so.mark_player)
    yield from invitations(state)
    posses_formed(state)
    yield from respond(state)
    yield from fight(state)
    finish(state)


def start(state: GameState, location: int, leader: int, mark: int | None, leader_player: int, mark_player: int,
          job: bool = False) -> ShootoutState:
    """Open the posses. A callout's shootout starts at once; a job's only if it is opposed."""
    so = actions.open_shootout(state, location, leader, mark, leader_player, mark_player, job)
    if not job:
        announce(state)
    return so


def announce(state: GameState) -> None:
    actions.shootout_starts(state)


def posses_formed(state: GameState) -> None:
    """Both posses stand (read by "after both posses are formed" Reacts). With three or more seats the
    breakin' and enterin' bounty is given now, when it is known who is in which posse (``breakin_bounty``)."""
    so = state.shootout
    assert so is not None
    actions.posses_are_formed(state)
    if len(state.players) > 2:
        for side, posse in so.posses.items():
            for uid in list(posse.dudes):
                if breakin_bounty(state, uid, side):
                    actions.add_bounty(state, uid, 1, "shootout at a Private location")
    actions.log(state, "posses_formed", "Both posses are formed", to=state.location_name(so.location))


def fight(state: GameState) -> Flow[None]:
    """Play rounds until a posse is empty."""
    so = state.shootout
    assert so is not None
    while not empty_posse(state):
        yield from shootout_round(state)
        actions.next_round(state)


def finish(state: GameState) -> None:
    so = state.shootout
    if so is None:
        return
    empty_posse(state)
    actions.shootout_ends(state)   # won by the posse settled when the first one emptied, before any flight
    kung_fu.discard_attached(state)
    actions.end_effects(state, "round")
    actions.end_effects(state, "shootout")
    actions.close_shootout(state)


def shootout_round(state: GameState) -> Flow[None]:
    so = state.shootout
    assert so is not None
    order = sides(state)
    actions.reset_cheatin_punished(state)
    for eff in [e for e in state.effects if e.stat == "opening_play" and e.player is not None]:
        actions.end_effect(state, eff.uid)   # a card lets this player act ahead of the Dealer in round 1
        assert eff.player is not None         # (only effects naming a player were picked)
        yield from single_play(state, "shootout", eff.player, "make a Shootout play before the Dealer's first")
    yield from play_window(state, "shootout", state.first_to_act(), "make a Shootout play or pass",
                           stop=lambda: empty_posse(state))
    if empty_posse(state):
        return
    kung_fu.discard_attached(state)
    for player in order:
        yield from choose_shooter(state, player)
    players = [p for p in order if not automaton_draws(state, p)]
    for player in players:
        actions.draw_to_draw_hand(state, player, 5 + bonuses(state, player)[0])
    discards: dict[int, list[int]] = {}
    for player in players:   # both choose before either discard is shown (digest B36a)
        draw_bonus = bonuses(state, player)[1]
        if draw_bonus:
            discards[player] = yield from draw_discard(state, player, draw_bonus)
    for player, chosen in discards.items():
        redraw(state, player, chosen)
    leftovers: list[int] = []
    for player in players:   # each forms a hand unseen: the rest go face up only once every hand is formed
        rest = yield from keep_five(state, player)
        actions.set_aside_draw_cards(state, player, rest)
        leftovers += rest
        yield from hands.declare_jokers(state, player, state.players[player].draw_hand, lowball=False)
    actions.discard_set_aside(state, leftovers)
    for player in order:
        if automaton_draws(state, player):
            yield from automaton_hand(state, player)
    reveal(state)
    yield from respond(state)
    yield from play_window(state, "resolution", state.first_to_act(), "make a Resolution play or pass",
                           stop=lambda: empty_posse(state))
    if empty_posse(state):   # emptied by an ability: over at once, no flight (rulebook "Ending a Shootout")
        for player in order:
            yield from discard_draw_hand(state, player)
        return
    results = {p: ranked_hand(state, p) for p in order}
    yield from casualties_step(state, results)
    yield from respond(state)
    empty_posse(state)           # wiped out by casualties: the winner is settled now, before anyone flees
    for player in order:
        yield from discard_draw_hand(state, player)
    yield from flee_step(state)
    actions.end_effects(state, "round")     # flight or fight is the round's last step (rulebook step 10)
    actions.clear_round_hands(state)


def sides(state: GameState) -> list[int]:
    """The players with a posse in the shootout, in turn order (``GameState.turn_order``)."""
    so = state.shootout
    assert so is not None
    return [p for p in state.turn_order() if p in so.posses]


def automaton_draws(state: GameState, player: int) -> bool:
    return state.automaton is not None and state.automaton.seat == player


def automaton_hand(state: GameState, player: int) -> Flow[None]:
    """The Automaton's draw hand (rulebook "Shootout Hands", Automaton Variant), made once the other
    hand is complete: it draws five plus its stud bonus, reveals as many cards as its draw bonus,
    and keeps the best five using at most one of the revealed cards (``draw_hand``, whose check
    refuses a second revealed card). It never discards to draw again."""
    a = state.automaton
    assert a is not None
    stud, draw = bonuses(state, player)
    actions.draw_to_draw_hand(state, player, 5 + stud)
    revealed = actions.draw_to_draw_hand(state, player, draw)
    if revealed:
        actions.set_revealed(state, revealed)
        actions.log(state, "reveal_draw", f"{state.players[player].name} reveals its draw bonus: "
                    f"{hands.describe(state, revealed)}", player=player, uids=revealed)
    rest = yield from keep_five(state, player, revealed=set(revealed))
    actions.discard_draw_cards(state, player, rest)
    actions.set_revealed(state, ())
    yield from hands.declare_jokers(state, player, state.players[player].draw_hand, lowball=False)


def bonuses(state: GameState, player: int) -> tuple[int, int]:
    """(stud bonus, draw bonus): the shooter's bullets to its type, each backup adds 1 to its type.
    While a "cards_by_influence" effect lasts, the shooter's influence counts instead of its bullets."""
    so = state.shootout
    assert so is not None
    posse = so.posses[player]
    stud = draw = 0
    rating = stats.influence if any(e.stat == "cards_by_influence" for e in state.effects) else stats.bullets
    for uid in posse.dudes:
        if any(e.target == uid and e.stat == "no_draw_contribution" and e.amount in (0, so.round)
               for e in state.effects):
            continue   # "this dude does not contribute to draw hands this round" (``amount``: only in that round)
        dude = state.cards[uid]
        kind = stats.shooter(state, dude)
        amount = rating(state, dude) if uid == posse.shooter else 1
        if kind == "stud":
            stud += amount
        else:
            draw += amount
    if state.boss is not None:       # the Boss Battle's stud bonus (won at a victory check, or an event's)
        stud += boss_battle.stud_bonus(state, player)
    return stud + twists.stud_bonus(state, player), draw


def choose_shooter(state: GameState, player: int) -> Flow[None]:
    so = state.shootout
    assert so is not None
    posse = so.posses[player]
    options = []
    for uid in posse.dudes:
        dude = state.cards[uid]
        options.append(Option(f"shooter:{uid}",
                              f"{dude.title} ({stats.bullets(state, dude)} {stats.shooter(state, dude)})",
                              {"play": "shooter", "card": dude.title, "uid": uid}))
    if len(options) == 1:
        answer = options[0]
    else:
        answer = yield ask(player, "shooter", f"{state.players[player].name}: choose your shooter", options)
    actions.set_shooter(state, player, answer.data["uid"])
    assert posse.shooter is not None
    # "if chosen as a shooter, this dude gets N bullets" effects take hold now, once (e.g. Pinned Down)
    for eff in [e for e in state.effects if e.target == posse.shooter and e.stat == "bullets_if_shooter"]:
        actions.end_effect(state, eff.uid)
        why = _refused_on_shooting(state, eff)
        if why is not None:
            actions.log(state, "prevented", f"{state.cards[posse.shooter].title}: {eff.reason} cannot change its "
                        f"bullets ({why})", uid=posse.shooter, stat="bullets")
            continue
        actions.add_effect(state, "bullets", target=eff.target, amount=eff.amount, until=eff.until,
                           source=eff.source, reason=eff.reason)
    stud, draw = bonuses(state, player)
    actions.log(state, "shooter", f"{state.players[player].name}'s shooter is {state.cards[posse.shooter].title}: "
                f"stud bonus {stud}, draw bonus {draw}", player=player, uid=posse.shooter, stud=stud, draw=draw)


def _refused_on_shooting(state: GameState, eff: Effect) -> str | None:
    """Why a protection keeps an "if chosen as a shooter" change (``eff``) from taking hold now, or None. The
    change is still its source's: the Shootout ability that made it, the source's owner's, resolves it
    (Peacemaker, Onward Christian Soldiers ... guard against that as against any other change)."""
    source = state.cards.get(eff.source) if eff.source is not None else None
    if source is None:
        return None
    with acting(state, Resolving(source.owner, source.uid, -1, "shootout", frozenset())):
        return guards.refusal(state, eff.target, "bullets", eff.amount) if eff.target is not None else None


def draw_discard(state: GameState, player: int, draw_bonus: int) -> Flow[list[int]]:
    """Choose up to the draw bonus of draw-hand cards to swap (once only); ``redraw`` swaps them."""
    cards = list(state.players[player].draw_hand)
    options = [Option(str(uid), _card_label(state, uid), {"play": "discard", "uid": uid,
                                                            "card": state.cards[uid].title}) for uid in cards]
    answer = yield pick(player, "draw", f"{state.players[player].name}: draw bonus {draw_bonus}: discard up to "
                        f"{min(draw_bonus, len(cards))} cards to draw as many", options, 0, min(draw_bonus, len(cards)))
    return [option.data["uid"] for option in answer]


def redraw(state: GameState, player: int, chosen: list[int]) -> None:
    """Discard the chosen draw-hand cards and draw as many."""
    if chosen:
        actions.discard_draw_cards(state, player, chosen)
        actions.draw_to_draw_hand(state, player, len(chosen))
        actions.log(state, "redraw", f"{state.players[player].name} discards {len(chosen)} and draws again",
                    player=player, count=len(chosen))


def keep_five(state: GameState, player: int, revealed: AbstractSet[int] = frozenset()) -> Flow[list[int]]:
    """Keep five of the draw hand's cards; of ``revealed`` cards (the Automaton's) at most one. Extension
    (``Decision.complete``): fewer than five ids are filled with the cards that make the best hand with
    them (``complete_five``), so the contract's loop, naming one card, keeps a legal five. Returns the
    cards not kept, still in the draw hand: the caller puts them away (a shootout round sets them aside
    until every player has kept five, so that no one sees another's leftovers first)."""
    cards = list(state.players[player].draw_hand)
    if len(cards) <= 5:
        return []
    best, suggested = suggest_five(state, cards, revealed)
    options = [Option(str(uid), _card_label(state, uid) + (" *" if uid in suggested else "")
                      + (" (revealed)" if uid in revealed else ""),
                      {"play": "keep", "uid": uid, "card": state.cards[uid].title, "suggested": uid in suggested,
                       "revealed": uid in revealed})
               for uid in cards]

    uid_of = {option.id: option.data["uid"] for option in options}

    def at_most_one_revealed(ids: list[str]) -> str | None:
        if sum(1 for i in ids if uid_of[i] in revealed) > 1:
            return "at most one of the revealed cards may be used"
        return None

    id_of = {uid: option_id for option_id, uid in uid_of.items()}

    def filled(ids: list[str]) -> list[str]:
        return [id_of[u] for u in complete_five(state, cards, [uid_of[i] for i in ids], revealed)]

    answer = yield pick(player, "draw_hand", f"{state.players[player].name}: keep five cards "
                        f"(suggested: {best.describe()})", options, 5, 5,
                        check=at_most_one_revealed if revealed else None, complete=filled)
    keep = {option.data["uid"] for option in answer}
    return [u for u in cards if u not in keep]


def complete_five(state: GameState, cards: list[int], picked: list[int], revealed: AbstractSet[int]) -> list[int]:
    """``picked`` and the cards of ``cards`` that make with them the best five-card hand (using at most one
    of ``revealed`` in all; ``better_shootout_hand`` decides between hands)."""
    need = 5 - len(picked)
    rest = [u for u in cards if u not in picked]
    best: tuple[poker.Hand, list[int]] | None = None
    for extra in itertools.combinations(rest, need):
        chosen = [*picked, *extra]
        if sum(1 for u in chosen if u in revealed) > 1:
            continue
        hand = poker.best_hand(hands.cards_of(state, chosen))
        if best is None or better_shootout_hand(hand, best[0]):
            best = (hand, chosen)
    return best[1] if best is not None else [*picked, *rest[:need]]


def suggest_five(state: GameState, uids: list[int], revealed: AbstractSet[int] = frozenset()
                 ) -> tuple[poker.Hand, set[int]]:
    """The best hand the cards make (using at most one of ``revealed``) and the uids that make it."""
    base = [u for u in uids if u not in revealed]
    pools = [base] + [[*base, r] for r in uids if r in revealed] if revealed else [uids]
    best: tuple[poker.Hand, list[int]] | None = None
    for pool in pools:
        if len(pool) < 5:
            continue
        hand = poker.best_hand(hands.cards_of(state, pool))
        if best is None or better_shootout_hand(hand, best[0]):
            best = (hand, pool)
    if best is None:   # fewer than five cards without the revealed ones: take them all
        best = (poker.best_hand(hands.cards_of(state, uids)), uids)
    return best[0], _suggest(state, best[1], best[0])


def better_shootout_hand(a: poker.Hand, b: poker.Hand) -> bool:
    """Is ``a`` preferred to ``b`` (rulebook "Shootout Hands"): the higher rank; at equal rank a
    legal hand; then the better hand; then the same hand with fewer Jokers."""
    if a.rank != b.rank:
        return a.rank > b.rank
    if a.cheatin != b.cheatin:
        return not a.cheatin
    if a != b:
        return a > b
    return len(a.jokers) < len(b.jokers)


def _suggest(state: GameState, uids: list[int], best: poker.Hand) -> set[int]:
    """The uids that make up ``best`` (naturals by value and suit, then Jokers)."""
    wanted = list(best.cards)
    for joker in best.jokers:
        wanted.remove(joker)
    out: set[int] = set()
    for uid in uids:
        card = hands.poker_card(state, uid)
        if not card.is_joker and card in wanted:
            wanted.remove(card)
            out.add(uid)
    for uid in uids:
        if len(out) >= 5:
            break
        if state.cards[uid].card.type == "joker" and len(out) < 5 and best.jokers:
            out.add(uid)
    return out


def _card_label(state: GameState, uid: int) -> str:
    inst = state.cards[uid]
    return "Joker" if inst.card.type == "joker" else f"{inst.card.card_label} ({inst.title})"


def reveal(state: GameState) -> None:
    so = state.shootout
    assert so is not None
    for player in sides(state):
        uids = state.players[player].draw_hand
        actions.reveal_hand(state, player, hands.evaluate(state, uids), hands.describe(state, uids))
    actions.hands_revealed(state)


def show_replaced_hand(state: GameState, player: int) -> None:
    """A draw hand replaced after the reveal (e.g. by a Cheatin' Resolution, in a shootout or in the
    lowball) is shown and counted again: the hand on record and whether the player is cheatin'
    follow the new cards; reveal traits do not fire again (digest B36b)."""
    uids = state.players[player].draw_hand
    hand = hands.evaluate(state, uids)
    if hand.cheatin and any(e.stat == "legal_hand" and e.player == player for e in state.effects):
        hand.cheatin = False             # a card effect says this hand is considered legal
    actions.show_new_hand(state, player, hand, hands.describe(state, uids))


# An effect on a player (``player`` set): when that player's draw hand is next discarded as a whole (a
# shootout round's end, the lowball's), they may first move one card of it they own to their play hand.
KEEP_FROM_DRAW_HAND = "keep_from_draw_hand"


def discard_draw_hand(state: GameState, player: int) -> Flow[None]:
    """Discard ``player``'s final draw hand, a Joker aced (digest A25). Under a ``KEEP_FROM_DRAW_HAND``
    effect the player first picks one card (or none) to go to the play hand; the effect is then spent.
    Only cards the player owns can go (compendium "Fetch"); a Joker in a final hand has been used and
    is aced with the rest, so it is never offered (our ruling on A25)."""
    p = state.players[player]
    keeps = [e for e in state.effects if e.stat == KEEP_FROM_DRAW_HAND and e.player == player]
    for eff in keeps:
        actions.end_effect(state, eff.uid)
    choices = [u for u in p.draw_hand if state.cards[u].owner == player and state.cards[u].card.type != "joker"]
    if keeps and choices:
        options = [Option(str(uid), _card_label(state, uid), {"play": "target", "uid": uid,
                                                              "card": state.cards[uid].title}) for uid in choices]
        answer = yield pick(player, "target", f"{p.name}: move a card of your draw hand to your play hand before it "
                            f"is discarded? ({keeps[0].reason}; choose none to discard them all)", options, 0, 1)
        for option in answer:
            actions.to_hand(state, option.data["uid"], keeps[0].reason)
    actions.discard_draw_cards(state, player, list(p.draw_hand), final=True)


def ranked_hand(state: GameState, player: int) -> poker.Hand:
    """The hand as it counts for the comparison, rank modifiers applied."""
    hand = hands.evaluate(state, state.players[player].draw_hand)
    bonus = stats.hand_rank_bonus(state, player) + rank_while_bonus(state, player)
    if bonus or stats.hand_counts_modified(state, player):
        return hand.modified(bonus, counts=True)
    return hand


def rank_while_bonus(state: GameState, player: int) -> int:
    """Hand-rank changes that hold only while a condition does ("hand_rank_while" effects; the
    condition is the ``RuleSet.rank_while`` entry of the card that created the effect)."""
    total = 0
    for eff in state.effects:
        if (eff.player == player and eff.stat == "hand_rank_while" and eff.source is not None
                and not state.blanked(eff.source)):
            holds = state.rules.rank_while.get(state.cards[eff.source].card.code)
            if holds is not None and holds(state, eff):
                total += eff.amount
    return total


def loser_extra(state: GameState) -> int:
    """Extra casualties for each round's loser while "loser_casualties" effects last."""
    return sum(e.amount for e in state.effects if e.stat == "loser_casualties")


def casualties_step(state: GameState, results: dict[int, poker.Hand]) -> Flow[None]:
    so = state.shootout
    assert so is not None
    a, b = results[so.leader_player], results[so.mark_player]
    if a == b:
        counts = {so.leader_player: 1, so.mark_player: 1}
        actions.round_tied(state)
        order = sides(state)
    else:
        winner = so.leader_player if a > b else so.mark_player
        loser = so.opponent_of(winner)
        diff = results[winner].rank - results[loser].rank
        counts = {loser: max(1, diff) + loser_extra(state), winner: 1 if diff == 0 else 0}
        actions.round_won(state, winner, loser, counts)
        order = [loser, winner]
    for player in order:
        counts[player] = changed_casualties(state, player, counts[player])
    actions.set_casualties(state, counts)
    for player in order:
        yield from take_casualties(state, player, counts[player])
        if a != b:
            yield from respond(state)   # reacts to the loser's casualties come before the winner takes theirs
    # identical hands: both sides' casualties are applied together (rulebook "Take Your Pumps"), so the
    # Reacts to them come once both are taken (asked Dealer first, RULINGS.md)
    yield from respond(state)


def changed_casualties(state: GameState, player: int, count: int) -> int:
    """A player's casualties after "casualties" effects on that player (``amount`` adds, ``set_to``
    replaces, e.g. "you take no casualties this round"); never below 0 (digest B39)."""
    changes = [e for e in state.effects if e.player == player and e.stat == "casualties"]
    if not changes:
        return count
    new = count
    for eff in changes:
        new = eff.set_to if eff.set_to is not None else new + eff.amount
    new = max(0, new)
    if new != count:
        actions.log(state, "casualties_changed", f"{state.players[player].name} takes {new} casualt"
                    f"{'y' if new == 1 else 'ies'} instead of {count} ({', '.join(e.reason for e in changes)})",
                    player=player, before=count, after=new)
    return new


def casualty_options(state: GameState, player: int, remaining: int) -> list[Option]:
    """Ways to cover the next casualty that keep the total covered exactly right (rulebook
    "Take Your Lumps", digest B36f): never more than is owed, and all that can be covered."""
    so = state.shootout
    assert so is not None
    items: list[tuple[str, int, int, int, str]] = []   # (verb, uid, covers, capacity removed, label)
    capacity = 0
    for uid in so.posses[player].dudes:
        dude = state.cards[uid]
        harrowed = stats.has_keyword(state, dude, "Harrowed")
        sidekicks = [a for a in dude.attachments if stats.has_keyword(state, state.cards[a], "Sidekick")]
        if not_casualty(state, player, uid):   # its Sidekicks may still cover casualties
            capacity += len(sidekicks)
            items.extend(("sidekick", side, 1, 1,
                          f"Discard {state.cards[side].title}, {dude.title}'s Sidekick (covers 1)")
                         for side in sidekicks)
            continue
        top = 3 if harrowed else 2
        capacity += top + len(sidekicks)
        removed = top + len(sidekicks)
        if harrowed:
            items.append(("home", uid, 1, removed, f"Send {dude.title} home booted (Harrowed: covers 1)"))
            items.append(("discard", uid, 2, removed, f"Discard {dude.title} (Harrowed: covers 2)"))
            items.append(("ace", uid, 3, removed, f"Ace {dude.title} (Harrowed: covers 3)"))
        else:
            items.append(("discard", uid, 1, removed, f"Discard {dude.title} (covers 1)"))
            items.append(("ace", uid, 2, removed, f"Ace {dude.title} (covers 2)"))
        for side in sidekicks:
            items.append(("sidekick", side, 1, 1,
                          f"Discard {state.cards[side].title}, {dude.title}'s Sidekick (covers 1)"))
    target = min(remaining, capacity)
    options = []
    for verb, uid, covers, removed, label in items:
        if covers <= target and capacity - removed >= target - covers:
            options.append(Option(f"{verb}:{uid}", label, {"play": verb, "uid": uid, "card": state.cards[uid].title,
                                                             "covers": covers}))
    return options


def not_casualty(state: GameState, player: int, uid: int) -> bool:
    """May dude ``uid`` not be chosen as a casualty? True while a "no_casualty" effect is on it; one with
    an ``amount`` lapses when ``player`` lost this round by at least that many hand ranks ("unless you
    lose by N or more ranks")."""
    so = state.shootout
    for eff in state.effects:
        if eff.target != uid or eff.stat != "no_casualty":
            continue
        if not eff.amount or so is None or so.loser != player or so.winner is None:
            return True
        margin = ranked_hand(state, so.winner).rank - ranked_hand(state, player).rank
        if margin < eff.amount:
            return True
    return False


WOULD_BE_CASUALTY = EventKind.WOULD_BE_CASUALTY


def casualty_replaced(state: GameState, player: int, uid: int, verb: str, covers: int,
                      remaining: int) -> Flow[bool]:
    """Dude ``uid`` is about to be discarded or aced (``verb``) as one of ``player``'s casualties: if a
    React answers that (``WOULD_BE_CASUALTY``), its window opens first, alone. A React that does
    something else to the dude instead marks the event prevented (``actions.prevent``) and carries out
    its own replacement; True then, and the casualty counts as covered all the same (digest B36h)."""
    if not state.resolution.reacts_listen(state, WOULD_BE_CASUALTY):
        return False
    dude = state.cards[uid]
    actions.log(state, WOULD_BE_CASUALTY, f"{dude.title} would be {'aced' if verb == 'ace' else 'discarded'} as a "
                "casualty", uid=uid, player=player, verb=verb, covers=covers, remaining=remaining)
    index = len(state.events) - 1
    yield from state.resolution.respond_to(state, index)
    return bool(state.events[index].data.get("prevented"))


def take_casualties(state: GameState, player: int, count: int) -> Flow[None]:
    so = state.shootout
    assert so is not None
    remaining = count
    # "must be chosen as the first casualty" effects bind the first casualty only; with several such
    # dudes the player picks one, and a Sidekick cannot stand in for them (COMP "Pinned Down", B40)
    forced = [u for u in so.posses[player].dudes
              if any(e.target == u and e.stat == "first_casualty" for e in state.effects)]
    own_first = bool(so.allies_of(player))   # multiplayer: then the first casualty on a dude of the owner's
    while remaining > 0:
        options = casualty_options(state, player, remaining)
        if forced:
            options = [o for o in options if o.data["uid"] in forced and o.data["play"] != "sidekick"] or options
            for eff in [e for e in state.effects if e.stat == "first_casualty" and e.target in forced]:
                actions.end_effect(state, eff.uid)   # the first casualty is taken: such effects are spent
            forced = []
        elif own_first:
            options = [o for o in options if _covering_dude(state, o.data["uid"]).controller == player] or options
            own_first = False
        if not options:
            return
        answer = yield ask(player, "casualty", f"{state.players[player].name}: {remaining} casualt"
                           f"{'y' if remaining == 1 else 'ies'} to cover", options)
        verb, uid, covers = answer.data["play"], answer.data["uid"], answer.data["covers"]
        remaining -= covers
        opponent = so.opponent_of(player)
        if verb in ("discard", "ace") and (yield from casualty_replaced(state, player, uid, verb, covers, remaining)):
            continue   # something else happened to the dude instead: the casualty still counts (B36h), no bounty
        if verb == "home":
            actions.send_home_booted(state, uid)
        elif verb in ("discard", "sidekick"):
            if verb == "discard":
                yield from casualty_bounty(state, opponent, uid)
            actions.discard_card(state, uid, "casualty")
        else:
            yield from casualty_bounty(state, opponent, uid)
            actions.ace_card(state, uid, "casualty", as_casualty=True)
        # e.g. "reduce your remaining casualties by 2"
        cover = state.rules.casualty_cover.get(state.cards[uid].card.code)
        extra = cover(state, state.cards[uid], verb) if cover is not None else 0
        if extra and remaining > 0:
            actions.log(state, "casualties_changed",
                        f"{state.players[player].name}'s remaining casualties drop by {extra} "
                        f"({state.cards[uid].title})", player=player, before=remaining, after=max(0, remaining - extra))
            remaining -= extra


def _covering_dude(state: GameState, uid: int) -> CardInst:
    """The dude a casualty option takes: the dude itself, or the dude a Sidekick is attached to."""
    card = state.cards[uid]
    return card if card.attached_to is None else state.cards[card.attached_to]


def casualty_bounty(state: GameState, side: int, uid: int) -> Flow[None]:
    """``side``'s posse collects the bounty on casualty ``uid``. With third-party dudes in that posse
    (multiplayer rules) it is split evenly among the players with dudes in it; a remainder is given out
    one GR at a time by the player controlling the posse's shooter."""
    so = state.shootout
    assert so is not None
    dudes = [state.cards[u] for u in so.posses[side].dudes]
    sharing = [side] + [a for a in so.allies_of(side) if any(d.controller == a for d in dudes)]
    inst = state.cards[uid]
    if len(sharing) == 1 or not inst.bounty or inst.controller in sharing or inst.owner in sharing:
        actions.collect_bounty(state, side, uid)
        return
    base, extra = divmod(inst.bounty, len(sharing))
    shares = dict.fromkeys(sharing, base)
    shooter = so.posses[side].shooter
    chooser = state.cards[shooter].controller if shooter is not None else side
    for left in range(extra, 0, -1):
        answer = yield ask(chooser, "bounty_share", f"{state.players[chooser].name}: the bounty on {inst.title} does "
                           f"not split evenly; who gets 1 GR more? ({left} to give)",
                           [Option(f"share:{p}", f"{state.players[p].name} (so far {shares[p]} GR)",
                                   {"play": "bounty_share", "player": p}) for p in sharing])
        shares[answer.data["player"]] += 1
    actions.split_bounty(state, uid, shares)


def flee_step(state: GameState) -> Flow[None]:
    """Flight or fight, the round's loser first (on an exact tie the leader, digest B38). A posse
    wiped out by casualties leaves the other free to flee too (rulebook "Ending a Shootout"); but once
    the loser has fled with its last dude the shootout is over at once, and the winner, whose posse
    was not emptied by casualties, is not asked (our ruling: only a posse emptied by casualties gives
    the survivors that chance; the rules "As soon as a posse is empty, the shootout ends")."""
    so = state.shootout
    assert so is not None
    if so.loser is not None:
        order = [so.loser, so.opponent_of(so.loser)]
    else:
        order = [so.leader_player, so.mark_player]
    # multiplayer rules: the loser's allies, then the winner's, decide for their own dudes before the loser
    deciders = [(ally, side) for side in order for ally in so.allies_of(side)] + [(p, p) for p in order]
    emptied_by_casualties = so.settled
    for player, side in deciders:
        if so.settled and not emptied_by_casualties:
            return
        posse = [u for u in so.posses[side].dudes if state.cards[u].controller == player or not so.allies]
        # "your dudes cannot flee this round": a "no_flee" effect on the player, ``set_to`` the round
        if not posse or any(e.stat == "no_flee" and e.player == player and e.set_to == so.round for e in state.effects):
            continue
        options = [Option(str(uid), f"{state.cards[uid].title} flees home booted",
                          {"play": "flee", "uid": uid, "card": state.cards[uid].title}) for uid in posse]
        answer = yield pick(player, "flee", f"{state.players[player].name}: choose dudes to flee (none to fight on)",
                            options, 0, len(options))
        for option in answer:
            actions.send_home_booted(state, option.data["uid"])
        empty_posse(state)
        if answer and not so.settled:
            # Reacts to a flight come before the next player decides and before the next round (digest B36g:
            # as for the loser's casualties); a flight that ends the shootout is answered once it is over
            yield from respond(state)
