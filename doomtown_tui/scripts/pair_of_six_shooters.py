"""Pair of Six-Shooters (24144): Cheatin' Resolution, boot: a card of your draw hand takes any value and suit you name until it is discarded."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, boot_self, choose_card
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _effect(ctx):
    uid = yield from choose_card(ctx, blocks.draw_cards(ctx), "Which card of your draw hand changes?", "change")
    yield from blocks.change_draw_card(ctx, uid, lambda value, suit: True,
                                       f"what does {ctx.state.cards[uid].title} become?")


def register(rules: RuleSetBuilder) -> None:
    rules.script("24144", Ability(
        window="cheatin_resolution",
        name="Pair of Six-Shooters: change a card of your draw hand",
        costs=(boot_self(),),
        requirement=lambda ctx: bool(blocks.draw_cards(ctx)),
        effect=_effect,
        tags=frozenset({"bonus"}),
    ))
