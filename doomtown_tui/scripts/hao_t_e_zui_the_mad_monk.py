"""Hao-T'e Zui, The Mad Monk (24025): for Anarchists he costs 1 less per location your dudes occupy; Shootout, boot: an opposing goods in the shootout is discarded."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24025"


def _cheaper(state, source, card, player) -> int:
    if card is not source or state.cards[state.players[player].outfit].card.faction != "Anarchists":
        return 0
    return -len({d.location for d in state.dudes_in_play(player)})


def _opposing_goods(ctx) -> list:
    out = []
    for dude in blocks.posse(ctx, ctx.opponent):
        out += [a for a in blocks.attachments(ctx.state, dude) if a.card.type == "goods" and a.controller != ctx.player]
    return out


def register(rules: RuleSetBuilder) -> None:
    rules.cost_trait(CODE, _cheaper)
    rules.script(CODE, Ability(
        window="shootout",
        name="Hao-T'e Zui: discard an opposing goods",
        costs=(boot_self(),),
        targets=(Target("goods", _opposing_goods, prompt="Discard which opposing goods?", side="opposing"),),
        effect=lambda ctx: blocks.discard(ctx, ctx.targets["goods"]),
        tags=frozenset({"penalty", "leave_play"}),
    ))
