"""Tao Technique Combos (rulebook "Kung Fu"): at the start of each Shootout play, a player's attached
Tao Techniques boot, and one whose Combo condition holds may Combo into another Technique of the same Tao
from hand or discard pile, performed by the same dude as that play. Part of the card-effect layer (it
uses abilities); the play windows reach it through ``GameState.resolution.start_of_play``.
"""
from __future__ import annotations

from doomtown_tui.engine import abilities, actions
from doomtown_tui.engine.decision import Flow, Option, ask
from doomtown_tui.engine.kung_fu import attached_tao, tao_of
from doomtown_tui.engine.state import CardInst, GameState


def start_of_play(state: GameState, player: int) -> Flow[bool]:
    """Boot attached Tao Techniques and offer Combos; True if a Combo was performed as the play."""
    performed = False
    for tech in [t for t in attached_tao(state, player) if not t.booted]:
        actions.boot(state, tech.uid)
        if performed or tech.attached_to is None:
            continue
        dude = state.cards[tech.attached_to]
        entry = state.rules.scripts.get(tech.card.code)
        ability = entry.abilities[0] if entry and entry.abilities else None
        if ability is None or ability.combo is None:
            continue
        held = sum(1 for u in dude.attachments if tao_of(state.cards[u]))
        if held > (dude.card.kung_fu or 0):
            continue
        ctx = abilities.Ctx(state, player, tech, ability, targets=dict(state.tao_targets.get(tech.uid, {})),
                            performer=dude.uid)
        actions.begin_acting(state, player)        # the Combo condition is read as this player's card effect
        try:
            condition = ability.combo(ctx)
        finally:
            actions.end_acting(state)
        if not condition:
            continue
        tao = tao_of(tech)
        p = state.players[player]
        pool = [state.cards[u] for u in p.hand + p.discard]
        choices = [c for c in pool if tao_of(c) == tao and c.card.title != tech.card.title
                   and _can_combo_into(state, player, c, dude)]
        if not choices:
            continue
        options = [Option(f"combo:{c.uid}", f"Combo: {dude.title} performs {c.title} "
                          f"(from {'hand' if c.uid in p.hand else 'discard pile'})",
                          {"play": "combo", "uid": c.uid, "card": c.title, "performer": dude.uid}) for c in choices]
        options.append(Option("no", "No Combo", {"play": "pass"}))
        answer = yield ask(player, "combo", f"{p.name}: {tech.title} can Combo", options)
        if answer.data["play"] == "pass":
            continue
        chosen = state.cards[answer.data["uid"]]
        combo_entry = state.rules.scripts[chosen.card.code]
        actions.log(state, "combo", f"{dude.title} combos into {chosen.title}", uid=dude.uid, card=chosen.title)
        combo_ctx = abilities.Ctx(state, player, chosen, combo_entry.abilities[0], performer=dude.uid)
        yield from abilities.use(combo_ctx, 0)
        performed = True
    return performed


def _can_combo_into(state: GameState, player: int, card: CardInst, dude: CardInst) -> bool:
    """A scripted Shootout Technique that ``dude`` could perform now (costs, targets, requirement), judged
    as ``player``'s card effect, as it will resolve (e.g. Tusk's dude counts 5 more value against it)."""
    entry = state.rules.scripts.get(card.card.code)
    if not entry or not entry.abilities or not entry.abilities[0].fits("shootout"):
        return False
    actions.begin_acting(state, player)
    try:
        return abilities.performable(abilities.Ctx(state, player, card, entry.abilities[0], performer=dude.uid))
    finally:
        actions.end_acting(state)
