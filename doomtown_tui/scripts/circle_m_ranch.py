"""Circle M Ranch (24125): Controller Noon, boot: draw a card if you hold 3 or fewer cards."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _can_draw(ctx) -> bool:
    p = ctx.state.players[ctx.player]
    return len(p.hand) <= 3 and bool(p.deck or p.discard)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24125", Ability(
        window="noon",
        prefix="controller",
        name="Circle M Ranch: draw a card",
        costs=(boot_self(),),
        requirement=_can_draw,
        effect=lambda ctx: blocks.draw(ctx, 1),
        tags=frozenset({"other"}),
    ))
