"""Tusk (24154): after it enters play, draw a card; against opposing card effects this dude counts 5 more value."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Trait, acting_player
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _value(state, source, dude, stat) -> int:
    if stat != "value" or source.attached_to != dude.uid:
        return 0
    actor = acting_player(state)
    return 5 if actor is not None and actor != dude.controller else 0


def register(rules: RuleSetBuilder) -> None:
    rules.stat_trait("24154", _value, reason="Tusk (against opposing card effects)")
    rules.script("24154", Trait(
        event="attach",
        condition=lambda ctx, ev: ev.data.get("uid") == ctx.card.uid and bool(ev.data.get("entering")),
        effect=lambda ctx: blocks.draw(ctx, 1),
    ))
