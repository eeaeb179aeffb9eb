"""The Automaton as a seat: answers every decision the engine asks it by the Gunfighter's rules.

``AutomatonAgent.decide(game, decision)`` returns a ``Choice`` (the answer and the priority that
decided it); ``choose`` returns just the answer, as every agent does. It keeps nothing between calls:
each answer comes from the game as it stands and the pending decision, so saves, loads and replays
give the same answers. It reads the Automaton's own hand and deck order only as a player holding
them would, never the other player's hidden cards.

Decision kinds and the rule that answers each (rulebook "Archetype: Gunfighter"):

=================== ==========================================================================
automaton_move      step 1 of a pull: the run's row of the pull chart (``pull.step_move``)
automaton_play      step 2: fewest of its suit and value in play, then right-most (``pull.step_play``)
automaton_ability   step 3: the first card-type group, then Effect Priorities (``pull.step_ability``)
starting_gang       the deck's marked gang; else studs, bullets, influence, cheapest, five at most
upkeep              pay all if it can; else let go of the card that fits least (costliest kept first)
callout_response    always accept
oppose_job          always oppose, unless every dude who could would move into check (``posse.oppose_job``)
join_posse          two dudes besides the leader / mark / first opposer (``posse.join_posse``)
shooter             a stud with 2+ bullets, most bullets, unbooted, least influence
draw_hand           the best hand, at most one revealed card (``posse.draw_hand``)
draw                never asked (it reveals instead); if asked, discards nothing
casualty            Harrowed, tokens, Sidekicks, dudes; as many as each covers (``posse.casualty``)
flee                never
joker               the engine's suggestion (the best identity for the hand or pull)
react               a React is always used (best Effect Priorities); optional traits: yes
trait_order         its traits resolve in the order the engine lists them (the cards' order in play)
combo               always Combo, with the card fewest in play, from the discard pile first
street_side         left unless the left has more deeds
boss_gang           (Boss Battle, Villain) the deck's marked show; else the deck's order
retarget            (Boss Battle, Villain) always shield the Boss: the cheapest other dude
target, pay         ``targets.answer``
nightfall_discard   discard the right-most card, as many as allowed
hand_limit          discard the right-most card
noon, shootout,     never asked in the variant (its turn is a pull); if asked, pass
resolution, cheatin_resolution
=================== ==========================================================================

Any other kind logs a warning (``warnings``) and takes a pass-like option, else the first one.
"""
from __future__ import annotations

import logging
from typing import Any

from doomtown_tui.automaton import priorities as P
from doomtown_tui.automaton import pull, targets
from doomtown_tui.automaton.placing import street_side
from doomtown_tui.automaton.posse import casualty, draw_hand, join_posse, oppose_job, shooter
from doomtown_tui.automaton.priorities import Choice, Criterion, choose, effect_key, least, most, prefer
from doomtown_tui.engine.decision import Decision, Option
from doomtown_tui.engine.state import CardInst, GameState

log = logging.getLogger(__name__)
PASSING = ("pass", "none", "no", "done", "keep", "allow", "refuse")


class AutomatonAgent:
    """The solo opponent (Gunfighter archetype). ``seed`` is accepted for the agent registry and unused:
    the Automaton's only randomness is its deck."""

    def __init__(self, seed: int = 0) -> None:
        self.warnings: list[str] = []

    def choose(self, game: Any, decision: Decision) -> str | list[str]:
        return self.decide(game, decision).answer

    def decide(self, game: Any, decision: Decision) -> Choice:
        state: GameState = game.raw
        seat = decision.player
        handler = HANDLERS.get(decision.kind)
        if handler is None:
            message = f"the Automaton has no rule for decisions of kind {decision.kind!r}"
            log.warning(message)
            self.warnings.append(message)
            return _fallback(decision)
        return handler(state, seat, decision)


def _fallback(decision: Decision) -> Choice:
    if decision.multi:
        return Choice([o.id for o in decision.options][:decision.min], "no rule: the fewest it may")
    passing = next((o for o in decision.options if o.data.get("play") in PASSING or o.id in PASSING), None)
    return Choice((passing or decision.options[0]).id, "no rule: pass" if passing else "no rule: the first option")


