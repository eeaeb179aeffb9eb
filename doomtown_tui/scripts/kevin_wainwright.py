"""Kevin Wainwright (24049): Noon: Kevin moves, unbooted, to another location where a Huckster is, and becomes a stud."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _destinations(ctx) -> list[int]:
    """Locations other than Kevin's own (he must really move, digest C.1) holding a Huckster."""
    here = ctx.card.location
    return sorted({d.location for d in ctx.state.dudes_in_play() if d.location is not None and d.location != here
                   and stats.skill(ctx.state, d, "Huckster") is not None})


def _go(ctx):
    yield from blocks.move_to_one_of(ctx, ctx.card.uid, _destinations(ctx))
    blocks.set_shooter(ctx, ctx.card.uid, "stud")


def register(rules: RuleSetBuilder) -> None:
    rules.script("24049", Ability(
        window="noon",
        name="Kevin Wainwright: move to a Huckster and become a stud",
        requirement=lambda ctx: bool(_destinations(ctx)),
        effect=_go,
        tags=frozenset({"bonus", "stud_draw"}),
    ))
