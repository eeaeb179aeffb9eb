"""Sundown (rulebook "5. Sundown Phase" and "Ties and Victory").

A player wins with more control points than the opponent has influence. If both do, the one with
more control points wins; if their control points are equal too, nobody wins and play goes on.
"""
from __future__ import annotations

from doomtown_tui.engine import actions, town
from doomtown_tui.engine.decision import Flow
from doomtown_tui.engine.state import GameState


@actions.listing
def standings(state: GameState) -> tuple[list[int], list[int]]:
    """Each player's control points and influence as they count at Sundown, worked out once (with the
    listings' memo open: nothing changes while they are counted)."""
    return [town.player_control(state, p) for p in (0, 1)], [town.player_influence(state, p) for p in (0, 1)]


def victor(control: list[int], influence: list[int]) -> int | None:
    """Who wins with these standings (rulebook "Ties and Victory"), or None."""
    ahead = [control[p] > influence[1 - p] for p in (0, 1)]
    if ahead[0] and ahead[1]:
        if control[0] == control[1]:
            return None
        return 0 if control[0] > control[1] else 1
    if ahead[0]:
        return 0
    if ahead[1]:
        return 1
    return None


def sundown(state: GameState) -> Flow[None]:
    actions.begin_phase(state, "sundown", "Sundown")
    control, influence = standings(state)
    for p in (0, 1):
        actions.log(state, "standing", f"{state.players[p].name}: {control[p]} control, "
                    f"{influence[p]} influence", player=p)
    variant = state.variant if state.boss is not None else None
    if variant is not None and variant.victory is not None:   # a Boss Battle scenario checks victory its way
        yield from variant.victory(state)
        actions.end_effects(state, "sundown")
        return
    winner = victor(control, influence)
    actions.end_effects(state, "sundown")
    if winner is not None:
        actions.end_game(state, winner, f"{state.players[winner].name} controls the town and wins!")
