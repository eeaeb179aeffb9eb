"""Where the Gunfighter sends a dude, and when it may not (rulebook "Automaton Pulls", step 1, and
"Movin'"): each suit's destination rule, the Opposing Mark order, and the check rule — never make a
move that would lose the game at Sundown (computed directly with ``town.preview_move``).

The Showstopper modification (the rulebook's cooperative play invites adapting the archetype to the
scenario, as it does for Ghost Miners): as the Villain, the Automaton keeps its Boss in the town
square, where Showboating earns his victory points — it never chooses to move him out of it
(``boss_stays``), nor to take him out of it in a posse (``posse.join_posse``) or as a job's
leader (``targets``: he leads only when nobody else can), nor to pick him for its own effect that
moves the dude it targets (``targets._target``, effects tagged "move") when another dude is offered.
"""
from __future__ import annotations

from collections.abc import Callable

from doomtown_tui.automaton import priorities as P
from doomtown_tui.automaton.knowledge import affects_dudes_here
from doomtown_tui.automaton.priorities import Criterion, choose, most, prefer
from doomtown_tui.engine import boss_battle, town
from doomtown_tui.engine.state import TOWN_SQUARE, CardInst, GameState


# --- the check rule --------------------------------------------------------------------------------
def would_lose(influence: list[int], control: list[int], seat: int) -> bool:
    """Would ``seat`` lose if victory were checked with these totals (rulebook Ties and Victory)? When
    both players qualify, the one with more control points wins; with equal control points nobody
    does and the game goes on, so that is no loss (the same test as ``town.in_check``)."""
    (other,) = [p for p in range(len(control)) if p != seat]   # the Automaton plays a two-seat game
    they_win = control[other] > influence[seat]
    we_win = control[seat] > influence[other]
    return they_win and not (we_win and control[seat] >= control[other])


def in_check(state: GameState, seat: int) -> bool:
    """Is the Automaton in check now (the engine's own Sundown test)?"""
    return town.in_check(state, seat)


def showing_boss(state: GameState, seat: int, uid: int) -> bool:
    """The Showstopper modification: is this the Villain's Boss, in the town square (where he stays)?"""
    boss = state.boss
    return (boss is not None and seat == boss.villain and state.cards[uid].location == TOWN_SQUARE
            and boss_battle.boss_in_play(state) == uid)


def boss_stays(state: GameState, seat: int, uid: int, to: int) -> bool:
    """Would this move take the Villain's Boss out of the town square (which the Automaton never chooses)?"""
    return to != TOWN_SQUARE and showing_boss(state, seat, uid)


def allowed(state: GameState, seat: int, uid: int, to: int) -> bool:
    """The Gunfighter never moves into check; if already in check, any move is allowed (house rule,
    as Doomtown Online reads it: the rule keeps it from losing, not from trying to recover). As the
    Showstopper's Villain it never moves its Boss out of the town square (``boss_stays``)."""
    if boss_stays(state, seat, uid, to):
        return False
    if in_check(state, seat):
        return True
    influence, control = town.preview_move(state, uid, to)
    return not would_lose(influence, control, seat)


def callable_marks(state: GameState, seat: int) -> dict[int, list[CardInst]]:
    """Opposing dudes a dude of ``seat`` could call out by the rules, by location: every opposing dude
    in play that is not at its own home (rulebook "Call Out a Dude")."""
    opp = state.opponent(seat)
    out: dict[int, list[CardInst]] = {}
    for dude in state.dudes_in_play(opp):
        if dude.location is not None and dude.location != state.home_of(opp):
            out.setdefault(dude.location, []).append(dude)
    return out


def destination_rule(state: GameState, seat: int, run: str) -> Callable[[list[int]], tuple[int, str]] | None:
    """How the run's step-1 row picks a destination among locations (also used when an ability moves a
    dude during a pull, rulebook "Use an Ability": as for a High Noon play based on the pull). The ♣
    row goes toward the best opposing dude that can be called out (Opposing Mark order). Where no
    offered place fits the row (no opposing deed for ♥, none of its own for ♦, no dude to call out
    for ♣), the ♠ row's rule applies, as the chart falls back to ♠ when its row moves nobody."""
    opp = state.opponent(seat)

    def invade(locs: list[int]) -> tuple[int, str]:
        theirs = [loc for loc in locs if loc != TOWN_SQUARE and state.cards[loc].card.type == "deed"
                  and state.cards[loc].owner == opp]
        if not theirs:
            to, why = gather(locs)
            return to, f"no opposing deed there, so as for \u2660: {why}"
        return choose(theirs, [most("most control points", lambda loc: P.location_cp(state, loc)),
                               most("most production", lambda loc: P.location_production(state, loc))], _loc_tie(state))

    def gather(locs: list[int]) -> tuple[int, str]:
        return choose(locs, [prefer("the town square", lambda loc: loc == TOWN_SQUARE)], _loc_tie(state))

    def reinforce(locs: list[int]) -> tuple[int, str]:
        ours = [loc for loc in locs if loc != TOWN_SQUARE and state.cards[loc].card.type == "deed"
                and state.cards[loc].owner == seat]
        if not ours:
            to, why = gather(locs)
            return to, f"no deed of its own there, so as for \u2660: {why}"
        return choose(ours, [prefer("a deed it does not control", lambda loc: not P.controls(state, seat, loc)),
                             prefer("a deed that helps dudes there", lambda loc: affects_dudes_here(state, loc))],
                      _loc_tie(state))

    def approach(locs: list[int]) -> tuple[int, str]:
        marks_at = callable_marks(state, seat)
        marks = [d for loc in locs for d in marks_at.get(loc, [])]
        if not marks:
            to, why = gather(locs)
            return to, f"no dude to call out there, so as for \u2660: {why}"
        mark, reason = choose(marks, mark_order(state), P.card_tie(state))
        assert mark.location is not None
        return mark.location, f"toward {mark.title}: {reason}"

    return {"H": invade, "S": gather, "D": reinforce, "C": approach}.get(run)


def _loc_tie(state: GameState) -> Callable[[int], object]:
    """Locations: deeds before the town square and homes, then the card tie-break."""
    tie = P.card_tie(state)

    def key(loc: int) -> object:
        if loc == TOWN_SQUARE:
            return (1, ())
        card = state.cards[loc]
        return (0 if card.card.type == "deed" else 1, tie(card))

    return key


def mark_order(state: GameState) -> list[Criterion[CardInst]]:
    """Target Priorities, Opposing Mark."""
    return [most("most control points", lambda d: P.control(state, d)),
            most("most influence", lambda d: P.influence(state, d)),
            most("most attachments", lambda d: len(d.attachments)),
            most("highest cost", lambda d: d.card.cost or 0)]
