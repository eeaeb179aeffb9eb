"""Wendy's Teethkickers (24169): React, boot: after another player's dude is sent home booted from this dude's location, this dude gets +1 influence for the turn and unboots."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, ReactSpec, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _from_here(ctx, ev) -> bool:
    gone = ctx.state.cards[ev.data["uid"]]
    return (ctx.dude is not None and gone.card.type == "dude" and gone.controller != ctx.player
            and ev.data.get("src_uid") is not None and ev.data["src_uid"] == ctx.dude.location)


def _effect(ctx) -> None:
    blocks.bonus(ctx, ctx.dude.uid, "influence", 1, until="turn")
    blocks.unboot(ctx, ctx.dude.uid)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24169", Ability(
        window="react",
        name="Wendy's Teethkickers: kick them out",
        costs=(boot_self(),),
        react=ReactSpec("send_home", _from_here),
        effect=_effect,
        tags=frozenset({"bonus", "unboot"}),
    ))
