"""Hattie DeLorre (24076): Shootout: an opposing wanted dude in the shootout gets -3 bullets."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def register(rules: RuleSetBuilder) -> None:
    rules.script("24076", Ability(
        window="shootout",
        name="Hattie DeLorre: -3 bullets to an opposing wanted dude",
        targets=(Target("outlaw", dudes("opposing", in_shootout=True), lambda ctx, d: d.bounty > 0,
                        "Which opposing wanted dude gets -3 bullets?", "opposing", changes=(("bullets", -3, None),)),),
        effect=lambda ctx: blocks.bonus(ctx, ctx.targets["outlaw"], "bullets", -3),
        tags=frozenset({"penalty", "bullets"}),
    ))
