"""Deadwood Miner's Alliance (24011): your dudes with 4+ bounty in the town square have +1 CP; Noon, boot: a dude of yours on land you don't own boots: Public, 2 bounty and 1 GR; Private, 1 bounty and 2 GR."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import TOWN_SQUARE

CODE = "24011"


def _control(state, source, target, stat) -> int:
    return 1 if (stat == "control" and target.card.type == "dude" and target.controller == source.controller
                 and target.bounty >= 4 and target.location == TOWN_SQUARE) else 0


def _claim(ctx) -> None:
    uid = ctx.targets["dude"]
    private = ctx.state.is_private(ctx.state.cards[uid].location)
    blocks.add_bounty(ctx, uid, 1 if private else 2)
    blocks.gain(ctx, 2 if private else 1)


def register(rules: RuleSetBuilder) -> None:
    rules.stat_trait(CODE, _control)
    rules.script(CODE, Ability(
        window="noon",
        name="Deadwood Miner's Alliance: boot a dude away from your land for bounty and GR",
        costs=(boot_self(), blocks.boot_target("dude")),
        targets=(Target("dude", dudes("own"), lambda ctx, d: not d.booted and d.location is not None
                        and ctx.state.location_owner(d.location) != ctx.player, "Which of your dudes boots?", "own"),),
        effect=_claim,
        tags=frozenset({"other"}),
    ))
