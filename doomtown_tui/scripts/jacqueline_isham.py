"""Jacqueline Isham (24103): joining the side of a callout's mark or of a job's defenders makes her a stud for that shootout."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Trait
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _joins_marks_side(ctx, ev) -> bool:
    so = ctx.state.shootout
    return so is not None and ev.data.get("uid") == ctx.card.uid and ev.data.get("player") == so.mark_player


def register(rules: RuleSetBuilder) -> None:
    rules.script("24103", Trait("join_posse", lambda ctx: blocks.set_shooter(ctx, ctx.card.uid, "stud", until="shootout"),
                          _joins_marks_side))
