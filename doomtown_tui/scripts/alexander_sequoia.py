"""Alexander Sequoia (24052): in the town square he lets you discard one more card at Nightfall; Noon: he unboots if he is in the town square."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import TOWN_SQUARE

CODE = "24052"


def _extra_discard(state, source, player, name) -> int:
    return 1 if name == "nightfall_discards" and player == source.controller and source.location == TOWN_SQUARE else 0


def register(rules: RuleSetBuilder) -> None:
    rules.player_trait(CODE, _extra_discard)
    rules.script(CODE, Ability(
        window="noon",
        name="Alexander Sequoia: unboot in the town square",
        requirement=lambda ctx: ctx.card.location == TOWN_SQUARE and ctx.card.booted,
        effect=lambda ctx: blocks.unboot(ctx, ctx.card.uid),
        tags=frozenset({"unboot"}),
    ))
