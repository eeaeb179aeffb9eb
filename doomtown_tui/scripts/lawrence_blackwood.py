"""Lawrence Blackwood (24081): Noon, boot: at a deed another player owns he holds 1 CP, lost when he walks away or at the end of the day."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, Trait, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24081"
MARKER = "control_while_at"   # an effect on Lawrence naming the deed his control point is tied to


def _foreign_deed(ctx):
    deed = blocks.deed_at(ctx.state, ctx.card.location)
    return deed if deed is not None and deed.owner != ctx.player else None


def _claim(ctx) -> None:
    deed = _foreign_deed(ctx)
    assert deed is not None
    actions.add_effect(ctx.state, MARKER, target=ctx.card.uid, set_to=deed.uid, until="turn",
                       source=ctx.card.uid, reason=ctx.card.title)
    actions.log(ctx.state, "modify", f"{ctx.card.title} has 1 control point while he stays at {deed.title}",
                uid=ctx.card.uid, stat="control", amount=1)


def _control(state, source, target, stat) -> int:
    if stat != "control" or target is not source:
        return 0
    return sum(1 for e in state.effects if e.target == source.uid and e.stat == MARKER and e.set_to == source.location)


def _left(ctx, ev) -> bool:
    return ev.data.get("uid") == ctx.card.uid and any(
        e.target == ctx.card.uid and e.stat == MARKER for e in ctx.state.effects)


def _forget(ctx) -> None:
    for eff in [e for e in ctx.state.effects if e.target == ctx.card.uid and e.stat == MARKER]:
        actions.end_effect(ctx.state, eff.uid)


def register(rules: RuleSetBuilder) -> None:
    rules.stat_trait(CODE, _control)
    rules.script(CODE,
           Ability(window="noon", name="Lawrence Blackwood: 1 control point at a deed you do not own",
                   costs=(boot_self(),), requirement=lambda ctx: _foreign_deed(ctx) is not None, effect=_claim,
                   tags=frozenset({"bonus", "other"})),
           Trait("move", _forget, _left),
           Trait("send_home", _forget, _left))
