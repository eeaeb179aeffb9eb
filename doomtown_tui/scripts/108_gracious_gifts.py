"""108 Gracious Gifts (24001): one extra Nightfall discard while your stash is no bigger than any opponent's; Noon, pay 2 GR, boot: unboot one of your dudes."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes, pay_gr
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24001"


def _extra_discard(state, source, player, name) -> int:
    if name != "nightfall_discards" or player != source.controller:
        return 0
    mine = state.players[player].stash
    return 1 if all(mine <= p.stash for p in state.players if p.index != player) else 0


def register(rules: RuleSetBuilder) -> None:
    rules.player_trait(CODE, _extra_discard)
    rules.script(CODE, Ability(
        window="noon",
        name="108 Gracious Gifts: unboot one of your dudes",
        costs=(pay_gr(2), boot_self()),
        targets=(Target("dude", dudes("own"), lambda ctx, dude: dude.booted, "Unboot which of your dudes?", "own"),),
        effect=lambda ctx: blocks.unboot(ctx, ctx.targets["dude"]),
        tags=frozenset({"bonus", "unboot"}),
    ))
