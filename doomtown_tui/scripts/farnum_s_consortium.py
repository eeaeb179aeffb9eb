"""Farnum's Consortium (24003): your in-town deeds with one of your dudes there get +1 production; Noon, boot: holding the smallest hand, spend 2 GR to draw a card."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, boot_self, pay_gr
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24003"


def _production(state, source, target, stat) -> int:
    if stat != "production" or target.card.type != "deed" or target.owner != source.controller:
        return 0
    if not blocks.in_town(state, target.uid):
        return 0
    return 1 if state.dudes_at(target.uid, source.controller) else 0


def _short_handed(ctx) -> bool:
    mine = len(ctx.state.players[ctx.player].hand)
    return all(mine < len(p.hand) for p in ctx.state.players if p.index != ctx.player)


def register(rules: RuleSetBuilder) -> None:
    rules.stat_trait(CODE, _production)
    rules.script(CODE, Ability(
        window="noon",
        name="Farnum's Consortium: pay 2 GR to draw a card",
        costs=(boot_self(), pay_gr(2)),
        requirement=_short_handed,
        effect=lambda ctx: blocks.draw(ctx, 1),
        tags=frozenset({"other"}),
    ))
