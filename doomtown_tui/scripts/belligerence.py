"""Belligerence (24223): Noon: a wanted dude gets +1 bullets and +1 influence until Noon of the next day; or Noon, pay 1 GR: a dude gains 1 bounty and unboots."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, dudes, pay_gr
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _swagger(ctx) -> None:
    uid = ctx.targets["dude"]
    blocks.bonus(ctx, uid, "bullets", 1, until="noon")
    blocks.bonus(ctx, uid, "influence", 1, until="noon")


def _rouse(ctx) -> None:
    uid = ctx.targets["dude"]
    blocks.add_bounty(ctx, uid, 1)
    blocks.unboot(ctx, uid)


def register(rules: RuleSetBuilder) -> None:
    rules.script(
        "24223",
        Ability(
            window="noon",
            name="Belligerence: a wanted dude gets +1 bullets and +1 influence",
            targets=(Target("dude", dudes("any"), lambda ctx, d: d.bounty > 0, "Which wanted dude?", "own"),),
            effect=_swagger,
            tags=frozenset({"bonus", "bullets"}),
        ),
        Ability(
            window="noon",
            name="Belligerence: pay 1 GR, a dude gains 1 bounty and unboots",
            costs=(pay_gr(1),),
            targets=(Target("dude", dudes("any"), prompt="Which dude gains 1 bounty to unboot?", side="own"),),
            effect=_rouse,
            tags=frozenset({"unboot", "other"}),
        ),
    )
