"""Sherman Mortgage (24124): boots when a shootout starts; while unbooted, other players' deeds cost 1 GR more per 4 deeds they own."""
from doomtown_tui.engine import actions, town
from doomtown_tui.engine.abilities import Trait
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY


def _surcharge(state, source, card, player) -> int:
    if source.zone != PLAY or source.booted or card.card.type != "deed" or card.uid == source.uid:
        return 0
    if player == town.location_controller(state, source.uid):
        return 0
    owned = sum(1 for c in state.in_play() if c.card.type == "deed" and c.owner == player)
    return owned // 4


def register(rules: RuleSetBuilder) -> None:
    rules.cost_trait("24124", _surcharge)
    rules.script("24124", Trait(event="shootout", effect=lambda ctx: actions.boot(ctx.state, ctx.card.uid)))
