"""Ambush (24222): Noon Job, boot: on an opposing dude; unless the mark is wanted each joiner of your posse gains 1 bounty; on success ace the mark."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, JobSpec, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY


def _joined(ctx, uid: int) -> None:
    mark = ctx.t("mark")    # checked for each joiner; a mark gone from play is not wanted (digest C.1)
    if mark.zone != PLAY or mark.bounty == 0:
        blocks.add_bounty(ctx, uid, 1)


def _ace(ctx):
    if ctx.t("mark").zone == PLAY:
        yield from blocks.ace(ctx, ctx.targets["mark"]) or ()


def register(rules: RuleSetBuilder) -> None:
    rules.script("24222", Ability(
        window="noon",
        name="Ambush: job to ace an opposing dude",
        costs=(boot_self(),),
        job=JobSpec(mark=Target("mark", dudes("opposing"), prompt="Ambush which opposing dude?", side="opposing"),
                    on_success=_ace, on_join=_joined),
        effect=lambda ctx: None,
        tags=frozenset({"penalty", "leave_play"}),
    ))
