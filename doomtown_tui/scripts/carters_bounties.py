"""Carter's Bounties (24132): Controller Shootout, boot: one of your dudes, wherever it is, joins your posse."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def register(rules: RuleSetBuilder) -> None:
    rules.script("24132", Ability(
        window="shootout",
        prefix="controller",
        name="Carter's Bounties: a dude of yours joins your posse",
        costs=(boot_self(),),
        # any of your dudes in no posse, even one at the shootout's location or one who left it (digest C.1)
        targets=(Target("dude", dudes("own"), lambda ctx, dude: blocks.can_join(ctx, dude), "Which dude joins your posse?",
                        "own"),),
        brings_in=True,
        effect=lambda ctx: blocks.join_posse(ctx, ctx.targets["dude"], ctx.player),
        tags=frozenset({"bonus", "enter_play"}),
    ))
