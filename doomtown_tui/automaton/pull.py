"""The Gunfighter's pull chart (rulebook "Archetype: Gunfighter", Automaton Pulls), as choices among
the options the engine offers for each step (``doomtown_tui.engine.automaton_pull``).

Step 1 (High Noon), by the run's suit (the chart's suit column is restored in the rules README):
- ♥ invade: a dude neither at home nor at an opposing deed moves to a deed the Automaton does not own;
- ♠ gather: a dude not at an opposing deed moves to the town square;
- ♦ reinforce: a dude moves without booting to a deed the Automaton owns, if that loses no control
  points and does not take away its last unbooted dude in the town square;
- ♣ call out the best mark (Opposing Mark priority) with the best leader (Posse priority); if no
  callout can be made, a dude moves without booting to where a dude that can be called out stands.
A ♥, ♦ or ♣ run that moves nobody makes the ♠ move instead. No move may put the Automaton in check
(unless it is in check already: then moving is how it gets out). Each row picks the dude first (its
dude order, then the tie-break), then that dude's best destination.

Step 2 plays the hand card with the fewest cards of its suit and value in play (both players'),
then the right-most (oldest); step 3 uses an ability of the first card-type group that has one,
ordered by the Effect Priorities.
"""
from __future__ import annotations

from collections.abc import Callable

from doomtown_tui.automaton import placing
from doomtown_tui.automaton import priorities as P
from doomtown_tui.automaton.destinations import allowed, callable_marks, destination_rule, mark_order
from doomtown_tui.automaton.posse import posse_order
from doomtown_tui.automaton.priorities import Choice, Criterion, choose, effect_key, most, prefer
from doomtown_tui.engine import town
from doomtown_tui.engine.automaton_pull import group_order
from doomtown_tui.engine.decision import Decision, Option
from doomtown_tui.engine.state import TOWN_SQUARE, CardInst, GameState

SUIT_WORD = {"H": "invade", "S": "gather in the town square", "D": "reinforce", "C": "call out"}


def step_move(state: GameState, seat: int, decision: Decision, run: str) -> Choice:
    moves = [o for o in decision.options if o.data["play"] == "move"]
    callouts = [o for o in decision.options if o.data["play"] == "callout"]
    row = {"H": _invade, "S": _gather, "D": _reinforce, "C": _call_out}[run]
    picked = row(state, seat, moves, callouts)
    if picked is None and run != "S":
        picked = _gather(state, seat, moves, callouts)
        if picked is not None:
            picked = Choice(picked.answer, f"no {SUIT_WORD[run]} possible, so the \u2660 move: {picked.reason}")
    return picked or Choice("none", f"no {SUIT_WORD[run]} move is possible or allowed")


def _movers(state: GameState, moves: list[Option]) -> dict[int, list[Option]]:
    out: dict[int, list[Option]] = {}
    for opt in moves:
        out.setdefault(opt.data["uid"], []).append(opt)
    return out


def _move_first(state: GameState, seat: int, moves: list[Option], movers: list[CardInst],
                dude_order: list[Criterion[CardInst]], dest_ok: Callable[[CardInst, Option], bool],
                dests: Callable[[list[int]], tuple[int, str]], word: str) -> Choice | None:
    """Mover first: the best dude that has an allowed destination, then its best destination."""
    by_dude = _movers(state, moves)
    ranked = P.ordered(movers, dude_order, P.card_tie(state))
    for rank, dude in enumerate(ranked):
        options = [o for o in by_dude.get(dude.uid, [])
                   if dest_ok(dude, o) and allowed(state, seat, dude.uid, o.data["to_uid"])]
        if not options:
            continue
        to, dest_reason = dests([o.data["to_uid"] for o in options])
        option = next(o for o in options if o.data["to_uid"] == to)
        _, dude_reason = choose(ranked[rank:], dude_order, P.card_tie(state))
        return Choice(option.id, f"{word}: {dude.title} to {state.location_name(to)} "
                      f"({dude_reason}; {dest_reason})")
    return None


def _invade(state: GameState, seat: int, moves: list[Option], callouts: list[Option]) -> Choice | None:
    opp = state.opponent(seat)
    movers = [d for d in _dudes_with_moves(state, moves)
              if not P.at_home(state, d) and not _at_deed_of(state, d, opp)]

    def theirs(dude: CardInst, opt: Option) -> bool:
        loc = opt.data["to_uid"]
        return loc != TOWN_SQUARE and state.cards[loc].card.type == "deed" and state.cards[loc].owner == opp

    rule = destination_rule(state, seat, "H")
    assert rule is not None
    return _move_first(state, seat, moves, movers, mover_order(state, seat, "H"), theirs, rule, "invade")


def _gather(state: GameState, seat: int, moves: list[Option], callouts: list[Option]) -> Choice | None:
    opp = state.opponent(seat)
    movers = [d for d in _dudes_with_moves(state, moves)
              if not _at_deed_of(state, d, opp) and d.location != TOWN_SQUARE]
    rule = destination_rule(state, seat, "S")
    assert rule is not None
    return _move_first(state, seat, moves, movers, mover_order(state, seat, "S"),
                       lambda d, o: o.data["to_uid"] == TOWN_SQUARE, rule, "gather in the town square")


