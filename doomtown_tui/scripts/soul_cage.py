"""Soul Cage (24178): Cheatin' Resolution, boot: put an Abomination costing no more than the cheatin' hand's rank from your discard pile or Boot Hill into play here for free; in a shootout it joins your posse."""
from doomtown_tui.engine import actions, blocks, hands
from doomtown_tui.engine.abilities import Ability, boot_self, cheaters_for, choose_card
from doomtown_tui.engine.high_noon import unique_returning_blocked
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.shootout import ranked_hand


def _rank_of(state, cheater: int) -> int:
    if state.shootout is not None:
        return ranked_hand(state, cheater).rank
    return hands.evaluate(state, state.players[cheater].draw_hand).rank


def _cheatin_rank(ctx) -> int:
    """The punished cheater's hand rank; before one is picked (with three or four seats), the highest
    among those it may punish, so the card is offered if any of them would let it work."""
    cheater = ctx.extra.get("cheater")
    if cheater is not None:
        return _rank_of(ctx.state, cheater)
    return max((_rank_of(ctx.state, c) for c in cheaters_for(ctx.state, ctx.player)), default=0)


def _candidates(ctx):
    p = ctx.state.players[ctx.player]
    rank = _cheatin_rank(ctx)
    out = []
    for uid in p.discard + p.boot_hill:
        card = ctx.state.cards[uid]
        if (card.card.type == "dude" and card.card.has("Abomination") and (card.card.cost or 0) <= rank
                and not unique_returning_blocked(ctx.state, card)):
            out.append(card)
    return out


def _effect(ctx):
    uid = yield from choose_card(ctx, _candidates(ctx), "Which Abomination comes back?", "enter_play")
    actions.put_dude_into_play(ctx.state, uid, ctx.dude.location, ctx.player)
    if ctx.state.shootout is not None:
        yield from blocks.join_posse(ctx, uid) or ()


def register(rules: RuleSetBuilder) -> None:
    rules.script("24178", Ability(
        window="cheatin_resolution",
        name="Soul Cage: release an Abomination",
        costs=(boot_self(),),
        requirement=lambda ctx: ctx.dude is not None and ctx.dude.location is not None and bool(_candidates(ctx)),
        effect=_effect,
        tags=frozenset({"bonus", "enter_play"}),
    ))
