"""Seamus O'Toole (24029): Shootout: pull for your dude in the shootout with a Weapon Gadget: a club reduces it to a 0-bullet draw, anything else gives the Gadget +2 bullets."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, choose_card, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def weapon_gadgets(state, dude):
    """The dude's goods that are both Weapon and Gadget (two with Hydro-Puncher on a Gadget dude)."""
    return [a for a in blocks.attachments(state, dude)
            if stats.has_keyword(state, a, "Weapon") and stats.has_keyword(state, a, "Gadget")]


def _tinker(ctx):
    uid = ctx.targets["dude"]
    _, suit = yield from blocks.pull(ctx)
    if suit == "C":
        # "reduce" to zero: a penalty of all the bullets the dude has now, so a bonus it gets later still counts
        bullets = stats.bullets(ctx.state, ctx.state.cards[uid])
        if bullets:
            blocks.bonus(ctx, uid, "bullets", -bullets)
        blocks.set_shooter(ctx, uid, "draw")
        return
    gadgets = weapon_gadgets(ctx.state, ctx.state.cards[uid])
    if gadgets:   # with two, the player says which one is "that Gadget"
        gadget = yield from choose_card(ctx, gadgets, "Which Weapon Gadget gets +2 bullets?", side="own")
        blocks.bonus(ctx, gadget, "bullets", 2)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24029", Ability(
        window="shootout",
        name="Seamus O'Toole: pull to soup up a Weapon Gadget",
        targets=(Target("dude", dudes("own", in_shootout=True), lambda ctx, d: bool(weapon_gadgets(ctx.state, d)),
                        "Whose Weapon Gadget?", "own"),),
        effect=_tinker,
        tags=frozenset({"bonus", "bullets"}),
    ))
