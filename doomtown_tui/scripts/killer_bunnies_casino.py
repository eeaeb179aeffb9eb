"""Killer Bunnies Casino (24119): its controller may discard one extra card at each Nightfall."""
from doomtown_tui.engine import town
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _discards(state, source, player, name) -> int:
    return 1 if name == "nightfall_discards" and town.location_controller(state, source.uid) == player else 0


def register(rules: RuleSetBuilder) -> None:
    rules.player_trait("24119", _discards)
