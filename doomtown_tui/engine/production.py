"""The Production phase: from the Dealer on, each player adds their production to their stash."""
from __future__ import annotations

from doomtown_tui.engine import actions, town, twists
from doomtown_tui.engine.decision import Flow
from doomtown_tui.engine.resolution import respond
from doomtown_tui.engine.state import GameState


def production(state: GameState) -> Flow[None]:
    actions.begin_phase(state, "production", "Production")
    yield from respond(state)      # traits acting "at the start of the Production phase"
    for player in state.order_from_dealer():
        actions.gain(state, player, town.player_production(state, player), "production")
    twists.collect_recompense(state)   # Delayed Recompense
    actions.end_effects(state, "production")
