"""Priorities as data: criteria applied first to last, then the rulebook's final tie-break.

Rulebook "Automaton Decisions": apply the listed priorities in order; among candidates still tied,
take the card with the highest value, then the one whose title comes first alphabetically. Copies of
one card are told apart by the "Non-Unique Cards" rules (deeds: no dudes there, closest to its
owner's home, leftmost; dudes: most attachments, unbooted; goods and spells: the host with most
attachments). Two true twins fall to the lower uid so replays stay exact.

``choose(candidates, criteria)`` returns the winner and the name of the criterion that decided, which
the app shows as the reason ("most control points").
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from doomtown_tui.engine import actions, stats, town
from doomtown_tui.engine.cards import SKILLS
from doomtown_tui.engine.state import PLAY, TOWN_SQUARE, CardInst, GameState

X = TypeVar("X")


@dataclass(frozen=True)
class Choice:
    """An answer to a decision and the priority that decided it (shown to the player)."""

    answer: str | list[str]
    reason: str


@dataclass(frozen=True)
class Criterion(Generic[X]):
    """A named preference: ``key`` gives a sortable value, smaller is better."""

    name: str
    key: Callable[[X], Any]


def most(name: str, f: Callable[[X], float]) -> Criterion[X]:
    return Criterion(name, lambda x: -f(x))


def least(name: str, f: Callable[[X], float]) -> Criterion[X]:
    return Criterion(name, f)


def prefer(name: str, f: Callable[[X], bool]) -> Criterion[X]:
    """Candidates for which ``f`` holds come first."""
    return Criterion(name, lambda x: 0 if f(x) else 1)


def choose(candidates: Sequence[X], criteria: Sequence[Criterion[X]],
           tie: Callable[[X], Any] | None = None) -> tuple[X, str]:
    """The best candidate and the reason: the criterion that set it apart last (or the tie-break)."""
    assert candidates, "nothing to choose from"
    remaining = list(candidates)
    reason = "the only choice" if len(remaining) == 1 else ""
    for criterion in criteria:
        if len(remaining) == 1:
            break
        keys = [criterion.key(c) for c in remaining]
        best = min(keys)
        narrowed = [c for c, k in zip(remaining, keys, strict=True) if k == best]
        if len(narrowed) < len(remaining):
            reason = criterion.name
            remaining = narrowed
    if len(remaining) > 1:
        remaining.sort(key=tie or (lambda c: 0))
        reason = reason or "tie-break: highest value, then first title"
    return remaining[0], reason


def ordered(candidates: Sequence[X], criteria: Sequence[Criterion[X]],
            tie: Callable[[X], Any] | None = None) -> list[X]:
    """All candidates, best first, by the same rules as ``choose``."""
    return sorted(candidates, key=lambda c: tuple(cr.key(c) for cr in criteria) + ((tie(c),) if tie else ()))


KIND_RANK = {"leave_play": 2, "enter_play": 2, "boot": 3, "unboot": 3, "stud_draw": 4, "bullets": 5}


def effect_key(tags: frozenset[str] | list[str]) -> tuple[int, int]:
    """Effect Priorities: penalties to opposing cards first; then leaving or entering play, booting or
    unbooting, stud/draw changes, bullets, anything else."""
    tags = frozenset(tags)
    return (0 if "penalty" in tags else 1, min([KIND_RANK.get(t, 6) for t in tags] or [6]))


# --- facts about cards the priorities read ------------------------------------------------------------
def title_key(title: str) -> str:
    return title.lstrip("\"'\u201c\u2018").casefold()


def card_tie(state: GameState) -> Callable[[CardInst], Any]:
    """The final tie-break on cards (rulebook): copies by the non-unique rules, else highest value,
    then first title, then lowest uid."""
    def key(card: CardInst) -> Any:
        return (-value(state, card), title_key(card.title), copy_key(state, card), card.uid)

    return key


def copy_key(state: GameState, card: CardInst) -> tuple[int, ...]:
    """Orders copies of one card (rulebook "Non-Unique Cards")."""
    if card.zone != PLAY:
        return ()
    kind = card.card.type
    if kind == "deed":
        empty = 0 if not state.dudes_at(card.uid) else 1
        street = state.players[card.owner].street
        if card.uid in street:
            home = street.index(state.home_of(card.owner))
            return (empty, abs(street.index(card.uid) - home), street.index(card.uid))
        return (empty, 99, 99)
    if kind == "dude":
        return (-len(card.attachments), int(card.booted))
    host = state.cards[card.attached_to] if card.attached_to is not None else None
    return (-len(host.attachments),) if host is not None else ()


def value(state: GameState, card: CardInst) -> int:
    if card.zone == PLAY and card.card.type in ("dude", "deed"):
        return stats.value(state, card)
    return card.card.value or 0


def bullets(state: GameState, dude: CardInst) -> int:
    return stats.bullets(state, dude)


def is_stud(state: GameState, dude: CardInst) -> bool:
    return stats.shooter(state, dude) == "stud"


def draw_after_shootout(state: GameState, dude: CardInst) -> bool:
    """Will ``dude`` be a draw once the shootout under way ends [RB 1728: own dudes leaving play]? Effects
    lasting the round or the shootout do not count (a stud Sun in Yer Eyes made a draw is a stud)."""
    with actions.supposing_shootout_over(state):
        return stats.shooter(state, dude) == "draw"


def influence(state: GameState, dude: CardInst) -> int:
    """Influence as it will count at Sundown [RB 1593] (read as in that phase: Enapay's High Noon bonus
    does not count, Hawley's Rose's Sundown one does)."""
    with actions.supposing_sundown(state):
        return stats.influence(state, dude)


def control(state: GameState, card: CardInst) -> int:
    return stats.control(state, card)


def combined_cost(state: GameState, dude: CardInst) -> int:
    """A dude's cost plus the printed cost of everything attached to it."""
    return (dude.card.cost or 0) + sum(state.cards[u].card.cost or 0 for u in dude.attachments)


def skilled(state: GameState, dude: CardInst) -> bool:
    """A dude with a skill (Huckster, Blessed, Shaman, Mad Scientist) or Kung Fu (house rule: Kung Fu
    counts, as the Gunfighter's "skilled dude" is about dudes with special actions)."""
    return any(stats.skill(state, dude, s) is not None for s in SKILLS) or bool(dude.card.kung_fu)


def at_home(state: GameState, dude: CardInst) -> bool:
    return dude.location == state.home_of(dude.controller)


def location_cp(state: GameState, loc: int) -> int:
    return 0 if loc == TOWN_SQUARE else stats.control(state, state.cards[loc])


def location_production(state: GameState, loc: int) -> int:
    return 0 if loc == TOWN_SQUARE else stats.production(state, state.cards[loc])


def controls(state: GameState, player: int, loc: int) -> bool:
    return loc != TOWN_SQUARE and town.location_controller(state, loc) == player
