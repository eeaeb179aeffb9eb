"""Shootouts and jobs for the Gunfighter: posses, the shooter, the hand kept, casualties, fleeing.

- Posse Formation: bring two dudes besides the leader, the mark or the dude opposing a job, ranked by
  the Posse priority: no ability to join later, joins without booting, a stud, most bullets, a
  Shootout or Resolution ability, least influence. For a job the Automaton opposes, its first dude is
  the job's mark when the mark is its own.
- Shooter: a stud with two or more bullets (our reading of "more than one stud", as Doomtown Online
  reads it), most bullets, unbooted, least influence.
- The shootout hand: the engine suggests the best hand under the rulebook's rule (highest rank, a
  legal hand, no Joker needed, at most one revealed card); the Automaton keeps it.
- Casualties: Harrowed dudes (sent home, as one casualty), then tokens, then Sidekicks, then other
  dudes; within each, the own-dude-leaving-play order (least influence, a draw once the shootout is
  over, cheapest); each dude covers as many casualties as it can (aced before discarded), a Harrowed
  one first as one.
- Fleeing: never.
"""
from __future__ import annotations

from itertools import combinations

from doomtown_tui.automaton import priorities as P
from doomtown_tui.automaton.destinations import allowed, boss_stays
from doomtown_tui.automaton.knowledge import joins_later, shootout_ability
from doomtown_tui.automaton.priorities import Choice, Criterion, choose, least, most, prefer
from doomtown_tui.engine import hands, poker, shootout, stats
from doomtown_tui.engine import job as jobs
from doomtown_tui.engine.decision import Decision, Option
from doomtown_tui.engine.shootout import better_shootout_hand
from doomtown_tui.engine.state import CardInst, GameState

EXTRA = 2     # dudes the Gunfighter brings besides the leader, the mark or the dude opposing a job


def posse_order(state: GameState, seat: int, boots: dict[int, bool] | None = None) -> list[Criterion[CardInst]]:
    """Target Priorities, Posses (for leaders and for joiners)."""
    booting = boots or {}
    return [prefer("cannot join later by an ability", lambda d: not joins_later(state, d)),
            prefer("joins without booting", lambda d: not booting.get(d.uid, False)),
            prefer("a stud", lambda d: P.is_stud(state, d)),
            most("most bullets", lambda d: P.bullets(state, d)),
            prefer("has a Shootout or Resolution ability", lambda d: shootout_ability(state, d)),
            least("least influence", lambda d: P.influence(state, d))]


def _joins_safely(state: GameState, seat: int, uid: int, to: int) -> bool:
    """May dude ``uid`` join a posse at ``to`` under the check rule [RB 1597]: already there, or the move
    in would not put the Automaton in check (RULINGS.md: joining a posse is a move too)?"""
    return state.cards[uid].location == to or allowed(state, seat, uid, to)


def oppose_job(state: GameState, seat: int, decision: Decision) -> Choice:
    """Always oppose a job if possible [RB 1697]: not when every dude who could form the opposing posse
    would have to move in and so put it in check (RULINGS.md)."""
    so = state.shootout
    oppose = next((o for o in decision.options if o.data.get("play") == "oppose"), None)
    allow = next((o for o in decision.options if o.data.get("play") == "allow"), None)
    if oppose is None:
        return Choice(decision.options[0].id, "always opposes a job")
    if so is not None and allow is not None and not any(
            _joins_safely(state, seat, uid, so.location) for uid, _ in shootout.joiners(state, seat)):
        return Choice(allow.id, "no dude can oppose without putting it in check")
    return Choice(oppose.id, "always opposes a job")


def join_posse(state: GameState, seat: int, decision: Decision) -> Choice:
    so = state.shootout
    assert so is not None
    offered = [o for o in decision.options if o.data["play"] == "join"]
    done = next((o for o in decision.options if o.data["play"] == "done"), None)
    joins = [o for o in offered if not boss_stays(state, seat, o.data["uid"], so.location)]
    if not joins and done is None:      # nobody else can: the Boss goes after all
        joins = offered
    if not joins:
        assert done is not None
        return Choice(done.id, "the Boss stays in the town square (Showstopper)")
    if not (so.job and so.leader_player == seat):   # (a job's posse goes home after it: no lasting move)
        # the check rule [RB 1597]: a dude who would move in and so put it in check stays where he is; it
        # only "attempts" to bring two more [RB 1699] (RULINGS.md)
        safe = [o for o in joins if _joins_safely(state, seat, o.data["uid"], so.location)]
        if not safe and done is not None:
            return Choice(done.id, "no other dude can join without putting it in check")
        joins = safe or joins
    posse = so.posses[seat].dudes
    boots = {o.data["uid"]: _boots(state, o) for o in joins}
    order = posse_order(state, seat, boots)
    tie = P.card_tie(state)
    if so.job and so.leader_player == seat:
        return _job_posse(state, seat, decision, joins, done)
    if so.job and not posse:     # the dude opposing the job: its mark if ours
        mark = next((o for o in joins if o.data["uid"] == so.mark), None)
        if mark is not None:
            return Choice(mark.id, f"{mark.data['card']} opposes the job against it")
    wanted = 1 + EXTRA
    if len(posse) < wanted or done is None:
        dude, reason = choose([state.cards[o.data["uid"]] for o in joins], order, tie)
        option = next(o for o in joins if o.data["uid"] == dude.uid)
        return Choice(option.id, f"{dude.title} joins ({reason})")
    return Choice(done.id, f"two dudes besides the {'leader' if so.leader_player == seat else 'mark'} are enough")


