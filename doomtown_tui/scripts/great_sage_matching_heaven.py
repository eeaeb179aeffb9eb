"""Great Sage Matching Heaven (24232): Shootout Tao Technique: the performer gets +1 influence and becomes Harrowed for the shootout; Combo while the other posse has less influence than yours."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _sage(ctx) -> None:
    blocks.bonus(ctx, ctx.dude.uid, "influence", 1)
    blocks.give_keyword(ctx, ctx.dude.uid, "Harrowed")


def _influence(ctx, player: int) -> int:
    return sum(stats.influence(ctx.state, d) for d in blocks.posse(ctx, player))


def register(rules: RuleSetBuilder) -> None:
    rules.script("24232", Ability(
        window="shootout",
        name="Great Sage Matching Heaven: +1 influence and Harrowed for the performer",
        technique=True,
        effect=_sage,
        combo=lambda ctx: _influence(ctx, ctx.opponent) < _influence(ctx, ctx.player),
        tags=frozenset({"bonus"}),
    ))
