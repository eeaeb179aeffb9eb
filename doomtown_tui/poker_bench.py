"""Speed of the draw-hand evaluator against the ``treys`` library, side by side in one run.

Measures evaluations per second for: our ``evaluate`` on 5 cards, treys on 5 cards, our
``best_hand`` on 8 cards (a third each with 0, 1 and 2 jokers, the rest distinct cards of a
52-card deck), and treys on 7 cards; prints the two ratios against the targets (>= 0.5 and
>= 1.5).  Hands are drawn with a fixed seed; each figure is the best of many short rounds
taken in turn, which keeps the ratios steady on a busy machine.

Run: ``doomtown bench`` (with the rest of the figures) or ``python3 benchmarks/bench_poker.py [seconds]``.
Needs the ``treys`` package (``pip install -e ".[bench]"``). Never run from the tests.
"""
from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable, Sequence

from doomtown_tui.engine.poker import SUITS, Card, best_hand, evaluate

SEED = 20240611
SAMPLES = 1000
TARGET_FIVE = 0.5
TARGET_BEST = 1.5


def _measure(contenders: dict[str, Callable[[], None]], count: int, seconds: float) -> dict[str, float]:
    """Evaluations per second of each contender (each call does ``count`` evaluations).

    The contenders take turns in short rounds for about ``seconds`` each, and each one's best
    round counts, so a burst of load on the machine hits all of them alike."""
    for fn in contenders.values():
        fn()   # warm-up
    best = dict.fromkeys(contenders, 0.0)
    spent = dict.fromkeys(contenders, 0.0)
    while min(spent.values()) < seconds:
        for name, fn in contenders.items():
            start = time.perf_counter()
            fn()
            elapsed = time.perf_counter() - start
            spent[name] += elapsed
            best[name] = max(best[name], count / elapsed)
    return best


def _our_deck(jokers: int) -> list[Card]:
    return [Card(v, s) for s in SUITS for v in range(1, 14)] + [Card.joker()] * jokers


def run(seconds: float = 1.0) -> dict[str, float]:
    """Measure all four rates (each for about ``seconds``); returns them with the two ratios."""
    from treys import Card as TCard
    from treys import Evaluator

    rng = random.Random(SEED)
    plain = _our_deck(0)
    ours5: list[tuple[Card, ...]] = [tuple(rng.sample(plain, 5)) for _ in range(SAMPLES)]
    ours8: list[tuple[Card, ...]] = []
    for i in range(SAMPLES):                 # a third each with 0, 1 and 2 jokers
        jokers = i % 3
        hand = rng.sample(plain, 8 - jokers) + [Card.joker()] * jokers
        rng.shuffle(hand)
        ours8.append(tuple(hand))

    tdeck = [TCard.new(r + s) for r in "23456789TJQKA" for s in "shdc"]
    tree5: list[list[int]] = [rng.sample(tdeck, 5) for _ in range(SAMPLES)]
    tree7: list[list[int]] = [rng.sample(tdeck, 7) for _ in range(SAMPLES)]
    tsplit5 = [(h[:2], h[2:]) for h in tree5]
    tsplit7 = [(h[:2], h[2:]) for h in tree7]
    ev = Evaluator()

    def our_five() -> None:
        for h in ours5:
            evaluate(h)

    def our_best() -> None:
        for h in ours8:
            best_hand(h)

    def treys_five() -> None:
        e = ev.evaluate
        for hand, board in tsplit5:
            e(hand, board)

    def treys_seven() -> None:
        e = ev.evaluate
        for hand, board in tsplit7:
            e(hand, board)

    rates = _measure({"evaluate_5": our_five, "treys_5": treys_five,
                      "best_hand_8": our_best, "treys_7": treys_seven}, SAMPLES, seconds)
    r_five, r_tfive = rates["evaluate_5"], rates["treys_5"]
    r_best, r_tseven = rates["best_hand_8"], rates["treys_7"]
    joker_share = sum(1 for h in ours8 if any(c.is_joker for c in h)) / SAMPLES
    return {
        "evaluate_5": r_five,
        "treys_5": r_tfive,
        "best_hand_8": r_best,
        "treys_7": r_tseven,
        "ratio_5": r_five / r_tfive,
        "ratio_8_vs_7": r_best / r_tseven,
        "share_8_with_jokers": joker_share,
    }


def _fmt(rate: float) -> str:
    return f"{rate:>12,.0f}/s"


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    report(run(float(args[0]) if args else 1.0), float(args[0]) if args else 1.0)
    return 0


def report(r: dict[str, float], seconds: float = 1.0) -> None:
    """Print the figures of ``run`` with the targets."""
    print(f"poker benchmark (seed {SEED}, {SAMPLES} hands per set, best round of ~{seconds:g}s each)")
    print(f"  evaluate, 5 cards               {_fmt(r['evaluate_5'])}   treys, 5 cards {_fmt(r['treys_5'])}")
    print(f"  best_hand, 8 cards (<=2 jokers) {_fmt(r['best_hand_8'])}   treys, 7 cards {_fmt(r['treys_7'])}")
    print(f"    ({r['share_8_with_jokers']:.0%} of the 8-card hands hold one or two jokers)")
    ok5 = "ok" if r["ratio_5"] >= TARGET_FIVE else "BELOW TARGET"
    ok8 = "ok" if r["ratio_8_vs_7"] >= TARGET_BEST else "BELOW TARGET"
    print(f"  ratio evaluate / treys-5        {r['ratio_5']:6.2f}x  (target >= {TARGET_FIVE}x: {ok5})")
    print(f"  ratio best_hand-8 / treys-7     {r['ratio_8_vs_7']:6.2f}x  (target >= {TARGET_BEST}x: {ok8})")


if __name__ == "__main__":
    raise SystemExit(main())
