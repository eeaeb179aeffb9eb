"""Yagn's Mechanical Skeleton (24175): this dude is a Gadget; React, boot: when another player's ability would move or boot this dude, it does not."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, ReactSpec, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _threat(ctx, ev) -> bool:
    return (ctx.dude is not None and ev.data.get("uid") == ctx.dude.uid and ev.data.get("by") != ctx.player
            and not ev.data.get("prevented"))


def register(rules: RuleSetBuilder) -> None:
    rules.keyword_trait("24175", lambda state, source, dude: ("Gadget",) if source.attached_to == dude.uid else ())
    rules.script("24175", Ability(
        window="react",
        name="Yagn's Mechanical Skeleton: stand firm",
        costs=(boot_self(),),
        react=ReactSpec(blocks.WOULD, _threat),
        effect=lambda ctx: actions.prevent(ctx.state, ctx.event, ctx.card.title),
        tags=frozenset({"bonus"}),
    ))
