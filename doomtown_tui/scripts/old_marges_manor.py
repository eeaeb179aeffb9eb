"""Old Marge's Manor (24129): ghost rock kept on this deed pays, in shootouts, for its controller's action
cards and Gadget abilities; Controller React, boot: just before you make a play, shift all the ghost rock
(never bounty) kept on a card you control onto this deed; Controller Noon, boot: put 1 GR on this deed.

Engine features: ``RuleSet.payment_sources`` (read by ``actions.funds`` / ``actions.spend``) and the
``windows.BEFORE_PLAY`` event the play windows raise before each play.
"""
from __future__ import annotations

from typing import Any

from doomtown_tui.engine import actions, stats, town
from doomtown_tui.engine.abilities import Ability, Ctx, ReactSpec, Target, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import CardInst, Event
from doomtown_tui.engine.windows import BEFORE_PLAY

CODE = "24129"


def _may_pay(state: Any, manor: CardInst, player: int, card: CardInst, purpose: str) -> bool:
    """In a shootout, the Manor's controller may pay with its ghost rock for an action card (its cost or
    any cost of its abilities) or for a cost of a Gadget's ability."""
    if state.shootout is None or town.location_controller(state, manor.uid) != player:
        return False
    return card.card.type == "action" or (purpose == "ability" and stats.has_keyword(state, card, "Gadget"))


def _controls(ctx: Ctx, card: CardInst) -> bool:
    """Is ``card`` one of the using player's (a deed: by who controls the location)?"""
    who = town.location_controller(ctx.state, card.uid) if card.card.type == "deed" else card.controller
    return who == ctx.player


def _hoards(ctx: Ctx) -> list[CardInst]:
    """Cards of yours, other than this deed, with ghost rock kept on them."""
    return [c for c in ctx.state.in_play() if c.uid != ctx.card.uid and c.ghost_rock > 0 and _controls(ctx, c)]


def _shift(ctx: Ctx) -> None:
    actions.move_ghost_rock(ctx.state, ctx.targets["hoard"], ctx.card.uid, ctx.card.title)


def _own_play(ctx: Ctx, event: Event) -> bool:
    return event.data.get("player") == ctx.player


def register(rules: RuleSetBuilder) -> None:
    rules.payment_sources[CODE] = _may_pay
    rules.script(CODE, Ability(
        window="react",
        prefix="controller",
        name="Old Marge's Manor: shift a card's ghost rock onto the Manor",
        costs=(boot_self(),),
        react=ReactSpec(BEFORE_PLAY, _own_play),
        targets=(Target("hoard", _hoards, prompt="Shift the ghost rock from which card?", side="own"),),
        effect=_shift,
        tags=frozenset({"other"}),
    ), Ability(
        window="noon",
        prefix="controller",
        name="Old Marge's Manor: put 1 GR on the Manor",
        costs=(boot_self(),),
        effect=lambda ctx: actions.put_ghost_rock(ctx.state, ctx.card.uid, 1, ctx.card.title),
        tags=frozenset({"bonus"}),
    ))
