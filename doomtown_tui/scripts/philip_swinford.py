"""Philip Swinford (24066): facing a revealed cheatin' hand with a legal one of yours, you may swap a play-hand card for a new one."""
from doomtown_tui.engine import actions, blocks, hands
from doomtown_tui.engine.abilities import Trait, choose_card
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _legal_against_cheater(ctx, ev) -> bool:
    if not ctx.opposes(ev.data.get("player")) or not ev.data.get("cheatin"):
        return False
    mine = ctx.state.players[ctx.player].draw_hand
    return bool(mine) and not hands.evaluate(ctx.state, mine).cheatin and bool(ctx.state.players[ctx.player].hand)


def _swap(ctx):
    hand = [ctx.state.cards[u] for u in ctx.state.players[ctx.player].hand]
    uid = yield from choose_card(ctx, hand, "Which card of your play hand goes?", "discard")
    actions.discard_from_hand(ctx.state, ctx.player, uid, ctx.card.title)
    blocks.draw(ctx, 1)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24066", Trait("reveal", _swap, _legal_against_cheater, optional=True,
                          prompt="Philip Swinford: swap one card of your play hand for the top card of your deck"))
