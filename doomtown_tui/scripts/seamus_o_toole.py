"""Seamus O'Toole (24029): Shootout: pull for your dude in the shootout with a Weapon Gadget: a club makes it a 0-bullet draw, anything else gives the Gadget +2 bullets."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def weapon_gadget(state, dude):
    return next((a for a in blocks.attachments(state, dude)
                 if stats.has_keyword(state, a, "Weapon") and stats.has_keyword(state, a, "Gadget")), None)


def _tinker(ctx):
    uid = ctx.targets["dude"]
    _, suit = yield from blocks.pull(ctx)
    if suit == "C":
        blocks.set_stat(ctx, uid, "bullets", 0)
        blocks.set_shooter(ctx, uid, "draw")
        return
    gadget = weapon_gadget(ctx.state, ctx.state.cards[uid])
    if gadget is not None:
        blocks.bonus(ctx, gadget.uid, "bullets", 2)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24029", Ability(
        window="shootout",
        name="Seamus O'Toole: pull to soup up a Weapon Gadget",
        targets=(Target("dude", dudes("own", in_shootout=True), lambda ctx, d: weapon_gadget(ctx.state, d) is not None,
                        "Whose Weapon Gadget?", "own"),),
        effect=_tinker,
        tags=frozenset({"bonus", "bullets"}),
    ))
