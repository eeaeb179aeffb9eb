"""Mariel Lewis (24057): Shootout: unless you lead a job, if your posse outweighs the other in total influence, one opposing dude leaves the posse and goes home unbooted."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _influence(ctx, player: int) -> int:
    return sum(stats.influence(ctx.state, d) for d in blocks.posse(ctx, player))


def _allowed(ctx) -> bool:
    so = ctx.state.shootout
    if so is None or (so.job and so.leader_player == ctx.player):   # running a job
        return False
    return _influence(ctx, ctx.player) > _influence(ctx, ctx.opponent)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24057", Ability(
        window="shootout",
        name="Mariel Lewis: send an opposing dude home",
        requirement=_allowed,
        targets=(Target("dude", dudes("opposing", in_shootout=True), prompt="Send which opposing dude home?",
                        side="opposing"),),
        effect=lambda ctx: blocks.send_home(ctx, ctx.targets["dude"], booted=False),
        tags=frozenset({"penalty"}),
    ))
