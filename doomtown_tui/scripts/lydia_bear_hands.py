"""Lydia Bear-Hands (24055): Resolution, boot her and a Spirit she holds: one of your dudes is Harrowed for the rest of the shootout."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import (
    Ability,
    Target,
    boot_other,
    boot_self,
    dudes,
)
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _her_spirit(ctx, card) -> bool:
    return card.attached_to == ctx.card.uid and stats.has_keyword(ctx.state, card, "Spirit")


def register(rules: RuleSetBuilder) -> None:
    rules.script("24055", Ability(
        window="resolution",
        name="Lydia Bear-Hands: one of your dudes becomes Harrowed",
        costs=(boot_self(), boot_other(_her_spirit, "boot Lydia's Spirit")),
        targets=(Target("dude", dudes("own", in_shootout=True), lambda ctx, d: not stats.has_keyword(ctx.state, d, "Harrowed"),
                        "Which of your dudes becomes Harrowed?", "own"),),
        effect=lambda ctx: blocks.give_keyword(ctx, ctx.targets["dude"], "Harrowed", until="shootout"),
        tags=frozenset({"bonus"}),
    ))
