"""Tommy Harden (24067): when the opposing posse in Tommy's shootout reveals a cheatin' hand, your hand rank is +1 this round (+2 if yours is legal)."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Trait
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _cheater_in_his_shootout(ctx, ev) -> bool:
    return (ctx.in_shootout and blocks.in_posse(ctx, ctx.card.uid, ctx.player)
            and ev.data.get("player") == ctx.opponent and bool(ev.data.get("cheatin")))


def _raise(ctx) -> None:
    legal = blocks.legal_hand(ctx)   # "your draw hand" (a third party's: its posse's; one made legal counts)
    blocks.hand_rank(ctx, ctx.player, 2 if legal else 1, until="round")


def register(rules: RuleSetBuilder) -> None:
    rules.script("24067", Trait("reveal", _raise, _cheater_in_his_shootout))
