"""Xui Yin Chen (24017): Shootout, boot: every dude in his posse becomes a stud and gets +1 influence."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _rally(ctx) -> None:
    """Every dude in the posse Xui fights in, a third party's dudes in it too (the card says all, not yours)."""
    so = ctx.state.shootout
    side = so.in_posse(ctx.card.uid)
    if side is None:
        return
    for uid in list(so.posses[side].dudes):
        blocks.set_shooter(ctx, uid, "stud")
        blocks.bonus(ctx, uid, "influence", 1)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24017", Ability(
        window="shootout",
        name="Xui Yin Chen: his posse become studs with +1 influence",
        costs=(boot_self(),),
        effect=_rally,
        tags=frozenset({"bonus", "stud_draw"}),
    ))
