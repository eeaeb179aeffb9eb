"""Deborah West (Exp.1) (24075): Shootout: booting a Miracle or Melee Weapon she carries puts 1 bounty on an opposing dude in the shootout."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, boot_other, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _her_miracle_or_melee(ctx, card) -> bool:
    if card.attached_to != ctx.card.uid:
        return False
    miracle = card.card.type == "spell" and stats.has_keyword(ctx.state, card, "Miracle")
    melee = stats.has_keyword(ctx.state, card, "Weapon") and stats.has_keyword(ctx.state, card, "Melee")
    return miracle or melee


def register(rules: RuleSetBuilder) -> None:
    rules.script("24075", Ability(
        window="shootout",
        name="Deborah West: boot her Miracle or Melee Weapon; an opposing dude gets 1 bounty",
        costs=(boot_other(_her_miracle_or_melee, "boot her Miracle or Melee Weapon"),),
        targets=(Target("dude", dudes("opposing", in_shootout=True), prompt="Which opposing dude gets 1 bounty?",
                        side="opposing"),),
        effect=lambda ctx: blocks.add_bounty(ctx, ctx.targets["dude"], 1),
        tags=frozenset({"penalty", "bounty"}),
    ))
