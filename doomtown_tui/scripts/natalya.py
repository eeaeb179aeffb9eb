"""Natalya (24016): at the start of Production, if your stash is smaller than every opponent's and she is at a deed, you alone collect that deed's production this turn."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Trait
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _poorest_at_a_deed(ctx, ev) -> bool:
    if ev.data.get("phase") != "production" or blocks.deed_at(ctx.state, ctx.card.location) is None:
        return False
    mine = ctx.state.players[ctx.player].stash
    return all(mine < p.stash for p in ctx.state.players if p.index != ctx.player)


def _take(ctx) -> None:
    deed = blocks.deed_at(ctx.state, ctx.card.location)
    assert deed is not None
    actions.add_effect(ctx.state, "production_to", target=deed.uid, set_to=ctx.player, until="production",
                       source=ctx.card.uid, reason=ctx.card.title)
    actions.log(ctx.state, "modify", f"{ctx.state.players[ctx.player].name} collects {deed.title}'s production this "
                f"turn ({ctx.card.title})", uid=deed.uid, player=ctx.player)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24016", Trait("phase", _take, _poorest_at_a_deed))
