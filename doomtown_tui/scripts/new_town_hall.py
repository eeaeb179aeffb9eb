"""New Town Hall (24108): Controller Noon, boot: this deed gains a permanent control point; Controller Noon, boot: this deed loses all its control points."""
from doomtown_tui.engine import actions, stats
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _strip(ctx) -> None:
    """Tokens go, and so do control bonuses other effects gave the deed (its printed value is 0)."""
    actions.remove_control_points(ctx.state, ctx.card.uid, ctx.card.title)
    for eff in [e for e in ctx.state.effects if e.target == ctx.card.uid and e.stat == "control" and e.amount > 0]:
        actions.end_effect(ctx.state, eff.uid)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24108", Ability(
        window="noon",
        prefix="controller",
        name="New Town Hall: add a permanent control point",
        costs=(boot_self(),),
        effect=lambda ctx: actions.add_control_points(ctx.state, ctx.card.uid, 1, ctx.card.title),
        tags=frozenset({"bonus"}),
    ), Ability(
        window="noon",
        prefix="controller",
        name="New Town Hall: remove all its control points",
        costs=(boot_self(),),
        requirement=lambda ctx: stats.control(ctx.state, ctx.card) > 0,
        effect=_strip,
        tags=frozenset({"penalty"}),
    ))
