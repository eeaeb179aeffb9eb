"""The Orphanage (24111): Controller Noon, boot: deeds with 2+ CP get -1 CP and +2 production until after the next Production."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _rich_deeds(state) -> list:
    return [c for c in state.in_play() if c.card.type == "deed" and stats.control(state, c) >= 2]


def _effect(ctx) -> None:
    for deed in _rich_deeds(ctx.state):      # the deeds are chosen before any of them changes
        blocks.bonus(ctx, deed.uid, "control", -1, until="production")
        blocks.bonus(ctx, deed.uid, "production", 2, until="production")


def register(rules: RuleSetBuilder) -> None:
    rules.script("24111", Ability(
        window="noon",
        prefix="controller",
        name="The Orphanage: deeds with 2+ CP trade 1 CP for +2 production",
        costs=(boot_self(),),
        requirement=lambda ctx: bool(_rich_deeds(ctx.state)),
        effect=_effect,
        tags=frozenset({"other"}),
    ))
