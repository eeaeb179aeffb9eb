"""Drew Beauman (24072): facing an opposing cheatin' hand with a legal one of yours, Drew may attempt a Gadget invention on the spot and stay unbooted."""
from doomtown_tui.engine import blocks, high_noon, stats, town
from doomtown_tui.engine.abilities import Trait, choose_card
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY


def _gadgets(ctx) -> list:
    """Gadgets in your hand Drew could invent now: every inventing requirement but the boot (he must
    still be unbooted, at a location you control, and you must afford the Gadget)."""
    state, drew = ctx.state, ctx.card
    if (drew.zone != PLAY or drew.booted or drew.location is None or not town.controls(state, ctx.player, drew.location)
            or stats.skill(state, drew, "Mad Scientist") is None):
        return []
    hand = [state.cards[u] for u in state.players[ctx.player].hand]
    return [c for c in hand if c.card.gadget is not None and c.card.type != "action"
            and high_noon.afford(state, ctx.player, c) and not high_noon.unique_blocked(state, ctx.player, c.card)]


def _condition(ctx, ev) -> bool:
    if not ctx.opposes(ev.data.get("player")) or not ev.data.get("cheatin"):
        return False
    mine = ctx.state.players[blocks.hand_owner(ctx)].draw_hand   # a third party's: its posse's hand
    return bool(mine) and blocks.legal_hand(ctx) and bool(_gadgets(ctx))


def _invent(ctx):
    gadgets = _gadgets(ctx)
    if not gadgets:   # another trait of the same reveal (Philip Swinford's discard) may have taken the last one
        return
    uid = yield from choose_card(ctx, gadgets, "Which Gadget does Drew try to invent?", "invent")
    yield from high_noon.invent(ctx.state, ctx.player, uid, ctx.card.uid, boot_inventor=False)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24072", Trait("reveal", _invent, _condition, optional=True,
                          prompt="Drew Beauman: try to invent a Gadget without booting"))
