"""Mugging (24216): Noon Job on an opposing dude: first boot as many as two of its attachments; on success the mark is sent home booted and as many as two of its booted attachments may be aced."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, JobSpec, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY


def _attached(ctx, booted: bool, change: str):
    """The mark's attachments, booted or not, that this card's ``change`` (boot, ace) could reach: one kept out of
    other players' effects (Bio-Charge Neutralizer) is no choice."""
    mark = ctx.t("mark")
    return [a for a in blocks.attachments(ctx.state, mark) if a.booted == booted and blocks.can_change(ctx, a.uid, change)]


def _boot_some(ctx):
    for uid in (yield from blocks.pick_cards(ctx, _attached(ctx, False, "boot"), 0, 2, "Which of the mark's attachments boot (two at most)?")):
        step = blocks.boot(ctx, uid)
        if step is not None:
            yield from step


def _rob(ctx):
    mark = ctx.t("mark")
    if mark.zone != PLAY:
        return
    step = blocks.send_home(ctx, mark.uid)
    if step is not None:
        yield from step
    for uid in (yield from blocks.pick_cards(ctx, _attached(ctx, True, "ace"), 0, 2, "Which of the mark's booted attachments are aced (two at most)?")):
        yield from blocks.ace(ctx, uid) or ()


def register(rules: RuleSetBuilder) -> None:
    rules.script("24216", Ability(
        window="noon",
        name="Mugging: job on an opposing dude",
        job=JobSpec(mark=Target("mark", dudes("opposing"), prompt="Mug which opposing dude?", side="opposing"),
                    on_success=_rob, on_start=_boot_some),
        effect=lambda ctx: None,
        tags=frozenset({"penalty", "boot", "leave_play"}),
    ))
