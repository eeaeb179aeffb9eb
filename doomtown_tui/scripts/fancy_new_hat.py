"""Fancy New Hat (24179): other players' abilities cannot lower this dude's influence."""
from doomtown_tui.engine import stats
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _guard(ctx, source, uid, stat, amount, set_to) -> bool:
    if stat != "influence" or source.attached_to != uid or ctx.player == source.controller:
        return False
    return amount < 0 if set_to is None else set_to < stats.influence(ctx.state, ctx.state.cards[uid])


def register(rules: RuleSetBuilder) -> None:
    rules.guard_trait("24179", _guard)
