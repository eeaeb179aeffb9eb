"""Corporeal Twist (24182): Shootout Hex 4, boot: an opposing dude gets -1 bullets and -2 value; should that dude be aced or discarded before the shootout ends, the Huckster gains 1 permanent control point.

The promised control point is part of the resolved effect, not a trait of the spell in play (digest B7; RULINGS "a
resolved effect does not depend on its card"): a shootout-long effect on the Huckster names the twisted dude and
carries the trait that pays it (``RuleSetBuilder.effect_trait``), so it still pays if the spell has been discarded
or blanked meanwhile. It ends with the shootout, or when the Huckster leaves play (who could not gain it then)."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, Target, Trait, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import BOOT_HILL, DISCARD, PLAY

CODE = "24182"
MARK = "twisted"   # an effect on the Huckster naming (``set_to``) the dude it twisted, for the rest of the shootout


def _twist(ctx) -> None:
    uid = ctx.targets["dude"]
    blocks.bonus(ctx, uid, "bullets", -1)
    blocks.bonus(ctx, uid, "value", -2)
    if ctx.dude is not None:
        actions.add_effect(ctx.state, MARK, target=ctx.dude.uid, player=ctx.player, set_to=uid, until="shootout",
                           source=ctx.card.uid, reason=ctx.card.title)


def _fell(ctx, ev) -> bool:
    eff = ctx.extra["effect"]
    return (ctx.state.shootout is not None and ev.data.get("zone") in (DISCARD, BOOT_HILL)
            and eff.set_to == ev.data.get("uid") and ctx.state.cards[eff.target].zone == PLAY)


def _reward(ctx) -> None:
    eff = ctx.extra["effect"]
    actions.end_effect(ctx.state, eff.uid)
    actions.add_control_points(ctx.state, eff.target, 1, ctx.card.title)


def register(rules: RuleSetBuilder) -> None:
    rules.script(CODE, Ability(
        window="shootout",
        name="Corporeal Twist: -1 bullets and -2 value to an opposing dude",
        cast=("Hex", 4),
        costs=(boot_self(),),
        targets=(Target("dude", dudes("opposing", in_shootout=True), prompt="Twist which opposing dude?", side="opposing"),),
        effect=_twist,
        tags=frozenset({"penalty", "bullets"}),
    ))
    rules.effect_trait(CODE, MARK, Trait("leave_play", _reward, _fell), Trait("ace", _reward, _fell))
