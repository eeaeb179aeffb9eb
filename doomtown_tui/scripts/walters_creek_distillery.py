"""Walters Creek Distillery (24133): Controller Noon, boot: boot a Saloon or Casino on this street that you own or control; a Casino gives 2 GR, a Saloon lets you discard a card to draw one."""
from doomtown_tui.engine import actions, blocks, stats, town
from doomtown_tui.engine.abilities import Ability, Target, boot_self, deeds
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _street(ctx) -> list[int]:
    return next((p.street for p in ctx.state.players if ctx.card.uid in p.street), [])


def _fits(ctx, deed) -> bool:
    return (deed.uid in _street(ctx) and not deed.booted and deed.uid != ctx.card.uid
            and (stats.has_keyword(ctx.state, deed, "Saloon") or stats.has_keyword(ctx.state, deed, "Casino"))
            and (deed.owner == ctx.player or town.location_controller(ctx.state, deed.uid) == ctx.player))


def _effect(ctx):
    deed = ctx.t("deed")
    blocks.boot(ctx, deed.uid)
    if stats.has_keyword(ctx.state, deed, "Casino"):
        blocks.gain(ctx, 2)
    if stats.has_keyword(ctx.state, deed, "Saloon"):
        hand = [ctx.state.cards[u] for u in ctx.state.players[ctx.player].hand]
        chosen = yield from blocks.pick_cards(ctx, hand, 0, 1, "Discard a card to draw a card? (pick none to skip)")
        if chosen:
            actions.discard_from_hand(ctx.state, ctx.player, chosen[0], ctx.card.title)
            blocks.draw(ctx, 1)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24133", Ability(
        window="noon",
        prefix="controller",
        name="Walters Creek Distillery: boot a Saloon or Casino on this street",
        costs=(boot_self(),),
        targets=(Target("deed", deeds(), _fits, "Which Saloon or Casino boots?", "own"),),
        effect=_effect,
        tags=frozenset({"bonus"}),
    ))
