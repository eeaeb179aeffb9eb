"""Red Horse's Tail (24206): Totem. Noon Spirit X, boot: boot a dude at this location, X its value. Shootout Spirit X, boot: send an opposing dude home booted, X its grit."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def register(rules: RuleSetBuilder) -> None:
    rules.script(
        "24206",
        Ability(
            window="noon",
            name="Red Horse's Tail: boot a dude here (Spirit X = their value)",
            cast=lambda ctx: stats.value(ctx.state, ctx.t("dude")),
            costs=(boot_self(),),
            targets=(Target("dude", dudes("any", at_here=True), lambda ctx, d: not d.booted, "Boot which dude?", changes=(("boot", 0, None),)),),
            effect=lambda ctx: blocks.boot(ctx, ctx.targets["dude"]),
            tags=frozenset({"penalty", "boot"}),
        ),
        Ability(
            window="shootout",
            name="Red Horse's Tail: send an opposing dude home booted (Spirit X = their grit)",
            cast=lambda ctx: stats.grit(ctx.state, ctx.t("dude")),
            costs=(boot_self(),),
            targets=(Target("dude", dudes("opposing", in_shootout=True), prompt="Send which opposing dude home booted?",
                            side="opposing", changes=(("go_home_booted", 0, None),)),),
            effect=lambda ctx: blocks.send_home(ctx, ctx.targets["dude"]),
            tags=frozenset({"penalty", "boot"}),
        ),
    )
