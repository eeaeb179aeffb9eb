"""Corporeal Twist (24182): Shootout Hex 4, boot: an opposing dude gets -1 bullets and -2 value; should that dude be aced or discarded before the shootout ends, the Huckster gains 1 permanent control point."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, Target, Trait, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import BOOT_HILL, DISCARD

CODE = "24182"
MARK = "twisted"   # an effect on this spell naming (``set_to``) the dude it twisted, for the rest of the shootout


def _twist(ctx) -> None:
    uid = ctx.targets["dude"]
    blocks.bonus(ctx, uid, "bullets", -1)
    blocks.bonus(ctx, uid, "value", -2)
    actions.add_effect(ctx.state, MARK, target=ctx.card.uid, set_to=uid, until="shootout", source=ctx.card.uid,
                       reason=ctx.card.title)


def _fell(ctx, ev) -> bool:
    return (ctx.state.shootout is not None and ev.data.get("zone") in (DISCARD, BOOT_HILL) and ctx.dude is not None
            and any(e.stat == MARK and e.target == ctx.card.uid and e.set_to == ev.data.get("uid") for e in ctx.state.effects))


def _reward(ctx) -> None:
    for eff in [e for e in ctx.state.effects if e.stat == MARK and e.target == ctx.card.uid and e.set_to == ctx.event.data["uid"]]:
        actions.end_effect(ctx.state, eff.uid)
    actions.add_control_points(ctx.state, ctx.dude.uid, 1, ctx.card.title)


def register(rules: RuleSetBuilder) -> None:
    rules.script(
        CODE,
        Ability(
            window="shootout",
            name="Corporeal Twist: -1 bullets and -2 value to an opposing dude",
            cast=("Hex", 4),
            costs=(boot_self(),),
            targets=(Target("dude", dudes("opposing", in_shootout=True), prompt="Twist which opposing dude?", side="opposing"),),
            effect=_twist,
            tags=frozenset({"penalty", "bullets"}),
        ),
        Trait("leave_play", _reward, _fell),
        Trait("ace", _reward, _fell),
    )
