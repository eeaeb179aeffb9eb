"""Kung Fu (rulebook "Kung Fu & Techniques", "Tao Techniques & Combos"; digest A14, B48).

A Tao Technique attaches to the dude who performed it (unbooted on success, booted on failure).
At the start of each of your Shootout plays, every unbooted Tao Technique on your dudes boots, and
you may Combo with it: if the dude holds no more Tao Techniques than its Kung Fu rating and the
Technique's Combo condition holds, the dude performs a differently named Technique of the same
Tao from your hand or discard pile as that play. Attached Tao Techniques are discarded before
draw hands are made, and at the latest when the shootout ends.
"""
from __future__ import annotations

from typing import Generator

from doomtown_tui.engine import actions
from doomtown_tui.engine.decision import Decision, Option, ask
from doomtown_tui.engine.state import CardInst, GameState

Flow = Generator[Decision, object, bool]


def tao_of(card: CardInst) -> str | None:
    return next((k for k in card.card.keyword_ratings if k.startswith("Tao of")), None)


def attached_tao(state: GameState, player: int) -> list[CardInst]:
    out = []
    for dude in state.dudes_in_play(player):
        out.extend(state.cards[u] for u in dude.attachments if tao_of(state.cards[u]))
    return out


def start_of_play(state: GameState, player: int) -> Flow:
    """Boot attached Tao Techniques and offer Combos; True if a Combo was performed as the play."""
    from doomtown_tui.engine import abilities

    performed = False
    for tech in [t for t in attached_tao(state, player) if not t.booted]:
        actions.boot(state, tech.uid)
        if performed or tech.attached_to is None:
            continue
        dude = state.cards[tech.attached_to]
        entry = abilities.SCRIPTS.get(tech.card.code)
        ability = entry.abilities[0] if entry and entry.abilities else None
        if ability is None or ability.combo is None:
            continue
        held = sum(1 for u in dude.attachments if tao_of(state.cards[u]))
        if held > (dude.card.kung_fu or 0):
            continue
        ctx = abilities.Ctx(state, player, tech, ability, targets=dict(state.tao_targets.get(tech.uid, {})),
                            performer=dude.uid)
        if not ability.combo(ctx):
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
        if answer == "no":
            continue
        chosen = state.cards[int(str(answer).split(":")[1])]
        combo_entry = abilities.SCRIPTS[chosen.card.code]
        actions.log(state, "combo", f"{dude.title} combos into {chosen.title}", uid=dude.uid, card=chosen.title)
        combo_ctx = abilities.Ctx(state, player, chosen, combo_entry.abilities[0], performer=dude.uid)
        yield from abilities.use(combo_ctx, 0)
        performed = True
    return performed


def _can_combo_into(state: GameState, player: int, card: CardInst, dude: CardInst) -> bool:
    """A scripted Shootout Technique that ``dude`` could perform now (costs, targets, requirement)."""
    from doomtown_tui.engine import abilities

    entry = abilities.SCRIPTS.get(card.card.code)
    if not entry or not entry.abilities or not entry.abilities[0].fits("shootout"):
        return False
    return abilities.performable(abilities.Ctx(state, player, card, entry.abilities[0], performer=dude.uid))


def discard_attached(state: GameState) -> None:
    """Before draw hands (and when a shootout ends) every attached Tao Technique is discarded."""
    for player in (0, 1):
        for tech in attached_tao(state, player):
            actions.discard_card(state, tech.uid, "Tao Techniques leave before draw hands")
            actions.forget_tao_targets(state, tech.uid)
