"""Phantom Fingers (24183): Noon/Shootout Hex 6, boot: a goods on an opposing dude nearby (in a shootout, one
in it) boots and loses its traits, abilities and bullet bonuses (until the end of the turn, or of the
shootout); if it is a Gadget or Mystical, draw a card."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Ctx, Target, ability_location, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import CardInst

CODE = "24183"


def _goods(ctx: Ctx) -> list[CardInst]:
    state, so, here = ctx.state, ctx.state.shootout, ability_location(ctx)
    out = []
    for dude in state.dudes_in_play():
        if dude.controller == ctx.player or dude.location is None or here is None:
            continue
        if so is not None and so.in_posse(dude.uid) in (None, so.side_of(ctx.player)):
            continue     # in a shootout: goods that are in it, on the other side (an ally's are not opposing)
        if not state.nearby(dude.location, here):
            continue
        out += [state.cards[u] for u in dude.attachments if state.cards[u].card.type == "goods"]
    return out


def _fingers(ctx: Ctx):
    uid = ctx.targets["goods"]
    goods = ctx.state.cards[uid]
    yield from blocks.boot(ctx, uid) or ()
    blocks.blank(ctx, uid)
    if goods.card.has("Gadget") or goods.card.has("Mystical"):
        blocks.draw(ctx, 1)


def register(rules: RuleSetBuilder) -> None:
    rules.script(CODE, Ability(
        window="noon_shootout",
        name="Phantom Fingers: boot an opposing goods and strip its text",
        cast=("Hex", 6),
        costs=(boot_self(),),
        targets=(Target("goods", _goods, prompt="Which opposing goods?", side="opposing"),),
        effect=_fingers,
        tags=frozenset({"penalty", "boot"}),
    ))
