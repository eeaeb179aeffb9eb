"""Pony Express (24106): Controller Noon, boot: discard a card from hand, then draw one."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, boot_self, discard_from_hand
from doomtown_tui.engine.ruleset import RuleSetBuilder


def register(rules: RuleSetBuilder) -> None:
    rules.script("24106", Ability(
        window="noon",
        prefix="controller",
        name="Pony Express: discard a card to draw a card",
        costs=(boot_self(), discard_from_hand()),
        effect=lambda ctx: blocks.draw(ctx, 1),
        tags=frozenset({"other"}),
    ))
