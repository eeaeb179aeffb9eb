"""Law Dogs (24009): Noon, boot: boot your dudes whose influence adds up to more than a dude's influence to give that dude 1 bounty."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, Cost, Target, boot_self, choose_card, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _posse(ctx) -> list:
    """Your unbooted dudes whose influence can count."""
    return [d for d in ctx.state.dudes_in_play(ctx.player) if not d.booted and stats.influence(ctx.state, d) > 0]


def _outnumbered(ctx, dude) -> bool:
    return sum(stats.influence(ctx.state, d) for d in _posse(ctx)) > stats.influence(ctx.state, dude)


def _boot_enough(ctx):
    """Boot dudes one at a time until their influence exceeds the target's (no more than needed, COMP)."""
    need = stats.influence(ctx.state, ctx.t("wanted"))
    total = 0
    while total <= need:
        uid = yield from choose_card(ctx, [d for d in _posse(ctx)], f"Boot which dude (influence {total} so far, "
                                     f"more than {need} needed)?", "boot")
        total += stats.influence(ctx.state, ctx.state.cards[uid])
        actions.boot(ctx.state, uid)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24009", Ability(
        window="noon",
        name="Law Dogs: boot dudes with more influence than a dude to give it 1 bounty",
        costs=(boot_self(), Cost("boot your dudes with more total influence", lambda ctx: True, _boot_enough)),
        targets=(Target("wanted", dudes("any"), _outnumbered, "Which dude gets 1 bounty?", "opposing"),),
        effect=lambda ctx: blocks.add_bounty(ctx, ctx.targets["wanted"], 1),
        tags=frozenset({"penalty", "bounty"}),
    ))
