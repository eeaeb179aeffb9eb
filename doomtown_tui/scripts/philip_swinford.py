"""Philip Swinford (24066): facing a revealed cheatin' hand with a legal one of yours, you may swap a play-hand card for a new one."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Trait, choose_card
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _legal_against_cheater(ctx, ev) -> bool:
    if not ctx.opposes(ev.data.get("player")) or not ev.data.get("cheatin"):
        return False
    owner = blocks.hand_owner(ctx)     # "yours": for a third party, the hand of the posse it fights in
    return (bool(ctx.state.players[owner].draw_hand) and blocks.hand_is_legal(ctx.state, owner)
            and bool(ctx.state.players[ctx.player].hand))


def _swap(ctx):
    hand = [ctx.state.cards[u] for u in ctx.state.players[ctx.player].hand]
    uid = yield from choose_card(ctx, hand, "Which card of your play hand goes?", "discard")
    actions.discard_from_hand(ctx.state, ctx.player, uid, ctx.card.title)
    blocks.draw(ctx, 1)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24066", Trait("reveal", _swap, _legal_against_cheater, optional=True,
                          prompt="Philip Swinford: swap one card of your play hand for the top card of your deck"))
