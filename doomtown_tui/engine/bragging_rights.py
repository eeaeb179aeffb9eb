"""Bragging Rights (rulebook "Automaton Variant"): the score of a solo game, with its breakdown.

For the human seat at the end of the game: the printed cost of their cards in play (outfit and
tokens cost nothing), half their stash rounded down, 5 per control point above the Automaton's
influence, 2 per influence above its control points, 2 per dude in the Automaton's Boot Hill,
minus 4 per dude in their own, minus 5 per full day played. A game that ends at Sundown counts
that day as full, and so does the last day of a game ended by the day cap: both are ``state.day``.
Once the game is over, control points and influence are the totals of its last Sundown (as counted
for the victory check: Sundown-only traits in, effects that end with Sundown still on), not what is
left of them after that day's Nightfall; while it goes on, they are as the game stands.
Scores only compare between games with the same decks, archetype and twists.
"""
from __future__ import annotations

from dataclasses import dataclass

from doomtown_tui.engine import town
from doomtown_tui.engine.state import GameState


@dataclass(frozen=True)
class Score:
    """A player's Bragging Rights: the total and each part (label, count, points)."""

    player: int
    total: int
    parts: tuple[tuple[str, int, int], ...]


def bragging_rights(state: GameState, player: int) -> Score:
    others = state.opponents(player)    # the solo score is a two-seat one; with more, each opponent counts
    cost = sum(c.card.cost or 0 for c in state.in_play()
               if c.owner == player and c.card.type != "outfit" and not c.card.has("Token"))
    stash = state.players[player].stash
    totals = _last_sundown(state) if state.over else None
    if totals is None:
        seats = range(len(state.players))
        totals = [town.player_control(state, p) for p in seats], [town.player_influence(state, p) for p in seats]
    control, influence = totals
    cp_above = sum(max(0, control[player] - influence[other]) for other in others)
    inf_above = sum(max(0, influence[player] - control[other]) for other in others)
    theirs_aced = sum(_dudes(state, other) for other in others)
    mine_aced = _dudes(state, player)
    days = state.day
    parts = (
        ("cost of your cards in play", cost, cost),
        ("half your stash", stash, stash // 2),
        ("control points above their influence", cp_above, 5 * cp_above),
        ("influence above their control points", inf_above, 2 * inf_above),
        ("dudes in their Boot Hill", theirs_aced, 2 * theirs_aced),
        ("dudes in your Boot Hill", mine_aced, -4 * mine_aced),
        ("full days played", days, -5 * days),
    )
    return Score(player, sum(points for _, _, points in parts), parts)


def _dudes(state: GameState, player: int) -> int:
    return sum(1 for uid in state.players[player].boot_hill if state.cards[uid].card.type == "dude")


def _last_sundown(state: GameState) -> tuple[list[int], list[int]] | None:
    """Each player's control points and influence as the last Sundown counted them (its ``standing``
    entries in the log), or None if the game had no Sundown."""
    seats = len(state.players)
    found: dict[int, tuple[int, int]] = {}
    for event in reversed(state.events):
        if event.kind == "standing" and "control" in event.data:
            found.setdefault(event.data["player"], (event.data["control"], event.data["influence"]))
            if len(found) == seats:
                return [found[p][0] for p in range(seats)], [found[p][1] for p in range(seats)]
    return None
