"""Kung Fu (rulebook "Kung Fu & Techniques", "Tao Techniques & Combos"; digest A14, B48).

A Tao Technique attaches to the dude who performed it (unbooted on success, booted on failure).
At the start of each of your Shootout plays, every unbooted Tao Technique on your dudes boots, and
you may Combo with it: if the dude holds no more Tao Techniques than its Kung Fu rating and the
Technique's Combo condition holds, the dude performs a differently named Technique of the same
Tao from your hand or discard pile as that play. Attached Tao Techniques are discarded before
draw hands are made, and at the latest when the shootout ends. The Combo itself, which uses abilities,
is ``combos.py``'s.
"""
from __future__ import annotations

from doomtown_tui.engine import actions
from doomtown_tui.engine.state import CardInst, GameState


def tao_of(card: CardInst) -> str | None:
    return next((k for k in card.card.keyword_ratings if k.startswith("Tao of")), None)


def attached_tao(state: GameState, player: int) -> list[CardInst]:
    out: list[CardInst] = []
    for dude in state.dudes_in_play(player):
        out.extend(state.cards[u] for u in dude.attachments if tao_of(state.cards[u]))
    return out


def discard_attached(state: GameState) -> None:
    """Before draw hands (and when a shootout ends) every attached Tao Technique is discarded."""
    for player in range(len(state.players)):
        for tech in attached_tao(state, player):
            actions.discard_card(state, tech.uid, "Tao Techniques leave before draw hands")
            actions.forget_tao_targets(state, tech.uid)
