"""Trick Shooting (24244): Shootout: your dude gets +1 bullets; pull, and on a red pull look at as many top cards as its bullets and take one into your hand."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, choose_card, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _trick(ctx):
    uid = ctx.targets["dude"]
    blocks.bonus(ctx, uid, "bullets", 1)
    _, suit = yield from blocks.pull(ctx, best=(13, "H"))   # a red card pays
    if suit not in ("H", "D"):
        return
    count = stats.bullets(ctx.state, ctx.state.cards[uid])
    seen = [ctx.state.cards[u] for u in actions.look_at_top(ctx.state, ctx.player, count, ctx.card.title)]
    if not seen:
        return
    chosen = yield from choose_card(ctx, seen, "Put which card into your hand?", "take")
    actions.deck_to_hand(ctx.state, ctx.player, chosen, ctx.card.title)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24244", Ability(
        window="shootout",
        name="Trick Shooting: +1 bullets, and a card on a red pull",
        targets=(Target("dude", dudes("own", in_shootout=True), prompt="Which dude shows off?", side="own"),),
        effect=_trick,
        tags=frozenset({"bonus", "bullets", "other"}),
    ))
