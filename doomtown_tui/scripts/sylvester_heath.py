"""Sylvester Heath (24047): Noon: boot his attached Hex or Mystical goods to move him, without booting, to another in-town location."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, boot_other
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _focus(ctx, card) -> bool:
    if card.attached_to != ctx.card.uid:
        return False
    return stats.has_keyword(ctx.state, card, "Hex") or (card.card.type == "goods"
                                                         and stats.has_keyword(ctx.state, card, "Mystical"))


def _places(ctx) -> list[int]:
    return [loc for loc in ctx.state.locations() if loc != ctx.card.location and blocks.in_town(ctx.state, loc)]


def register(rules: RuleSetBuilder) -> None:
    rules.script("24047", Ability(
        window="noon",
        name="Sylvester Heath: boot his Hex or Mystical goods to move in town",
        costs=(boot_other(_focus, "boot his Hex or Mystical goods"),),
        requirement=lambda ctx: bool(_places(ctx)),
        effect=lambda ctx: blocks.move_to_one_of(ctx, ctx.card.uid, _places(ctx)),
        tags=frozenset({"other"}),
    ))
