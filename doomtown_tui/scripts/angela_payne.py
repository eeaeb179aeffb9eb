"""Angela Payne (24100): Noon, boot: she earns you 2 GR while standing at a deed another player owns."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _at_foreign_deed(ctx) -> bool:
    deed = blocks.deed_at(ctx.state, ctx.card.location)
    return deed is not None and deed.owner != ctx.player


def register(rules: RuleSetBuilder) -> None:
    rules.script("24100", Ability(
        window="noon",
        name="Angela Payne: gain 2 GR at a deed you do not own",
        costs=(boot_self(),),
        requirement=_at_foreign_deed,
        effect=lambda ctx: blocks.gain(ctx, 2),
        tags=frozenset({"other"}),
    ))
