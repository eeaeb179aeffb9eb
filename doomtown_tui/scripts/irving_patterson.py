"""Irving Patterson (24026): when he joins a posse, gain 1 GR."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Trait
from doomtown_tui.engine.ruleset import RuleSetBuilder


def register(rules: RuleSetBuilder) -> None:
    rules.script("24026", Trait("join_posse", lambda ctx: blocks.gain(ctx, 1), lambda ctx, ev: ev.data.get("uid") == ctx.card.uid))
