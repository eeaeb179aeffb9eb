"""Quickdraw Handgun (24165): Cheatin' Resolution, boot: with a legal draw hand, swap draw hands with the cheater; the hand you get counts as legal."""
from doomtown_tui.engine import actions, blocks, shootout
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _swap(ctx) -> None:
    # "your draw hand": a third party's is the hand of the posse it fights in (blocks.hand_owner)
    state, cheater, mine = ctx.state, ctx.extra["cheater"], blocks.hand_owner(ctx)
    actions.swap_draw_hands(state, mine, cheater, ctx.card.title)
    # the hand taken counts as legal for the rest of the round (in the lowball: of the phase);
    # rank modifiers stay with each player (digest C.1)
    actions.add_effect(state, "legal_hand", player=mine, until="round" if state.shootout else "phase",
                       source=ctx.card.uid, reason=ctx.card.title)
    for player in (mine, cheater):
        shootout.show_replaced_hand(state, player)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24165", Ability(
        window="cheatin_resolution",
        name="Quickdraw Handgun: swap hands with the cheater",
        costs=(boot_self(),),
        requirement=lambda ctx: blocks.legal_hand(ctx),
        effect=_swap,
        tags=frozenset({"penalty", "bonus"}),
    ))
