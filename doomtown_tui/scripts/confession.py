"""Confession (24194): Noon Miracle 5, boot: move 1 bounty from a dude at or next to the Blessed into your stash; Noon Miracle 6, boot: a dude at the Blessed's location gains 1 bounty, or one next door if the Blessed boots too."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, Cost, Target, ability_location, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _away(ctx) -> bool:
    """The chosen dude stands at an adjacent location, not at the Blessed's own."""
    return "dude" in ctx.targets and ctx.t("dude").location != ability_location(ctx)


def _reachable(ctx, dude) -> bool:
    """At the Blessed's location, or next door while the Blessed is unbooted and can boot for it."""
    return dude.location == ability_location(ctx) or (ctx.dude is not None and not ctx.dude.booted)


def _absolve(ctx) -> None:
    blocks.remove_bounty(ctx, ctx.targets["dude"], 1)
    blocks.gain(ctx, 1)


def _boot_caster(ctx) -> None:
    actions.boot(ctx.state, ctx.dude.uid)


# "you may boot this dude to target ... instead": paid only when the target is next door
BOOT_FOR_ADJACENT = Cost("boot this dude (adjacent target)", lambda ctx: not _away(ctx) or not ctx.dude.booted,
                         lambda ctx: _boot_caster(ctx) if _away(ctx) else None)


def register(rules: RuleSetBuilder) -> None:
    rules.script(
        "24194",
        Ability(
            window="noon",
            name="Confession: take 1 bounty off a nearby dude into your stash",
            cast=("Miracle", 5),
            costs=(boot_self(),),
            targets=(Target("dude", dudes("any", nearby=True), lambda ctx, d: d.bounty > 0,
                            "Take 1 bounty from which dude?", "any"),),
            effect=_absolve,
            tags=frozenset({"other"}),
        ),
        Ability(
            window="noon",
            name="Confession: give a dude here (or next door, booting your Blessed) 1 bounty",
            cast=("Miracle", 6),
            costs=(boot_self(), BOOT_FOR_ADJACENT),
            targets=(Target("dude", dudes("any", nearby=True), _reachable, "Which dude gains 1 bounty?", "opposing"),),
            effect=lambda ctx: blocks.add_bounty(ctx, ctx.targets["dude"], 1),
            tags=frozenset({"penalty", "bounty"}),
        ),
    )
