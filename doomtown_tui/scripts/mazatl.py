"""Mazatl (24053): Noon: Mazatl moves, without booting, to the location of a Totem."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _totem_sites(ctx) -> list[int]:
    sites = {c.attached_to for c in ctx.state.in_play() if c.attached_to is not None
             and stats.has_keyword(ctx.state, c, "Totem") and ctx.state.is_location(c.attached_to)}
    return sorted(loc for loc in sites if loc != ctx.card.location)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24053", Ability(
        window="noon",
        name="Mazatl: move to a Totem's location",
        requirement=lambda ctx: bool(_totem_sites(ctx)),
        effect=lambda ctx: blocks.move_to_one_of(ctx, ctx.card.uid, _totem_sites(ctx)),
        tags=frozenset({"other"}),
    ))
