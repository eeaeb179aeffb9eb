"""Kidnappin' (24235): Noon Job, boot: on an opposing dude; your posse needs more total bullets than the mark; each joiner gains 1 bounty; on success discard the mark."""
from doomtown_tui.engine import blocks, job, stats
from doomtown_tui.engine.abilities import Ability, JobSpec, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY


def _outgun(ctx, posse: list[int]) -> bool:
    """The posse requirement: more total bullets than the marked dude."""
    return sum(stats.bullets(ctx.state, ctx.state.cards[u]) for u in posse) > stats.bullets(ctx.state, ctx.t("mark"))


def _need(ctx, posse: list[int]) -> str:
    """``_outgun`` in words (read-only, for the app's prompt)."""
    have = sum(stats.bullets(ctx.state, ctx.state.cards[u]) for u in posse)
    mark = ctx.t("mark")
    return (f"the posse needs more bullets in total than {mark.title} ({stats.bullets(ctx.state, mark)}); "
            f"it has {have}")


def _reachable(ctx, leader, mark) -> bool:
    total = sum(stats.bullets(ctx.state, ctx.state.cards[u]) for u in job.potential_posse(ctx.state, leader.uid, mark.uid))
    return total > stats.bullets(ctx.state, mark)


def _leader_ok(ctx, dude) -> bool:
    return any(_reachable(ctx, dude, mark) for mark in blocks.opposing_dudes(ctx))


def _mark_ok(ctx, mark) -> bool:
    if ctx.performer is not None:      # the leader is chosen before the mark
        return _reachable(ctx, ctx.state.cards[ctx.performer], mark)
    return any(_reachable(ctx, d, mark) for d in ctx.state.dudes_in_play(ctx.player) if not d.booted)


def _take(ctx) -> None:
    if ctx.t("mark").zone == PLAY:
        blocks.discard(ctx, ctx.targets["mark"])


def register(rules: RuleSetBuilder) -> None:
    rules.script("24235", Ability(
        window="noon",
        name="Kidnappin': job to discard an opposing dude",
        costs=(boot_self(),),
        job=JobSpec(mark=Target("mark", dudes("opposing"), _mark_ok, "Kidnap which opposing dude?", "opposing"),
                    on_success=_take, leader_where=_leader_ok, posse_ok=_outgun, posse_need=_need,
                    on_join=lambda ctx, uid: blocks.add_bounty(ctx, uid, 1)),
        effect=lambda ctx: None,
        tags=frozenset({"penalty", "leave_play"}),
    ))
