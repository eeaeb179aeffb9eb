"""Smiling Frog (24062): Noon/Shootout: discard a card from hand; he gets +1 bullets, or +2 if that card was a heart."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, discard_from_hand
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _bullets(ctx) -> None:
    hearts = ctx.state.cards[ctx.extra["discarded"]].card.suit == "H"
    blocks.bonus(ctx, ctx.card.uid, "bullets", 2 if hearts else 1)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24062", Ability(
        window="noon_shootout",
        name="Smiling Frog: discard a card for +1 bullets (+2 for a heart)",
        costs=(discard_from_hand(),),
        effect=_bullets,
        tags=frozenset({"bonus", "bullets"}),
    ))
