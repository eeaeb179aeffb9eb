"""Marcia Ridge (24054): holding the town square (her side's influence there above everyone else's), she lets
her controller work the in-town deeds beside it as if they were theirs, with Marcia counting as there.

The engine feature is ``RuleSet.control_grants``: the deed's abilities are offered to Marcia's controller
(``abilities.can_act``) and Marcia stands in at the deed for that use (``abilities.Ctx.stand_ins``, read by
the ``dudes`` pools). The deed's traits, production and control points stay with its real controller.
"""
from __future__ import annotations

from typing import Any

from doomtown_tui.engine import town
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY, TOWN_SQUARE

CODE = "24054"


def _holds_square(state: Any, player: int) -> bool:
    """Does ``player`` have more influence in the town square than every other player?"""
    mine = town.influence_at(state, player, TOWN_SQUARE)
    return all(mine > town.influence_at(state, other, TOWN_SQUARE)
               for other in range(len(state.players)) if other != player)


def _grant(state: Any, marcia: Any, player: int, location: int) -> tuple[int, ...] | None:
    """Marcia's controller may act for a deed next to the town square while she holds it from there."""
    if marcia.zone != PLAY or marcia.controller != player or marcia.location != TOWN_SQUARE:
        return None
    if location == TOWN_SQUARE or state.cards[location].card.type != "deed" or not state.adjacent(TOWN_SQUARE, location):
        return None
    return (marcia.uid,) if _holds_square(state, player) else None


def register(rules: RuleSetBuilder) -> None:
    rules.control_grants[CODE] = _grant
    rules.script(CODE)
