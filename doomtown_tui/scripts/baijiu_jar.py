"""Baijiu Jar (24143): its dude has +3 value and +1 influence when at a Saloon; Shootout, boot: trade three cards from hand for four new ones."""
from types import MappingProxyType

from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, Cost, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder

BONUS = MappingProxyType({"value": 3, "influence": 1})


def _at_saloon(state, source, dude, stat) -> int:
    if stat not in BONUS or source.attached_to != dude.uid:
        return 0
    deed = blocks.deed_at(state, dude.location)
    return BONUS[stat] if deed is not None and stats.has_keyword(state, deed, "Saloon") else 0


def _pay(ctx):
    hand = [ctx.state.cards[u] for u in ctx.state.players[ctx.player].hand]
    for uid in (yield from blocks.pick_cards(ctx, hand, 3, 3, "Discard which three cards?")):
        actions.discard_from_hand(ctx.state, ctx.player, uid, ctx.card.title)


def register(rules: RuleSetBuilder) -> None:
    rules.stat_trait("24143", _at_saloon)
    rules.script("24143", Ability(
        window="shootout",
        name="Baijiu Jar: three cards out, four in",
        costs=(boot_self(), Cost("discard 3 cards", lambda ctx: len(ctx.state.players[ctx.player].hand) >= 3, _pay)),
        effect=lambda ctx: blocks.draw(ctx, 4),
        tags=frozenset({"other"}),
    ))
