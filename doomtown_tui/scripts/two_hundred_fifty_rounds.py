"""Two Hundred Fifty Rounds (24237): Shootout Tao Technique: you take one casualty fewer this round; Combo while you control the shootout's location."""
from doomtown_tui.engine import blocks, town
from doomtown_tui.engine.abilities import Ability
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _rounds(ctx) -> None:
    blocks.fewer_casualties(ctx, 1)     # (a third party's: the posse it fights in)


def _combo(ctx) -> bool:
    so = ctx.state.shootout
    return so is not None and town.location_controller(ctx.state, so.location) == ctx.player


def register(rules: RuleSetBuilder) -> None:
    rules.script("24237", Ability(
        window="shootout",
        name="Two Hundred Fifty Rounds: one casualty fewer this round",
        technique=True,
        effect=_rounds,
        combo=_combo,
        tags=frozenset({"bonus"}),
    ))
