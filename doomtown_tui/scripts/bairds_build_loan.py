"""Baird's Build & Loan (24131): Controller Noon, boot: build a deed from your hand for 2 GR less (a Gadget deed must still be invented)."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, Target, boot_self
from doomtown_tui.engine.decision import Option, ask
from doomtown_tui.engine.high_noon import play_cost, unique_blocked
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _price(ctx, deed) -> int:
    return max(0, play_cost(ctx.state, ctx.player, deed) - 2)


def _deeds(ctx) -> list:
    out = []
    for uid in ctx.state.players[ctx.player].hand:
        card = ctx.state.cards[uid]
        if card.card.type != "deed" or unique_blocked(ctx.state, ctx.player, card.card):
            continue
        if _price(ctx, card) > ctx.state.players[ctx.player].stash:
            continue
        if card.card.gadget is not None and not blocks.inventors(ctx):
            continue
        out.append(card)
    return out


def _build(ctx):
    state, deed = ctx.state, ctx.t("deed")
    actions.pay(state, ctx.player, _price(ctx, deed), f"building {deed.title} ({ctx.card.title})")
    if deed.card.gadget is not None and (yield from blocks.invent_by_effect(ctx, deed.uid)) is None:
        return
    side = "out"
    if not deed.card.has("Out of Town"):
        answer = yield ask(ctx.player, "street_side", f"Which end of your street for {deed.title}?",
                           [Option("left", "Left end", {"play": "side", "side": "left"}),
                            Option("right", "Right end", {"play": "side", "side": "right"})])
        side = answer.data["side"]
    actions.put_deed_into_play(state, deed.uid, ctx.player, side)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24131", Ability(
        window="noon",
        prefix="controller",
        name="Baird's Build & Loan: build a deed for 2 GR less",
        costs=(boot_self(),),
        targets=(Target("deed", _deeds, prompt="Which deed do you build?", side="own"),),
        effect=_build,
        tags=frozenset({"enter_play", "bonus"}),
    ))
