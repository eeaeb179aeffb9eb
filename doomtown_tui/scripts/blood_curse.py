"""Blood Curse (24189): Noon Hex 9, boot: a dude at or next to the caster's location gets -1 influence and -1 bullets for the day."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _curse(ctx) -> None:
    blocks.bonus(ctx, ctx.targets["dude"], "influence", -1)
    blocks.bonus(ctx, ctx.targets["dude"], "bullets", -1)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24189", Ability(
        window="noon",
        name="Blood Curse: -1 influence and -1 bullets to a nearby dude",
        cast=("Hex", 9),
        costs=(boot_self(),),
        targets=(Target("dude", dudes("any", nearby=True), prompt="Curse which dude?", side="opposing"),),
        effect=_curse,
        tags=frozenset({"penalty", "bullets"}),
    ))
