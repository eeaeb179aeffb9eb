"""Randall (24014): your maximum hand size is +1 while your dudes are at three or more different in-town locations."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _hand_size(state, source, player, name) -> int:
    if name != "hand_size" or player != source.controller:
        return 0
    places = {d.location for d in state.dudes_in_play(player) if blocks.in_town(state, d.location)}
    return 1 if len(places) >= 3 else 0


def register(rules: RuleSetBuilder) -> None:
    rules.player_trait("24014", _hand_size)
