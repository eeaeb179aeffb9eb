"""Guide Horse (24177): Noon, boot: this dude moves to the town square (without booting)."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import TOWN_SQUARE


def register(rules: RuleSetBuilder) -> None:
    rules.script("24177", Ability(
        window="noon",
        name="Guide Horse: ride to the town square",
        costs=(boot_self(),),
        requirement=lambda ctx: ctx.dude is not None and ctx.dude.location != TOWN_SQUARE,
        effect=lambda ctx: blocks.move(ctx, ctx.dude.uid, TOWN_SQUARE),
    ))
