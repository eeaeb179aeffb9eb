"""The Spiritual Society (24008): at Nightfall, draw a card if nobody outweighs your influence in the town square; Noon, boot: your dude boots, and so does a less influential opposing dude beside it."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import TOWN_SQUARE

CODE = "24008"


def _square_influence(state, player) -> int:
    return sum(stats.influence(state, d) for d in state.dudes_at(TOWN_SQUARE, player))


def _nightfall_draw(state, source, player, name) -> int:
    if name != "nightfall_draws" or player != source.controller:
        return 0
    mine = _square_influence(state, player)
    return 1 if all(mine >= _square_influence(state, p.index) for p in state.players if p.index != player) else 0


def _outweighs(ctx, mine, victim) -> bool:
    """Could ``mine`` boot ``victim`` here? The victim's boot is all the effect does: one a protection keeps from
    it (Strength of the Ancestors) is no victim."""
    state = ctx.state
    return (not mine.booted and mine.location == victim.location
            and stats.influence(state, victim) < stats.influence(state, mine) and blocks.can_boot(ctx, victim))


def _mine(ctx) -> list:
    return [ctx.t("yours")] if "yours" in ctx.targets else ctx.state.dudes_in_play(ctx.player)


def register(rules: RuleSetBuilder) -> None:
    rules.player_trait(CODE, _nightfall_draw)
    rules.script(CODE, Ability(
        window="noon",
        name="The Spiritual Society: boot your dude to boot a less influential opposing dude",
        costs=(boot_self(), blocks.boot_target("yours")),
        targets=(Target("yours", dudes("own"), lambda ctx, d: any(_outweighs(ctx, d, v) for v in blocks.opposing_dudes(ctx)),
                        "Which of your dudes boots?", "own"),
                 Target("victim", dudes("opposing"), lambda ctx, v: any(_outweighs(ctx, d, v) for d in _mine(ctx)),
                        "Boot which opposing dude?", "opposing")),
        effect=lambda ctx: blocks.boot(ctx, ctx.targets["victim"]),
        tags=frozenset({"penalty", "boot"}),
    ))
