"""Judge Harry Somerset (Exp.1) (24073): never in a starting gang; Noon Job, boot, on a wanted opposing dude: a booted 2-stud Gunslinger token joins his posse; on success the mark is discarded."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import (
    Ability,
    JobSpec,
    Target,
    boot_self,
    dudes,
)
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY

CODE = "24073"


def _joined(ctx, uid: int) -> None:
    """When the leader has joined, the Gunslinger enters play booted beside him and joins too."""
    so = ctx.state.shootout
    if uid != ctx.performer or so is None or "token" in ctx.extra:
        return
    leader = ctx.state.cards[uid]
    token = actions.create_token(ctx.state, ctx.player, "Gunslinger", leader.location, booted=True)
    ctx.extra["token"] = token
    actions.join_posse(ctx.state, ctx.player, token, f"joins the job ({ctx.card.title})")


def _discard(ctx) -> None:
    if ctx.t("mark").zone == PLAY:
        blocks.discard(ctx, ctx.targets["mark"])


def register(rules: RuleSetBuilder) -> None:
    rules.no_starting_gang.add(CODE)
    rules.script(CODE, Ability(
        window="noon",
        name="Judge Harry Somerset: job to discard a wanted dude",
        costs=(boot_self(),),
        job=JobSpec(mark=Target("mark", dudes("opposing"), lambda ctx, d: d.bounty > 0, "Mark which wanted dude?", "opposing"),
                    on_success=_discard, on_join=_joined),
        effect=lambda ctx: None,
        tags=frozenset({"penalty", "leave_play", "enter_play"}),
    ))
