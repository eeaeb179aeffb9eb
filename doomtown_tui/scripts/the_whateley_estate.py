"""The Whateley Estate (24142): Owner React, boot: boot a dude that has just moved here; Controller Noon, boot: a non-dude card in your Boot Hill goes to your discard pile."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, ReactSpec, Target, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY


def _arrived_standing(ctx, event) -> bool:
    dude = ctx.state.cards[event.data["uid"]]
    return (event.data.get("to_uid") == ctx.card.uid and dude.zone == PLAY and dude.location == ctx.card.uid
            and not dude.booted)


def _boot_hill(ctx) -> list:
    return [ctx.state.cards[u] for u in ctx.state.players[ctx.player].boot_hill if ctx.state.cards[u].card.type != "dude"]


def register(rules: RuleSetBuilder) -> None:
    rules.script("24142", Ability(
        window="react",
        prefix="owner",
        name="The Whateley Estate: boot the dude who moved here",
        react=ReactSpec("move", _arrived_standing),
        costs=(boot_self(),),
        effect=lambda ctx: blocks.boot(ctx, ctx.event.data["uid"]),
        tags=frozenset({"penalty", "boot"}),
    ), Ability(
        window="noon",
        prefix="controller",
        name="The Whateley Estate: a card from your Boot Hill to your discard pile",
        costs=(boot_self(),),
        targets=(Target("card", _boot_hill, prompt="Which card leaves your Boot Hill?", side="own"),),
        effect=lambda ctx: actions.unace(ctx.state, ctx.targets["card"], ctx.card.title),
        tags=frozenset({"other"}),
    ))
