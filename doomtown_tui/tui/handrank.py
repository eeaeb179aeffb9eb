"""The live hand rank while a player picks the five cards to keep (pure functions).

From the draw-hand cards as the poker evaluator sees them (``PlayerView.draw_faces``) and the
hand-rank changes in force (``PlayerView.hand_rank_mods``) this module says what the ticked
cards make (name, rank number, cheatin' marked, the changes applied) and finds the best legal
five and the best five overall. The best legal five is the one ticked on arrival: a player
chooses to cheat, never by default.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from itertools import combinations

from doomtown_tui.engine import poker
from doomtown_tui.tui import render

CHEATIN_SUFFIX = " - cheatin'!"


@dataclass(frozen=True)
class Pick:
    """Five (or fewer) draw-hand cards and the hand they make."""

    uids: frozenset[int]
    hand: poker.Hand


def cards_for(faces: Iterable[tuple[int, int, str]]) -> dict[int, poker.Card]:
    """uid -> the poker card (a Joker for value 0)."""
    return {uid: poker.Card.joker() if value == 0 else poker.Card(value, suit) for uid, value, suit in faces}


def evaluate(cards: dict[int, poker.Card], uids: Iterable[int]) -> Pick | None:
    chosen = [uid for uid in uids if uid in cards]
    if not chosen or len(chosen) > 5:
        return None
    return Pick(frozenset(chosen), poker.evaluate([cards[uid] for uid in chosen]))


def _better(a: poker.Hand, b: poker.Hand) -> bool:
    """The engine's preference between two shootout hands: rank, then a legal hand, then the
    better hand, then fewer Jokers."""
    if a.rank != b.rank:
        return a.rank > b.rank
    if a.cheatin != b.cheatin:
        return not a.cheatin
    if a != b:
        return a > b
    return len(a.jokers) < len(b.jokers)


def best_picks(cards: dict[int, poker.Card], allowed: Callable[[frozenset[int]], bool] = lambda _: True
               ) -> tuple[Pick | None, Pick | None]:
    """(best legal five, best five overall) among the allowed fives; the best legal is None when
    every five is cheatin'."""
    best_legal: Pick | None = None
    best_any: Pick | None = None
    size = min(5, len(cards))
    for combo in combinations(sorted(cards), size):
        uids = frozenset(combo)
        if not allowed(uids):
            continue
        hand = poker.evaluate([cards[uid] for uid in combo])
        pick = Pick(uids, hand)
        if best_any is None or _better(hand, best_any.hand):
            best_any = pick
        if not hand.cheatin and (best_legal is None or _better(hand, best_legal.hand)):
            best_legal = pick
    return best_legal, best_any


def hand_markup(hand: poker.Hand, mods: Iterable[tuple[str, int]] = ()) -> str:
    """``Full House, 8s over 3s (rank 7)``; cheatin' in the error colour; the changes in force and
    the rank they make."""
    described = hand.describe().removesuffix(CHEATIN_SUFFIX)
    text = f"[b]{render.esc(described)}[/] (rank {hand.rank})"
    if hand.cheatin:
        text += " [b reverse $error] cheatin'! [/]"
    changes = [(reason, amount) for reason, amount in mods if amount]
    if changes:
        total = sum(amount for _, amount in changes)
        final = hand.modified(total).rank
        listed = ", ".join(f"{render.esc(reason)} {amount:+d}" for reason, amount in changes)
        text += f" \u00b7 {listed} \u2192 [b]rank {final}[/]"
    return text


def pick_markup(cards: dict[int, poker.Card], ticked: Iterable[int], mods: Iterable[tuple[str, int]],
                best_legal: Pick | None, best_any: Pick | None) -> str:
    """The lines under the keep-five question: the ticked hand's rank, and the best legal and
    best overall hands when the ticked one is neither."""
    mods = tuple(mods)
    pick = evaluate(cards, ticked)
    lines = [f"[b]Ticked:[/] {hand_markup(pick.hand, mods)}" if pick is not None else "[b]Ticked:[/] nothing"]
    if best_legal is not None and best_any is not None and best_any.uids != best_legal.uids:
        lines.append(f"[dim]Best legal:[/] {hand_markup(best_legal.hand)} \u00b7 "
                     f"[dim]best overall:[/] {hand_markup(best_any.hand)}")
    elif best_any is not None and (pick is None or pick.uids != best_any.uids):
        lines.append(f"[dim]Best:[/] {hand_markup(best_any.hand)}")
    if not mods:
        lines[0] += " [dim]\u00b7 no hand-rank changes in force[/]"
    return "\n".join(lines)
