"""The Joker's Smile (24104): its controller gains 1 GR for each joker aced in the lowball; Controller Noon, boot: discard a joker from hand for 1 GR and a card; Controller Noon, boot, 1 GR: an aced joker of yours returns to the discard pile."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, Target, Trait, boot_self, discard_from_hand, pay_gr
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _is_joker(ctx, card) -> bool:
    return card.card.type == "joker"


def _aced_jokers(ctx) -> list:
    return [ctx.state.cards[u] for u in ctx.state.players[ctx.player].boot_hill if ctx.state.cards[u].card.type == "joker"]


def _cash_in(ctx) -> None:
    blocks.gain(ctx, 1)
    blocks.draw(ctx, 1)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24104", Trait(
        event="joker_aced",
        condition=lambda ctx, ev: ev.data.get("phase") == "gamblin",
        effect=lambda ctx: blocks.gain(ctx, 1),
    ), Ability(
        window="noon",
        prefix="controller",
        name="The Joker's Smile: discard a joker for 1 GR and a card",
        costs=(boot_self(), discard_from_hand(_is_joker)),
        effect=_cash_in,
        tags=frozenset({"bonus"}),
    ), Ability(
        window="noon",
        prefix="controller",
        name="The Joker's Smile: bring an aced joker back to the discard pile",
        costs=(boot_self(), pay_gr(1)),
        targets=(Target("joker", _aced_jokers, prompt="Which joker leaves your Boot Hill?", side="own"),),
        effect=lambda ctx: actions.unace(ctx.state, ctx.targets["joker"], ctx.card.title),
        tags=frozenset({"other"}),
    ))
