"""Protections: may the card effect now resolving change a card in play?

A "cannot" trait of a card in play (``RuleSet.guards``), the "cannot" rule a live effect carries
(``RuleSet.effect_guards``) or a shield effect can keep an ability from
changing a card. The named actions ask ``refusal`` before each change they make to a card in play
(``actions.blocked``), so no script gets around a protection by calling an action directly. The rules'
own changes — no card effect resolving, or the rules acting inside one (``RULES``) — are never refused.
"""
from __future__ import annotations

from typing import Any

from doomtown_tui.engine.ability_model import RULES, WINDOWS, Ability, Ctx, guard_reason, shielded
from doomtown_tui.engine.state import PLAY, GameState


def refusal(state: GameState, uid: int, stat: str, amount: int = 0, set_to: Any = None) -> str | None:
    """Why the card effect on top of ``state.resolving`` may not change card ``uid``'s ``stat`` (the
    guarding card's title, or "shielded"), or None if it may."""
    rules = state.rules
    if not state.resolving or not (rules.guards or (rules.effect_guards and state.effects)
                                   or any(e.stat == "shielded" for e in state.effects)):
        return None
    top = state.resolving[-1]
    card = state.cards.get(top.uid)
    if top.window == RULES or card is None or state.cards[uid].zone != PLAY:
        return None
    window = top.window if top.window in WINDOWS else "react"
    ctx = Ctx(state, top.player, card, Ability(window=window, effect=lambda c: None, tags=top.tags))
    if shielded(ctx, state.cards[uid]):
        return "shielded"
    return guard_reason(ctx, uid, stat, amount, set_to)   # a card's guard, or a resolved effect's own "cannot"
