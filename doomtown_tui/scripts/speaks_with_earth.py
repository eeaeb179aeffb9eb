"""Speaks-With-Earth (24063): React, boot: after an opposing dude moves to his location, boot that dude; you may also unboot a Totem there and give it one more use this turn."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, ReactSpec, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY


def _totems_here(ctx) -> list:
    here = ctx.card.location
    return [c for c in ctx.state.in_play() if c.attached_to is not None and c.attached_to == here
            and stats.has_keyword(ctx.state, c, "Totem")]


def _arrived(ctx, event) -> bool:
    dude = ctx.state.cards[event.data["uid"]]
    here = ctx.card.location
    if (dude.card.type != "dude" or dude.zone != PLAY or dude.controller == ctx.player or here is None
            or event.data.get("to_uid") != here or dude.location != here):
        return False
    return not dude.booted or bool(_totems_here(ctx))   # otherwise the React could change nothing


def _boot_them(ctx):
    yield from blocks.boot(ctx, ctx.event.data["uid"]) or ()
    totems = _totems_here(ctx)
    for uid in (yield from blocks.pick_cards(ctx, totems, 0, 1, "Unboot a Totem here for one more use this turn? "
                                                               "(choose none to skip)")):
        actions.unboot(ctx.state, uid)
        actions.grant_extra_use(ctx.state, uid, ctx.card.title)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24063", Ability(
        window="react",
        name="Speaks-With-Earth: boot the opposing dude who moved here",
        react=ReactSpec("move", _arrived),
        costs=(boot_self(),),
        effect=_boot_them,
        tags=frozenset({"penalty", "boot", "unboot"}),
    ))
