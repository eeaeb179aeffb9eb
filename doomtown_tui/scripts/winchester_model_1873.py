"""Winchester Model 1873 (24160): Shootout, boot it and boot this dude: the dude gets +1 bullets and becomes a stud."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, boot_dude, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _effect(ctx) -> None:
    blocks.bonus(ctx, ctx.dude.uid, "bullets", 1)
    blocks.set_shooter(ctx, ctx.dude.uid, "stud")


def register(rules: RuleSetBuilder) -> None:
    rules.script("24160", Ability(
        window="shootout",
        name="Winchester Model 1873: boot this dude for +1 bullets and stud",
        costs=(boot_self(), boot_dude()),
        effect=_effect,
        tags=frozenset({"bonus", "bullets", "stud_draw"}),
    ))
