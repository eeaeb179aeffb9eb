"""The Upkeep phase (rulebook "3. Upkeep Phase").

From the Dealer on: repay the bank first (what cannot be repaid stays as debt, digest B.6), then
pay the upkeep of each card you want to keep; cards left unpaid are discarded. A dude whose
faction differs from the outfit's costs its influence on top. Cards with zero upkeep are never
discarded this way. The question is asked as "pay for all of them, or let one go first", so
every offered answer is legal; the cards let go are discarded once the kept ones are paid for.
"""
from __future__ import annotations

from doomtown_tui.engine import actions, town
from doomtown_tui.engine.decision import Flow, Option, ask
from doomtown_tui.engine.state import GameState


def upkeep(state: GameState) -> Flow[None]:
    actions.begin_phase(state, "upkeep", "Upkeep")
    for player in state.order_from_dealer():
        yield from pay_upkeep(state, player)
    actions.end_effects(state, "upkeep")    # effects lasting "until after the next Upkeep"


def pay_upkeep(state: GameState, player: int) -> Flow[None]:
    """Repay the debt, then ask which cards to keep; pay for those, and only then discard the others.
    Each card's upkeep is reckoned once, with every card still in play: letting one card go cannot change
    what another costs (the rulebook pays for the kept cards before the unpaid ones leave)."""
    actions.repay_debt(state, player)
    p = state.players[player]
    due = {c.uid: town.upkeep_due(state, c) for c in state.in_play()
           if c.controller == player and c.attached_to is None and c.card.type != "outfit"}
    due = {uid: n for uid, n in due.items() if n > 0}
    unpaid: list[int] = []
    while due:
        total = sum(due.values())
        options: list[Option] = []
        if total <= p.stash:
            options.append(Option("pay", f"Pay {total} GR upkeep for all", {"play": "pay", "amount": total}))
        for uid, n in due.items():
            options.append(Option(f"discard:{uid}", f"Discard {state.cards[uid].title} (upkeep {n})",
                                  {"play": "discard", "card": state.cards[uid].title, "uid": uid, "upkeep": n}))
        going = f"; letting go: {', '.join(state.cards[u].title for u in unpaid)}" if unpaid else ""
        answer = yield ask(player, "upkeep", f"{p.name}: upkeep is {total} GR; you have {p.stash} GR{going}", options)
        if answer.data["play"] == "pay":
            actions.pay(state, player, total, "upkeep")
            break
        unpaid.append(answer.data["uid"])
        del due[answer.data["uid"]]
    for uid in unpaid:
        actions.discard_card(state, uid, "upkeep not paid")
