"""Pagliaccio (24040): Shootout, boot: an opposing dude in the shootout gets -1 bullets and -1 value."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _taunt(ctx) -> None:
    blocks.bonus(ctx, ctx.targets["foe"], "bullets", -1)
    blocks.bonus(ctx, ctx.targets["foe"], "value", -1)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24040", Ability(
        window="shootout",
        name="Pagliaccio: an opposing dude gets -1 bullets and -1 value",
        costs=(boot_self(),),
        targets=(Target("foe", dudes("opposing", in_shootout=True), prompt="Which opposing dude?", side="opposing"),),
        effect=_taunt,
        tags=frozenset({"penalty", "bullets"}),
    ))
