"""Outgunned (24251): Resolution: if your posse has more total bullets than the other, boot your shooter for +2 hand rank."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, Cost
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _bullets(ctx, player: int) -> int:
    return sum(stats.bullets(ctx.state, d) for d in blocks.posse(ctx, player))


def _shooter(ctx):
    so = ctx.state.shootout
    side = None if so is None else so.side_of(ctx.player)   # a third party: the posse it joined
    uid = None if side is None else so.posses[side].shooter
    return None if uid is None else ctx.state.cards[uid]


BOOT_SHOOTER = Cost("boot your shooter", lambda ctx: _shooter(ctx) is not None and not _shooter(ctx).booted,
                    lambda ctx: actions.boot(ctx.state, _shooter(ctx).uid))


def register(rules: RuleSetBuilder) -> None:
    rules.script("24251", Ability(
        window="resolution",
        name="Outgunned: boot your shooter for +2 hand rank",
        costs=(BOOT_SHOOTER,),
        requirement=lambda ctx: _bullets(ctx, ctx.player) > _bullets(ctx, ctx.opponent),
        effect=lambda ctx: blocks.hand_rank(ctx, ctx.player, 2),
        tags=frozenset({"bonus", "boot"}),
    ))
