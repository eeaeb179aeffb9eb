"""Card-specific rules for the Automaton (rulebook "Card Specific Rules": a list kept on the publisher's
page, known only in part; the research notes paraphrase the known entries). Each rule answers the
questions of one card's ability; everything else follows the general priorities.

- The Sloane Gang: boot a dude in the town square that has no control point yet, otherwise as for a
  bonus (its Nightfall reward, a control point over ghost rock, is in the card's mode tags).
- Deadwood Miner's Alliance: a dude with fewer than 4 bounty, otherwise as for a bonus.
- Nathan Shane: discard a Cheatin' Resolution, else a Resolution, else a Shootout action.
- Jarrett Blake: the dude he swaps out is a draw, then the most influence, then the fewest bullets.
- E.B. Farnum: boot dudes at home first, then studs, then dudes sharing a location with one of its
  studs, nobody else; never lower the cost below nothing.
- Ursula, The Worm Queen: take the Hex of highest difficulty (one its target sets, at its current
  maximum over the opposing dudes); among equals a booted one, then the one on the dude with the lowest
  Huckster rating.
- House of Many Faiths: it shuffles nothing back into its deck (in the outfit's own script).
- Saved By Grace: used by the general rules (the list only advises against it).
"""
from __future__ import annotations

from collections.abc import Callable

from doomtown_tui.automaton import priorities as P
from doomtown_tui.automaton.priorities import Choice, Criterion, choose, least, most, prefer
from doomtown_tui.engine import stats
from doomtown_tui.engine.abilities import Ctx
from doomtown_tui.engine.decision import Decision, Option
from doomtown_tui.engine.state import CardInst, GameState

Rule = Callable[[GameState, int, Decision], Choice | None]


def _cards(state: GameState, decision: Decision) -> list[tuple[Option, CardInst]]:
    return [(o, state.cards[o.data["uid"]]) for o in decision.options if "uid" in o.data]


def _pick(state: GameState, decision: Decision, order: list[Criterion[CardInst]], why: str) -> Choice | None:
    pairs = _cards(state, decision)
    if not pairs or decision.multi:
        return None
    card, reason = choose([c for _, c in pairs], order, P.card_tie(state))
    option = next(o for o, c in pairs if c is card)
    return Choice(option.id, f"{card.title} ({why}: {reason})")


def _bonus_order(state: GameState) -> list[Criterion[CardInst]]:
    """The rules' "as for a bonus" (Target Priorities, Bonuses [RB 1724]): the greatest gain in stud bullets,
    then most bullets. Neither outfit's reward (a control point; bounty and ghost rock) changes a dude's bullets or
    makes it a stud, so the gain is nil for every dude and the most bullets decide (no stud criterion)."""
    return [most("most bullets", lambda d: P.bullets(state, d))]


def sloane_gang(state: GameState, seat: int, decision: Decision) -> Choice | None:
    return _pick(state, decision, [prefer("has no control point yet", lambda d: P.control(state, d) == 0),
                                   *_bonus_order(state)], "The Sloane Gang's rule")


def miners_alliance(state: GameState, seat: int, decision: Decision) -> Choice | None:
    return _pick(state, decision, [prefer("fewer than 4 bounty", lambda d: d.bounty < 4), *_bonus_order(state)],
                 "Deadwood Miner's Alliance's rule")


def jarrett_blake(state: GameState, seat: int, decision: Decision) -> Choice | None:
    return _pick(state, decision, [prefer("a draw", lambda d: not P.is_stud(state, d)),
                                   most("most influence", lambda d: P.influence(state, d)),
                                   least("fewest bullets", lambda d: P.bullets(state, d))], "Jarrett Blake's rule")


def nathan_shane(state: GameState, seat: int, decision: Decision) -> Choice | None:
    if not decision.multi:
        return None
    pairs = _cards(state, decision)
    if not pairs:
        return Choice([], "nothing to discard")

    def kind(card: CardInst) -> int:
        entry = state.rules.scripts.get(card.card.code)
        windows = {a.window for a in entry.abilities} if entry is not None else set()
        return 0 if "cheatin_resolution" in windows else 1 if "resolution" in windows else 2

    card, reason = choose([c for _, c in pairs], [least("a Cheatin' Resolution, then a Resolution", kind)],
                          P.card_tie(state))
    option = next(o for o, c in pairs if c is card)
    return Choice([option.id][:decision.max], f"discards {card.title} (Nathan Shane's rule: {reason})")


def eb_farnum(state: GameState, seat: int, decision: Decision) -> Choice | None:
    """Booting dudes to lower E.B. Farnum's cost: only dudes the rule allows, done as soon as it may."""
    done = next((o for o in decision.options if o.data.get("play") == "done"), None)
    studs = {d.location for d in state.dudes_in_play(seat) if P.is_stud(state, d)}
    allowed = [(o, c) for o, c in _cards(state, decision)
               if P.at_home(state, c) or P.is_stud(state, c) or c.location in studs]
    if done is not None:
        return Choice(done.id, "it can pay the rest")
    if not allowed:
        return None
    order: list[Criterion[CardInst]] = [prefer("at home", lambda d: P.at_home(state, d)),
                                        prefer("a stud", lambda d: P.is_stud(state, d))]
    card, reason = choose([c for _, c in allowed], order, P.card_tie(state))
    option = next(o for o, c in allowed if c is card)
    return Choice(option.id, f"boots {card.title} (E.B. Farnum's rule: {reason})")


def ursula(state: GameState, seat: int, decision: Decision) -> Choice | None:
    opposing = [d for d in state.dudes_in_play() if d.controller != seat]

    def difficulty(hex_card: CardInst) -> int:
        """Its highest difficulty; one set by its target dude counts at its current maximum over the opposing
        dudes (Paralysis Mark: the highest value among them), 0 with none to aim at."""
        entry = state.rules.scripts.get(hex_card.card.code)
        best = 0
        for ability in entry.abilities if entry is not None else ():
            cast = ability.cast
            if isinstance(cast, tuple):
                best = max(best, cast[1])
            elif callable(cast) and ability.targets:
                name = ability.targets[0].name
                aims = [Ctx(state, seat, hex_card, ability, targets={name: d.uid}) for d in opposing]
                best = max([best, *map(cast, aims)])
        return best

    def huckster(hex_card: CardInst) -> int:
        host = state.cards[hex_card.attached_to] if hex_card.attached_to is not None else None
        return (stats.skill(state, host, "Huckster") or 0) if host is not None else 0

    return _pick(state, decision, [most("the highest difficulty", difficulty), prefer("booted", lambda h: h.booted),
                                   least("the lowest Huckster rating", huckster)], "Ursula's rule")


RULES: dict[str, Rule] = {
    "24012": sloane_gang,
    "24011": miners_alliance,
    "24034": jarrett_blake,
    "24031": nathan_shane,
    "24038": eb_farnum,
    "24051": ursula,
}


def rule_for(state: GameState, seat: int, decision: Decision) -> Choice | None:
    """The card-specific answer to a question asked while one of these cards' abilities resolves (or
    while the card is being played), if the card has a rule and the rule applies."""
    if not state.resolving:
        return None
    context = state.resolving[-1]
    if context.player != seat or context.uid not in state.cards:
        return None
    rule = RULES.get(state.cards[context.uid].card.code)
    return rule(state, seat, decision) if rule is not None else None
