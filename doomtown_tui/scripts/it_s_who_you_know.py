"""...It's Who You Know (24218): Noon: your dude calls out an opposing dude where it is; if accepted, your dude is a stud and shooters count influence, not bullets, for cards drawn."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _has_mark(ctx, dude) -> bool:
    return any(d.location == dude.location for d in blocks.opposing_dudes(ctx))


def _near_leader(ctx, dude) -> bool:
    leader = ctx.targets.get("leader")
    if leader is None:
        return any(d.location == dude.location for d in ctx.state.dudes_in_play(ctx.player))
    return dude.location == ctx.state.cards[leader].location


def _call_out(ctx):
    leader, mark = ctx.targets["leader"], ctx.targets["mark"]

    def accepted() -> None:
        blocks.set_shooter(ctx, leader, "stud", until="shootout")
        actions.add_effect(ctx.state, "cards_by_influence", set_to=True, until="shootout", source=ctx.card.uid,
                           reason=ctx.card.title)
        actions.log(ctx.state, "modify", f"This shootout, shooters count influence instead of bullets for cards drawn "
                    f"({ctx.card.title})", source=ctx.card.uid)

    yield from blocks.callout(ctx, leader, mark, on_accept=accepted)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24218", Ability(
        window="noon",
        name="...It's Who You Know: call out by influence",
        targets=(Target("leader", dudes("own"), _has_mark, "Which of your dudes calls out?", "own"),
                 Target("mark", dudes("opposing"), _near_leader, "Call out which opposing dude?", "opposing")),
        effect=_call_out,
        tags=frozenset({"stud_draw", "other", "callout"}),
    ))
