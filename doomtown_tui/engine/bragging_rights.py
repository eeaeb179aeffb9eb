"""Bragging Rights (rulebook "Automaton Variant"): the score of a solo game, with its breakdown.

For the human seat at the end of the game: the printed cost of their cards in play (outfit and
tokens cost nothing), half their stash rounded down, 5 per control point above the Automaton's
influence, 2 per influence above its control points, 2 per dude in the Automaton's Boot Hill,
minus 4 per dude in their own, minus 5 per full day played. A game that ends at Sundown counts
that day as full, and so does the last day of a game ended by the day cap: both are ``state.day``.
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
    control, influence = town.player_control(state, player), town.player_influence(state, player)
    cp_above = sum(max(0, control - town.player_influence(state, other)) for other in others)
    inf_above = sum(max(0, influence - town.player_control(state, other)) for other in others)
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
