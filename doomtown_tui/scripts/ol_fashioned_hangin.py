"""Ol' Fashioned Hangin' (24227): Noon Job on an opposing dude with 2 or more bounty; on success the mark is aced and the leader, if still in play, gains 1 permanent control point."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, JobSpec, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY


def _hang(ctx):
    if ctx.t("mark").zone == PLAY:
        yield from blocks.ace(ctx, ctx.targets["mark"]) or ()
    leader = ctx.state.cards[ctx.performer] if ctx.performer is not None else None
    if leader is not None and leader.zone == PLAY:
        actions.add_control_points(ctx.state, leader.uid, 1, ctx.card.title)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24227", Ability(
        window="noon",
        name="Ol' Fashioned Hangin': job to ace a dude with 2+ bounty",
        job=JobSpec(mark=Target("mark", dudes("opposing"), lambda ctx, d: d.bounty >= 2,
                                "Hang which wanted dude?", "opposing"), on_success=_hang),
        effect=lambda ctx: None,
        tags=frozenset({"penalty", "leave_play", "bonus"}),
    ))
