"""Ike Clanton (24079): Noon, boot: a deed is Rowdy (control by bullets) until after the next Production phase."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, boot_self, deeds
from doomtown_tui.engine.ruleset import RuleSetBuilder


def register(rules: RuleSetBuilder) -> None:
    rules.script("24079", Ability(
        window="noon",
        name="Ike Clanton: make a deed Rowdy",
        costs=(boot_self(),),
        targets=(Target("deed", deeds("any"), lambda ctx, d: not stats.has_keyword(ctx.state, d, "Rowdy"),
                        "Which deed becomes Rowdy?"),),
        effect=lambda ctx: blocks.give_keyword(ctx, ctx.targets["deed"], "Rowdy", until="production"),
        tags=frozenset({"other"}),
    ))
