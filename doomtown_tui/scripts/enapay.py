"""Enapay (24058): his influence is 2 higher while it is High Noon; Noon, boot him: a different dude where he stands gets +1 influence."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24058"


def register(rules: RuleSetBuilder) -> None:
    rules.stat_trait(CODE, lambda state, source, target, stat:
                      2 if target.uid == source.uid and stat == "influence" and state.phase == "high_noon" else 0)
    rules.script(CODE, Ability(
        window="noon",
        name="Enapay: another dude here gets +1 influence",
        costs=(boot_self(),),
        targets=(Target("dude", dudes("any", at_here=True), lambda ctx, d: d.uid != ctx.card.uid,
                        "Which dude gets +1 influence?", "own"),),
        effect=lambda ctx: blocks.bonus(ctx, ctx.targets["dude"], "influence", 1),
        tags=frozenset({"bonus"}),
    ))
