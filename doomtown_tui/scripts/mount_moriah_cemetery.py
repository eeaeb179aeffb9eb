"""Mount Moriah Cemetery (24120): a spell played at this location costs 1 GR less (never below 0)."""
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _cheaper(state, source, card, player, location) -> int:
    return -1 if location == source.uid and card.card.type == "spell" else 0


def register(rules: RuleSetBuilder) -> None:
    rules.location_cost_trait("24120", _cheaper)
