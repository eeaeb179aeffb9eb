"""The Gomorra Gazette (24126): Controller React, boot: after an opposing dude's bounty goes up, gain GR equal to its influence."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, ReactSpec, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY


def _opposing_dude(ctx, event) -> bool:
    dude = ctx.state.cards[event.data["uid"]]
    return dude.zone == PLAY and dude.controller != ctx.player and stats.influence(ctx.state, dude) > 0


def _effect(ctx) -> None:
    blocks.gain(ctx, stats.influence(ctx.state, ctx.state.cards[ctx.event.data["uid"]]))


def register(rules: RuleSetBuilder) -> None:
    rules.script("24126", Ability(
        window="react",
        prefix="controller",
        name="The Gomorra Gazette: gain GR equal to the wanted dude's influence",
        react=ReactSpec("bounty", _opposing_dude),
        costs=(boot_self(),),
        effect=_effect,
        tags=frozenset({"other"}),
    ))