def _reinforce(state: GameState, seat: int, moves: list[Option], callouts: list[Option]) -> Choice | None:
    free = [o for o in moves if not o.data["boots"]]
    control_now = town.player_control(state, seat)

    def keeps_control(dude: CardInst, opt: Option) -> bool:
        return town.preview_move(state, dude.uid, opt.data["to_uid"])[1][seat] >= control_now

    def last_in_square(dude: CardInst) -> bool:
        if dude.location != TOWN_SQUARE:
            return False
        return not any(d.uid != dude.uid and not d.booted for d in state.dudes_at(TOWN_SQUARE, seat))

    movers = [d for d in _dudes_with_moves(state, free) if not last_in_square(d)]

    def ours(dude: CardInst, opt: Option) -> bool:
        loc = opt.data["to_uid"]
        return (loc != TOWN_SQUARE and state.cards[loc].card.type == "deed" and state.cards[loc].owner == seat
                and keeps_control(dude, opt))

    rule = destination_rule(state, seat, "D")
    assert rule is not None
    return _move_first(state, seat, free, movers, mover_order(state, seat, "D"), ours, rule, "reinforce")


def _call_out(state: GameState, seat: int, moves: list[Option], callouts: list[Option]) -> Choice | None:
    if callouts:
        marks = {o.data["target"] for o in callouts}
        mark, mark_reason = choose([state.cards[u] for u in marks], mark_order(state), P.card_tie(state))
        leaders = [state.cards[o.data["uid"]] for o in callouts if o.data["target"] == mark.uid]
        leader, _ = choose(leaders, posse_order(state, seat), P.card_tie(state))
        option = next(o for o in callouts if o.data["target"] == mark.uid and o.data["uid"] == leader.uid)
        return Choice(option.id, f"call out: {leader.title} calls out {mark.title} ({mark_reason})")
    callable_at = callable_marks(state, seat)
    free = [o for o in moves if not o.data["boots"] and o.data["to_uid"] in callable_at]
    movers = _dudes_with_moves(state, free)
    rule = destination_rule(state, seat, "C")
    assert rule is not None
    return _move_first(state, seat, free, movers, mover_order(state, seat, "C"), lambda d, o: True, rule,
                       "close in to call out")


def mover_order(state: GameState, seat: int, run: str) -> list[Criterion[CardInst]]:
    """The dude order of the run's step-1 row (♣: the approach's): also how a move its own card makes during
    the run picks the dude (spec §5.3, row ``move``)."""
    opp = state.opponent(seat)
    stud: Criterion[CardInst] = prefer("a stud", lambda d: P.is_stud(state, d))
    bullets: Criterion[CardInst] = most("most bullets", lambda d: P.bullets(state, d))
    has_influence: Criterion[CardInst] = prefer("has influence", lambda d: P.influence(state, d) > 0)
    rows: dict[str, list[Criterion[CardInst]]] = {
        "H": [has_influence, stud, bullets],
        "S": [prefer("at home", lambda d: P.at_home(state, d)),
              prefer("at the other home", lambda d: d.location == state.home_of(opp)), stud, has_influence, bullets],
        "D": [prefer("a skilled dude", lambda d: P.skilled(state, d)),
              most("most influence", lambda d: P.influence(state, d)), stud, bullets],
        "C": [stud, bullets],
    }
    return rows[run]


def _dudes_with_moves(state: GameState, moves: list[Option]) -> list[CardInst]:
    return [state.cards[uid] for uid in dict.fromkeys(o.data["uid"] for o in moves)]


def _at_deed_of(state: GameState, dude: CardInst, player: int) -> bool:
    loc = dude.location
    return (loc is not None and loc != TOWN_SQUARE
            and state.cards[loc].card.type == "deed" and state.cards[loc].owner == player)


# --- step 2 --------------------------------------------------------------------------------------------
def in_play_twins(state: GameState, card: CardInst) -> int:
    """Cards in play (both players') with the same suit and value as ``card``."""
    return sum(1 for c in state.in_play() if c.card.suit == card.card.suit and c.card.value == card.card.value
               and c.card.suit is not None)


def step_play(state: GameState, seat: int, decision: Decision, run: str) -> Choice:
    hand = state.players[seat].hand
    by_card: dict[int, list[Option]] = {}
    for opt in decision.options:
        by_card.setdefault(opt.data["uid"], []).append(opt)
    cards = [state.cards[u] for u in by_card]
    card, reason = choose(cards, [P.least("fewest of its suit and value in play", lambda c: in_play_twins(state, c)),
                                  P.least("the right-most in hand", lambda c: hand.index(c.uid))], P.card_tie(state))
    answer, how = placing.best_play(state, seat, by_card[card.uid], run)
    return Choice(answer, f"play {card.title} ({reason}){how}")


# --- step 3 --------------------------------------------------------------------------------------------
def step_ability(state: GameState, seat: int, decision: Decision, run: str) -> Choice:
    groups = group_order(run)
    present = {o.data["group"] for o in decision.options}
    group = next(g for g in groups if g in present)
    options = [o for o in decision.options if o.data["group"] == group]
    tie = P.card_tie(state)
    best, reason = choose(options, [Criterion("Effect Priorities", lambda o: effect_key(o.data["tags"]))],
                          lambda o: (tie(state.cards[o.data["uid"]]), o.data["ability"]))
    name = {"C": "\u2663 cards", "D": "\u2666 deeds", "S": "\u2660 dudes",
            "H": "\u2665 goods and spells"}.get(group, group)
    return Choice(best.id, f"use {best.label} (first group with an ability: {name}; {reason})")
