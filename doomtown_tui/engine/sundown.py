"""Sundown (rulebook "5. Sundown Phase" and "Ties and Victory"; multiplayer rules "Victory Points").

Two seats: a player wins with more control points than the opponent has influence. If both do, the
one with more control points wins; if their control points are equal too, nobody wins and play goes on.

Three or four seats: each player scores 1 victory point against each opponent whose influence is below
the player's control points; points are never lost. A player with as many points as they have opponents
wins. If several do: the most points in all, else the most scored at this Sundown, else the standard
tie-break among them (the most control points; still equal: nobody wins and play goes on).
"""
from __future__ import annotations

from doomtown_tui.engine import actions, town
from doomtown_tui.engine.decision import Flow
from doomtown_tui.engine.state import GameState


@actions.listing
def standings(state: GameState) -> tuple[list[int], list[int]]:
    """Each player's control points and influence as they count at Sundown, worked out once (with the
    listings' memo open: nothing changes while they are counted)."""
    seats = range(len(state.players))
    return [town.player_control(state, p) for p in seats], [town.player_influence(state, p) for p in seats]


def victor(control: list[int], influence: list[int]) -> int | None:
    """The two-seat victory check with these standings (rulebook "Ties and Victory"), or None."""
    ahead = [control[0] > influence[1], control[1] > influence[0]]
    if ahead[0] and ahead[1]:
        if control[0] == control[1]:
            return None
        return 0 if control[0] > control[1] else 1
    if ahead[0]:
        return 0
    if ahead[1]:
        return 1
    return None


def score_victory_points(state: GameState, control: list[int], influence: list[int]) -> dict[int, int]:
    """Multiplayer rules: each player scores 1 point against each opponent whose influence is below
    the player's control points. Returns the points scored now, by seat (every seat listed)."""
    scored = {p: sum(1 for o in state.opponents(p) if control[p] > influence[o]) for p in range(len(control))}
    for p in state.turn_order():
        actions.score_victory_points(state, p, scored[p])
    return scored


def multiplayer_victor(state: GameState, scored: dict[int, int], control: list[int]) -> int | None:
    """Multiplayer rules: the winner among the players with as many points as they have opponents
    (the three tie-breaks in order), or None."""
    needed = len(state.players) - 1
    contenders = [p for p in range(len(state.players)) if state.players[p].victory_points >= needed]
    tie_breaks = (lambda p: state.players[p].victory_points, lambda p: scored[p],
                  lambda p: control[p])
    for key in tie_breaks:
        if len(contenders) <= 1:
            break
        best = max(key(p) for p in contenders)
        contenders = [p for p in contenders if key(p) == best]
    return contenders[0] if len(contenders) == 1 else None


def sundown(state: GameState) -> Flow[None]:
    actions.begin_phase(state, "sundown", "Sundown")
    control, influence = standings(state)
    for p in range(len(state.players)):
        actions.log(state, "standing", f"{state.players[p].name}: {control[p]} control, "
                    f"{influence[p]} influence", player=p, control=control[p], influence=influence[p])
    variant = state.variant if state.boss is not None else None
    if variant is not None and variant.victory is not None:   # a Boss Battle scenario checks victory its way
        yield from variant.victory(state)
        actions.end_effects(state, "sundown")
        return
    if len(state.players) == 2:
        winner = victor(control, influence)
        text = "controls the town and wins!"
    else:
        winner = multiplayer_victor(state, score_victory_points(state, control, influence), control)
        text = "has enough victory points and wins!"
    actions.end_effects(state, "sundown")
    if winner is not None:
        actions.end_game(state, winner, f"{state.players[winner].name} {text}")