def _run(state: GameState) -> str:
    a = state.automaton
    return a.pull.run if a is not None and a.pull is not None else "S"


def _option(decision: Decision, play: str) -> Option | None:
    return next((o for o in decision.options if o.data.get("play") == play), None)


# --- the simple reflexes -----------------------------------------------------------------------------------
def _starting_gang(state: GameState, seat: int, decision: Decision) -> Choice:
    marked = _option(decision, "marked_gang")
    if marked is not None:
        return Choice(marked.id, "the deck's starting gang")
    picked = [state.cards[u] for u in state.players[seat].gang_pick]
    adds = [o for o in decision.options
            if o.data.get("play") == "add" and state.cards[o.data["uid"]].card.type == "dude"]
    if not adds or sum(1 for c in picked if c.card.type == "dude") >= 5:
        return Choice(_option(decision, "done").id, "its gang is complete")   # type: ignore[union-attr]
    cards = [state.cards[o.data["uid"]] for o in adds]
    order: list[Criterion[CardInst]] = [
        prefer("a stud", lambda c: c.card.shooter == "stud"), most("most bullets", lambda c: c.card.bullets or 0),
        most("most influence", lambda c: c.card.influence or 0), least("cheapest", lambda c: c.card.cost or 0),
    ]
    card, reason = choose(cards, order, lambda c: (-(c.card.value or 0), P.title_key(c.title), c.uid))
    return Choice(next(o.id for o in adds if o.data["uid"] == card.uid), f"{card.title} ({reason})")


def _upkeep(state: GameState, seat: int, decision: Decision) -> Choice:
    pay = _option(decision, "pay")
    if pay is not None:
        return Choice(pay.id, "pays all its upkeep")
    if decision.options[0].data.get("play") != "discard" or any("upkeep" not in o.data for o in decision.options
                                                                  if o.data.get("play") == "discard"):
        return targets.answer(state, seat, decision)      # a card's own upkeep question
    cards = [o for o in decision.options if o.data.get("play") == "discard"]
    tie = P.card_tie(state)
    ranked = sorted(cards, key=lambda o: (-P.combined_cost(state, state.cards[o.data["uid"]]),
                                          tie(state.cards[o.data["uid"]])))
    stash = state.players[seat].stash
    dropped = []
    for opt in ranked:            # keep the costliest first while the stash lasts
        if opt.data["upkeep"] <= stash:
            stash -= opt.data["upkeep"]
        else:
            dropped.append(opt)
    victim = dropped[-1] if dropped else ranked[-1]
    return Choice(victim.id, f"cannot pay for all: lets {victim.data['card']} go (costliest dudes kept first)")


def _react(state: GameState, seat: int, decision: Decision) -> Choice:
    uses = [o for o in decision.options if o.data.get("play") == "ability"]
    if uses:
        tie = P.card_tie(state)
        best, reason = choose(uses, [Criterion("Effect Priorities", lambda o: effect_key(o.data.get("tags", ())))],
                              lambda o: (tie(state.cards[o.data["uid"]]), o.data.get("ability", 0)))
        return Choice(best.id, f"always uses a React ({reason})")
    return targets.answer(state, seat, decision)


def _combo(state: GameState, seat: int, decision: Decision) -> Choice:
    combos = [o for o in decision.options if o.data.get("play") == "combo"]
    if not combos:
        return _fallback(decision)
    p = state.players[seat]
    order: list[Criterion[Option]] = [
        least("fewest of its suit and value in play", lambda o: pull.in_play_twins(state, state.cards[o.data["uid"]])),
        prefer("from the discard pile", lambda o: o.data["uid"] in p.discard),
        least("nearest the top of its pile", lambda o: _pile_depth(p.discard, p.hand, o.data["uid"])),
    ]
    tie = P.card_tie(state)
    best, reason = choose(combos, order, lambda o: tie(state.cards[o.data["uid"]]))
    return Choice(best.id, f"always Combos ({reason})")


def _pile_depth(discard: list[int], hand: list[int], uid: int) -> int:
    if uid in discard:
        return len(discard) - 1 - discard.index(uid)      # the top of the discard pile is its end
    return hand.index(uid) if uid in hand else 0


