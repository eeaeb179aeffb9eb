"""Hunter Protections (24123): Controller Noon, boot: your unbooted dude here with no CP boots, gets 2 more bounty and 1 permanent CP."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _eligible(ctx, dude) -> bool:
    # any CP at all, permanent or not, rules the dude out (digest C, Hunter Protections)
    return not dude.booted and stats.control(ctx.state, dude) == 0


def _effect(ctx) -> None:
    uid = ctx.targets["dude"]
    actions.boot(ctx.state, uid)
    blocks.add_bounty(ctx, uid, 2)
    actions.add_control_points(ctx.state, uid, 1, ctx.card.title)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24123", Ability(
        window="noon",
        prefix="controller",
        name="Hunter Protections: a dude here takes 2 bounty for 1 permanent CP",
        costs=(boot_self(),),
        targets=(Target("dude", dudes("own", at_here=True), _eligible, "Which of your dudes here?", "own"),),
        effect=_effect,
        tags=frozenset({"bonus", "boot"}),
    ))
