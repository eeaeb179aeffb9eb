"""Disingenuine Currency Press (24152): once invented, you gain 4 GR; if it goes from play to the discard pile, whoever owns it draws one card."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Trait
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import DISCARD


def register(rules: RuleSetBuilder) -> None:
    rules.script(
        "24152",
        Trait("invent", lambda ctx: blocks.gain(ctx, 4), lambda ctx, ev: ev.data.get("uid") == ctx.card.uid),
        Trait("leave_play", lambda ctx: blocks.draw(ctx, 1, player=ctx.card.owner),
              lambda ctx, ev: ev.data.get("uid") == ctx.card.uid and ev.data.get("zone") == DISCARD, own_departure=True),
    )