def _discard_oldest(state: GameState, seat: int, decision: Decision) -> Choice:
    hand = state.players[seat].hand
    discards = [o for o in decision.options if o.data.get("play") == "discard"]
    if not discards:
        return _fallback(decision)
    oldest = min(discards, key=lambda o: hand.index(o.data["uid"]) if o.data["uid"] in hand else len(hand))
    return Choice(oldest.id, f"discards from the right: {oldest.data.get('card', '')}")


def _pass(state: GameState, seat: int, decision: Decision) -> Choice:
    message = f"the Automaton was asked a {decision.kind!r} play window; it pulls instead of playing"
    log.warning(message)
    return _fallback(decision)


def _street_side(state: GameState, seat: int, decision: Decision) -> Choice:
    side, why = street_side(state, seat)
    opt = next((o for o in decision.options if o.data.get("side") == side), decision.options[0])
    return Choice(opt.id, why)


def _accept(state: GameState, seat: int, decision: Decision) -> Choice:
    opt = _option(decision, "accept") or decision.options[0]
    return Choice(opt.id, "always accepts a callout")


def _never_flee(state: GameState, seat: int, decision: Decision) -> Choice:
    return Choice([o.id for o in decision.options][:decision.min], "never flees")


def _no_redraw(state: GameState, seat: int, decision: Decision) -> Choice:
    return Choice([], "keeps its cards")


def _first(state: GameState, seat: int, decision: Decision) -> Choice:
    return Choice(decision.options[0].id, "the suggested identity")


def _listed_order(state: GameState, seat: int, decision: Decision) -> Choice:
    """The rulebook gives the Automaton no order for its own traits: it keeps the engine's (its cards' order)."""
    return Choice(decision.options[0].id, "its traits in the order of its cards")


def _step(fn: Any) -> Any:
    return lambda state, seat, decision: fn(state, seat, decision, _run(state))


def _boss_gang(state: GameState, seat: int, decision: Decision) -> Choice:
    """Boss Battle set-up (the Villain's show): the deck's marked show; else the first card offered, which
    is the deck's order (Abominations, then Hexes)."""
    marked = _option(decision, "marked_gang")
    if marked is not None:
        return Choice(marked.id, "the deck's show")
    return Choice(decision.options[0].id, f"{decision.options[0].data.get('card')} (the deck's order)")


def _retarget(state: GameState, seat: int, decision: Decision) -> Choice:
    """The Show Must Go On: shield the Boss with the dude that costs least (then least influence, then the
    lowest uid, the oldest card): losing him loses the victory points on him."""
    others = [o for o in decision.options if o.data.get("play") == "retarget"]
    if not others:
        return Choice(decision.options[0].id, "no other dude")
    best = min(others, key=lambda o: (state.cards[o.data["uid"]].card.cost or 0,
                                      state.cards[o.data["uid"]].card.influence or 0, o.data["uid"]))
    return Choice(best.id, f"{best.data['card']} takes it for the Boss (cheapest dude)")


HANDLERS = {
    "boss_gang": _boss_gang,
    "retarget": _retarget,
    "automaton_move": _step(pull.step_move),
    "automaton_play": _step(pull.step_play),
    "automaton_ability": _step(pull.step_ability),
    "starting_gang": _starting_gang,
    "upkeep": _upkeep,
    "callout_response": _accept,
    "oppose_job": oppose_job,
    "join_posse": join_posse,
    "shooter": shooter,
    "draw_hand": draw_hand,
    "draw": _no_redraw,
    "casualty": casualty,
    "flee": _never_flee,
    "joker": _first,
    "react": _react,
    "trait_order": _listed_order,
    "combo": _combo,
    "street_side": _street_side,
    "target": targets.answer,
    "pay": targets.answer,
    "nightfall_discard": _discard_oldest,
    "hand_limit": _discard_oldest,
    "noon": _pass,
    "shootout": _pass,
    "resolution": _pass,
    "cheatin_resolution": _pass,
}

__all__ = ["HANDLERS", "AutomatonAgent"]
