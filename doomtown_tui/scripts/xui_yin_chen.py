"""Xui Yin Chen (24017): Shootout, boot: every dude in his posse becomes a stud and gets +1 influence."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _rally(ctx) -> None:
    for dude in blocks.posse(ctx, ctx.player):
        blocks.set_shooter(ctx, dude.uid, "stud")
        blocks.bonus(ctx, dude.uid, "influence", 1)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24017", Ability(
        window="shootout",
        name="Xui Yin Chen: his posse become studs with +1 influence",
        costs=(boot_self(),),
        effect=_rally,
        tags=frozenset({"bonus", "stud_draw"}),
    ))
