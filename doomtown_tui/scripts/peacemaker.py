"""Peacemaker (24148): this dude cannot be made a draw, and other players' Shootout abilities cannot lower their bullets."""
from doomtown_tui.engine import stats
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _guard(ctx, source, uid, stat, amount, set_to) -> bool:
    if source.attached_to != uid:
        return False
    if stat == "shooter":
        return set_to == "draw"
    dude = ctx.state.cards[uid]
    if stat != "bullets" or ctx.player == dude.controller or not ctx.in_shootout:
        return False
    if ctx.ability.window not in ("shootout", "noon_shootout"):
        return False
    return amount < 0 if set_to is None else set_to < stats.bullets(ctx.state, dude)


def register(rules: RuleSetBuilder) -> None:
    rules.guard_trait("24148", _guard)
