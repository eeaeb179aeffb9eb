"""Hellstromme Plant #9 (24135): Controller Noon/Shootout, pay 1 GR, boot: unboot the Horse or Gadget of a dude you own and control; that card gets one extra ability use this turn."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, Target, boot_self, choose_card, dudes, pay_gr
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _gear(state, dude) -> list:
    cards = [state.cards[u] for u in dude.attachments]
    return [c for c in cards if c.card.has("Horse") or c.card.gadget is not None]


def _eligible(ctx, dude) -> bool:
    # in a shootout the dude must be in your posse (digest B32); it must have a Horse or Gadget
    return dude.owner == ctx.player and bool(_gear(ctx.state, dude)) and (
        ctx.state.shootout is None or blocks.in_posse(ctx, dude.uid, ctx.player))


def _effect(ctx):
    gear = _gear(ctx.state, ctx.t("dude"))
    uid = yield from choose_card(ctx, gear, "Unboot which Horse or Gadget?")
    blocks.unboot(ctx, uid)
    actions.grant_extra_use(ctx.state, uid, ctx.card.title)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24135", Ability(
        window="noon_shootout",
        prefix="controller",
        name="Hellstromme Plant #9: refresh a Horse or Gadget",
        costs=(pay_gr(1), boot_self()),
        targets=(Target("dude", dudes("own"), _eligible, "Which dude's Horse or Gadget?", "own"),),
        effect=_effect,
        tags=frozenset({"bonus", "unboot"}),
    ))
