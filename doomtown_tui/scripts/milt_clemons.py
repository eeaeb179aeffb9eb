"""Milt Clemons (24087): each time Milt is given bounty, you gain 1 GR."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Trait
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY


def register(rules: RuleSetBuilder) -> None:
    rules.script("24087", Trait("bounty", lambda ctx: blocks.gain(ctx, 1),
                          lambda ctx, ev: ev.data.get("uid") == ctx.card.uid and ctx.card.zone == PLAY))
