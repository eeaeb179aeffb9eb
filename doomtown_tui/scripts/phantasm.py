"""Phantasm (24186): Noon Hex 9, boot: an unbooted opposing dude nearby moves (no boot) next door to where they are; Noon Hex 12, boot: another player's booted dude here moves next door."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _shove(ctx):
    dude = ctx.t("dude")
    yield from blocks.move_to_one_of(ctx, dude.uid, blocks.adjacent_to(ctx.state, dude.location))


def _has_exit(ctx, dude) -> bool:
    return dude.location is not None and bool(blocks.adjacent_to(ctx.state, dude.location))


def register(rules: RuleSetBuilder) -> None:
    rules.script(
        "24186",
        Ability(
            window="noon",
            name="Phantasm: move an unbooted opposing dude nearby (Hex 9)",
            cast=("Hex", 9),
            costs=(boot_self(),),
            targets=(Target("dude", dudes("opposing", nearby=True), lambda ctx, d: not d.booted and _has_exit(ctx, d),
                            "Move which opposing dude?", "opposing"),),
            effect=_shove,
            tags=frozenset({"penalty", "other"}),
        ),
        Ability(
            window="noon",
            name="Phantasm: move a booted opposing dude from here next door (Hex 12)",
            cast=("Hex", 12),
            costs=(boot_self(),),
            targets=(Target("dude", dudes("opposing", at_here=True), lambda ctx, d: d.booted and _has_exit(ctx, d),
                            "Move which booted opposing dude?", "opposing"),),
            effect=_shove,
            tags=frozenset({"penalty", "other"}),
        ),
    )
