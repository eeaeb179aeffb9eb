"""Jessica Patchett (24090): Outlaws pay 1 less for her per wanted dude of theirs; her Noon Job (boot) targets the best-armed opposing dude and aces it on success."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import (
    Ability,
    JobSpec,
    Target,
    boot_self,
    dudes,
)
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY

CODE = "24090"


def _cheaper(state, source, card, player) -> int:
    """Cost trait (works from hand): -1 per wanted dude you control if your outfit is Outlaws."""
    if card is not source or state.cards[state.players[player].outfit].card.faction != "Outlaws":
        return 0
    return -sum(1 for d in state.dudes_in_play(player) if d.bounty > 0)


def _most_bullets(ctx, dude) -> bool:
    """The most bullets among all opposing dudes: every other player's, with three or four seats."""
    top = max(stats.bullets(ctx.state, d) for d in blocks.opposing_dudes(ctx))
    return stats.bullets(ctx.state, dude) == top


def register(rules: RuleSetBuilder) -> None:
    rules.cost_trait(CODE, _cheaper)
    rules.script(CODE, Ability(
        window="noon",
        name="Jessica Patchett: job on the opposing dude with the most bullets",
        costs=(boot_self(),),
        job=JobSpec(mark=Target("mark", dudes("opposing"), _most_bullets, "Mark which opposing dude (most bullets)?",
                                "opposing"),
                    on_success=lambda ctx: blocks.ace(ctx, ctx.targets["mark"]) if ctx.t("mark").zone == PLAY else None),
        effect=lambda ctx: None,
        tags=frozenset({"penalty", "leave_play"}),
    ))
