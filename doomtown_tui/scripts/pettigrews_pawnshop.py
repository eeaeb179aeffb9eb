"""Pettigrew's Pawnshop (24109): whenever any goods that is not a Gadget comes into play, this deed's controller gains 1 GR."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Trait
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _non_gadget_goods_arrives(ctx, event) -> bool:
    card = ctx.state.cards[event.data["uid"]]
    return bool(event.data.get("entering")) and card.card.type == "goods" and card.card.gadget is None


def register(rules: RuleSetBuilder) -> None:
    rules.script("24109", Trait(event="attach", condition=_non_gadget_goods_arrives, effect=lambda ctx: blocks.gain(ctx, 1)))
