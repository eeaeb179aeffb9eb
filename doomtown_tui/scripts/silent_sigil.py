"""Silent Sigil (24139): its controller may discard one card fewer at Nightfall; Controller React: after you refill your hand at Nightfall, draw a card."""
from doomtown_tui.engine import blocks, town
from doomtown_tui.engine.abilities import Ability, ReactSpec
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _fewer_discards(state, source, player, name) -> int:
    return -1 if name == "nightfall_discards" and town.location_controller(state, source.uid) == player else 0


def register(rules: RuleSetBuilder) -> None:
    rules.player_trait("24139", _fewer_discards)
    rules.script("24139", Ability(
        window="react",
        prefix="controller",
        name="Silent Sigil: draw a card after refilling",
        react=ReactSpec("hand_refilled", lambda ctx, ev: ev.data.get("player") == ctx.player),
        effect=lambda ctx: blocks.draw(ctx, 1),
        tags=frozenset({"bonus"}),
    ))