def _boots(state: GameState, option: Option) -> bool:
    if "boots" in option.data:
        return bool(option.data["boots"])
    so = state.shootout
    dude = state.cards[option.data["uid"]]
    return so is None or dude.location != so.location


def _job_posse(state: GameState, seat: int, decision: Decision, joins: list[Option], done: Option | None) -> Choice:
    """Leading a job: the leader and the best two of every dude who could join it (the engine offers
    them step by step), if the job can be opposed; more only while the job's posse requirement asks for more."""
    so = state.shootout
    assert so is not None
    posse = so.posses[seat].dudes
    mark = so.mark if so.mark is not None else so.location
    potential = [state.cards[u] for u in jobs.potential_posse(state, so.leader, mark) if u not in posse
                 and not boss_stays(state, seat, u, so.location)]
    # only a dude already at the mark's location joins a job without booting (rulebook "Jobs")
    order = posse_order(state, seat, {d.uid: d.location != so.location for d in potential})
    # the two extra dudes go to "a shootout or a job that can be opposed" [RB 1699]: none when no other
    # player has a dude who could join an opposing posse at the mark
    extra = EXTRA if any(shootout.joiners(state, other) for other in state.opponents(seat)) else 0
    planned = P.ordered(potential, order, P.card_tie(state))[:max(0, 1 + extra - len(posse))]
    offered = [o for o in joins if state.cards[o.data["uid"]] in planned]
    if offered:
        dude, reason = choose([state.cards[o.data["uid"]] for o in offered], order, P.card_tie(state))
        return Choice(next(o.id for o in offered if o.data["uid"] == dude.uid),
                      f"{dude.title} joins the job ({reason})")
    if done is not None:
        return Choice(done.id, "the planned posse is in")
    dude, reason = choose([state.cards[o.data["uid"]] for o in joins], order, P.card_tie(state))
    return Choice(next(o.id for o in joins if o.data["uid"] == dude.uid),
                  f"{dude.title} joins to meet the job's requirement ({reason})")


def shooter(state: GameState, seat: int, decision: Decision) -> Choice:
    dudes = [state.cards[o.data["uid"]] for o in decision.options]
    order: list[Criterion[CardInst]] = [
        prefer("a stud with two or more bullets", lambda d: P.is_stud(state, d) and P.bullets(state, d) >= 2),
        most("most bullets", lambda d: P.bullets(state, d)),
        prefer("unbooted", lambda d: not d.booted),
        least("least influence", lambda d: P.influence(state, d)),
    ]
    dude, reason = choose(dudes, order, P.card_tie(state))
    return Choice(next(o.id for o in decision.options if o.data["uid"] == dude.uid), f"{dude.title} shoots ({reason})")


def draw_hand(state: GameState, seat: int, decision: Decision) -> Choice:
    """Keep the engine's suggested five: the rulebook's best hand using at most one revealed card."""
    keep = [o.id for o in decision.options if o.data.get("suggested")]
    if len(keep) != decision.min or (decision.check is not None and decision.check(keep)):
        keep = _fallback_five(state, decision)
    return Choice(keep, "the best hand it can make")


def _fallback_five(state: GameState, decision: Decision) -> list[str]:
    best: tuple[poker.Hand, list[str]] | None = None
    for combo in combinations(decision.options, decision.min):
        ids = [o.id for o in combo]
        if decision.check is not None and decision.check(ids):
            continue
        hand = poker.best_hand(hands.cards_of(state, [o.data["uid"] for o in combo]))
        if best is None or better_shootout_hand(hand, best[0]):
            best = (hand, ids)
    assert best is not None
    return best[1]


CATEGORIES = ("a Harrowed dude", "a token", "a Sidekick", "a dude")


def casualty(state: GameState, seat: int, decision: Decision) -> Choice:
    """One casualty option: by category, then the own-leaving-play order, then as many as it covers."""

    def category(option: Option) -> int:
        card = state.cards[option.data["uid"]]
        if option.data["play"] == "sidekick":
            return 2
        if stats.has_keyword(state, card, "Harrowed"):
            return 0
        return 1 if card.card.has("Token") else 3

    def host(option: Option) -> CardInst:
        card = state.cards[option.data["uid"]]
        return state.cards[card.attached_to] if option.data["play"] == "sidekick" and card.attached_to else card

    order: list[Criterion[Option]] = [least("casualty category", category),
             least("least influence", lambda o: P.influence(state, host(o))),
             prefer("a draw after the shootout", lambda o: P.draw_after_shootout(state, host(o))),
             least("cheapest", lambda o: P.combined_cost(state, host(o)))]
    tie = P.card_tie(state)
    first, reason = choose(list(decision.options), order, lambda o: tie(state.cards[o.data["uid"]]))
    same = [o for o in decision.options if o.data["uid"] == first.data["uid"]]
    if category(first) == 0:
        verb = next((o for o in same if o.data["play"] == "home"), None) or max(same, key=lambda o: o.data["covers"])
    else:
        verb = max(same, key=lambda o: o.data["covers"])
    return Choice(verb.id, f"{verb.label} ({CATEGORIES[category(first)]}; {reason})")
