"""Owl's Insight (24204): Cheatin' Resolution Spirit 5, boot: attach goods and spells from your play hand, one after
another as long as you like, each 1 GR cheaper; then draw up to your hand size; in a shootout you also take 2 fewer
casualties this round."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _insight(ctx):
    while True:
        cards = blocks.attachable(ctx, ctx.state.players[ctx.player].hand, discount=1)
        chosen = yield from blocks.pick_cards(ctx, cards, 0, 1, "Owl's Insight: attach a goods or spell for 1 GR less? "
                                              "(choose none when done)")
        if not chosen:
            break
        yield from blocks.attach_by_effect(ctx, chosen[0], discount=1)
    blocks.refill_hand(ctx)
    blocks.fewer_casualties(ctx, 2)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24204", Ability(
        window="cheatin_resolution",
        name="Owl's Insight: attach goods and spells for 1 GR less, refill your hand",
        cast=("Spirit", 5),
        costs=(boot_self(),),
        effect=_insight,
        tags=frozenset({"enter_play", "bonus"}),
    ))
