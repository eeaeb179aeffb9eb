"""Roan (24158): React, boot: when this dude boots to join a posse, they join without booting."""
from doomtown_tui.engine import actions, shootout
from doomtown_tui.engine.abilities import Ability, ReactSpec, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def register(rules: RuleSetBuilder) -> None:
    rules.script("24158", Ability(
        window="react",
        name="Roan: join the posse without booting",
        costs=(boot_self(),),
        react=ReactSpec(shootout.JOINING_BOOT, lambda ctx, ev: ctx.dude is not None and ev.data.get("uid") == ctx.dude.uid
                        and not ev.data.get("prevented")),
        effect=lambda ctx: actions.prevent(ctx.state, ctx.event, ctx.card.title),
        tags=frozenset({"bonus"}),
    ))
