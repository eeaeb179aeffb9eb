"""Zachary Deloria (24060): +1 influence in the town square; with a First Peoples outfit his bullets rise by the best influence of your dudes where he stands (his own included)."""
from doomtown_tui.engine import stats
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import TOWN_SQUARE


def _trait(state, source, target, stat) -> int:
    if target.uid != source.uid:
        return 0
    if stat == "influence":
        return 1 if source.location == TOWN_SQUARE else 0
    if stat == "bullets" and state.cards[state.players[source.controller].outfit].card.faction == "First Peoples":
        here = state.dudes_at(source.location, source.controller) if source.location is not None else []
        return max((stats.influence(state, d) for d in here), default=0)
    return 0


def register(rules: RuleSetBuilder) -> None:
    rules.stat_trait("24060", _trait)
