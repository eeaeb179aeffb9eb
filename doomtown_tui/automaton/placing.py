"""Where a card the Gunfighter plays goes: who recruits, which end of the street, who receives goods
and spells, who invents (rulebook "Programmed Reflexes" and "Target Priorities").

- Dudes: an Experienced replacement first (house rule: it costs nothing), else recruit at home.
- Deeds: out of town if Out of Town; else the left end unless the left already has more deeds than
  the right ("alternate, starting on the left", made to depend on the street alone).
- Goods and spells, receiving: a dude without an attachment of that kind, one that gets a special
  bonus from it, the greatest increase in stud bullets, gaining influence where it has none.
- Totems: planted where the ♦ reinforce row would send a dude, then by the receiving order.
- Gadgets: the inventor by Pulls (a dude with a special effect for the pull, then the best rating).
"""
from __future__ import annotations

from doomtown_tui.automaton import priorities as P
from doomtown_tui.automaton.destinations import destination_rule
from doomtown_tui.automaton.knowledge import STUD_GOODS, bonus_from, pull_bonus, pull_rating, spell_skill
from doomtown_tui.automaton.priorities import Criterion, choose, effect_key, most, prefer
from doomtown_tui.engine.decision import Option
from doomtown_tui.engine.state import CardInst, GameState

LIMITED = ("Weapon", "Horse", "Attire", "Sidekick")


def street_side(state: GameState, seat: int) -> tuple[str, str]:
    """The end of the street to build on: left unless the left has more deeds than the right."""
    street = state.players[seat].street
    home = street.index(state.home_of(seat))
    left, right = home, len(street) - home - 1
    if left <= right:
        return "left", "left unless that side has more deeds"
    return "right", "the left side has more deeds"


def receiving_order(state: GameState, card: CardInst) -> list[Criterion[CardInst]]:
    """Target Priorities, Goods and Spells (receiving)."""
    kind = spell_skill(card)

    def has_kind(dude: CardInst) -> bool:
        for uid in dude.attachments:
            other = state.cards[uid].card
            if kind is not None and other.type == "spell" and any(other.has(k) for k in ("Hex", "Miracle", "Spirit")
                                                                   if card.card.has(k)):
                return True
            if card.card.type == "goods" and any(card.card.has(k) and other.has(k) for k in LIMITED):
                return True
        return False

    def stud_gain(dude: CardInst) -> int:
        now = P.bullets(state, dude)
        stud = P.is_stud(state, dude)
        after = now + (card.card.bullets or 0)
        becomes = stud or card.card.shooter == "stud" or card.card.code in STUD_GOODS
        return (after if becomes else 0) - (now if stud else 0)

    return [prefer("has nothing of that kind", lambda d: not has_kind(d)),
            prefer("gets a special bonus from it", lambda d: bonus_from(state, d, card)),
            most("gains the most stud bullets", stud_gain),
            prefer("gains influence where it had none",
                   lambda d: (card.card.influence or 0) > 0 and P.influence(state, d) == 0)]


def puller_order(state: GameState, card: CardInst | None, skill: str | None) -> list[Criterion[CardInst]]:
    """Target Priorities, Pulls (making)."""
    return [prefer("a special effect on this pull", pull_bonus),
            most("the best rating for the pull", lambda d: pull_rating(state, d, card, skill))]


def best_play(state: GameState, seat: int, options: list[Option], run: str) -> tuple[str, str]:
    """The option to use for the card chosen in step 2, and a short note on why."""
    card = state.cards[options[0].data["uid"]]
    by_play: dict[str, list[Option]] = {}
    for opt in options:
        by_play.setdefault(opt.data["play"], []).append(opt)
    tie = P.card_tie(state)
    if "experienced" in by_play:
        opt = by_play["experienced"][0]
        return opt.id, f": replaces {state.cards[opt.data['target']].title}"
    if "recruit" in by_play:
        at_home = [o for o in by_play["recruit"] if "to_uid" not in o.data]
        if at_home:
            return at_home[0].id, " at home"
        rule = destination_rule(state, seat, run) or destination_rule(state, seat, "S")
        assert rule is not None
        to, why = rule([o.data["to_uid"] for o in by_play["recruit"]])
        recruit = next(o.id for o in by_play["recruit"] if o.data["to_uid"] == to)
        return recruit, f" at {state.location_name(to)} ({why})"
    if "build" in by_play:
        sides = {o.data["side"]: o for o in by_play["build"]}
        if "out" in sides:
            return sides["out"].id, " out of town"
        side, why = street_side(state, seat)
        return sides[side].id, f" on the {side} ({why})"
    if "plant" in by_play:
        rule = destination_rule(state, seat, "D")
        assert rule is not None
        planters = [state.cards[o.data["target"]] for o in by_play["plant"]]
        locs = [d.location for d in planters if d.location is not None]
        where, why = rule(list(dict.fromkeys(locs)))
        here = [d for d in planters if d.location == where]
        dude, _ = choose(here, receiving_order(state, card), tie)
        return next(o.id for o in by_play["plant"] if o.data["target"] == dude.uid), \
            f" at {state.location_name(where)} with {dude.title} ({why})"
    for play, order in (("invent", puller_order(state, card, "Mad Scientist")),
                        ("buy", receiving_order(state, card)), ("learn", receiving_order(state, card))):
        if play in by_play:
            dudes = [state.cards[o.data["target"]] for o in by_play[play]]
            if play == "invent":
                order = order + receiving_order(state, card)
            dude, why = choose(dudes, order, tie)
            return next(o.id for o in by_play[play] if o.data["target"] == dude.uid), f" for {dude.title} ({why})"
    opt, _ = choose(options, [Criterion("Effect Priorities", lambda o: effect_key(o.data.get("tags", ())))],
                    lambda o: o.data.get("ability", 0))
    return opt.id, ""
