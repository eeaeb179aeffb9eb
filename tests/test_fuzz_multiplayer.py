"""Random three- and four-player games (the multiplayer rules) with the invariants checked after every choice.

100 seeded games for each table size, in batches of ten: each game seats distinct starter decks (cycling
through their ordered triples or quadruples), one RandomAgent per seat, and a day cap kept short
(``MAX_DAYS``) so the cost in CI stays small. After every choice the whole internal state
(``invariants.check_state``) and the pending decision (``check_decision``) are checked; every
``VIEW_CHECK_EVERY`` decisions each seat's view is compared with the state; the first game of each batch
is saved and loaded at its end. A finished game has a winner with as many victory points as opponents,
scored at Sundown, or reached the day cap with none.
"""
from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import permutations

import pytest
from invariants import check_decision, check_state, starter_decks

from doomtown_tui.engine.agents import RandomAgent
from doomtown_tui.engine.game import Game
from doomtown_tui.engine.view import HiddenCard

GAMES = 100
BATCH = 10
MAX_DAYS = 6
VIEW_CHECK_EVERY = 25
TABLES = {seats: [list(t) for t in permutations(starter_decks(), seats)] for seats in (3, 4)}


def check_views(game: Game) -> None:
    """Each seat sees its own hand and none of the others'; every player's line is there."""
    raw = game.raw
    for seat in range(len(raw.players)):
        view = game.view(seat)
        assert len(view.players) == len(raw.players)
        assert [c.uid for c in view.players[seat].hand] == raw.players[seat].hand   # type: ignore[union-attr]
        for other in raw.opponents(seat):
            assert all(isinstance(c, HiddenCard) for c in view.players[other].hand)
            assert view.players[other].victory_points == raw.players[other].victory_points


def check_ended(game: Game, seed: int) -> None:
    raw = game.raw
    assert game.over and game.decision is None
    if game.winner is None:
        assert raw.day == MAX_DAYS and raw.phase == "nightfall", f"seed {seed}: ended early without a winner"
    else:
        assert raw.phase == "sundown", f"seed {seed}: a winner outside Sundown"
        assert raw.players[game.winner].victory_points >= len(raw.players) - 1, f"seed {seed}: too few points"
    scored = Counter()
    for event in game.events:
        if event.kind == "victory_points":
            scored[event.data["player"]] += event.data["amount"]
    assert [scored[p] for p in range(len(raw.players))] == [p.victory_points for p in raw.players], \
        f"seed {seed}: victory points not all scored at Sundown"


@cache
def play_batch(seats: int, batch: int) -> Counter:
    tables = TABLES[seats]
    totals: Counter = Counter()
    for k in range(BATCH):
        seed = 1000 * seats + batch * BATCH + k
        decks = tables[seed % len(tables)]
        game = Game.new(decks, seed=seed, max_days=MAX_DAYS)
        agents = [RandomAgent(seed * 7 + i) for i in range(seats)]
        try:
            check_state(game)
            check_decision(game)
            while not game.over:
                decision = game.decision
                assert decision is not None
                if totals["decisions"] % VIEW_CHECK_EVERY == 0:
                    check_views(game)
                game.choose(decision.player, agents[decision.player].choose(game, decision))
                totals["decisions"] += 1
                check_state(game)
                check_decision(game)
            check_ended(game, seed)
            if k == 0:
                loaded = Game.from_json(game.to_json())
                assert loaded.state == game.state and loaded.digest() == game.digest()
        except Exception as exc:
            exc.add_note(f"multiplayer fuzz game: seed {seed}, {seats} seats, "
                         f"{', '.join(d.name for d in decks)}, {len(game.choices)} choices made")
            raise
        totals["games"] += 1
        totals["won"] += game.winner is not None
        totals["shootouts"] += sum(1 for e in game.events if e.kind == "shootout")
        totals["points"] += sum(p.victory_points for p in game.raw.players)
    return totals


@pytest.mark.parametrize("seats", [3, 4])
@pytest.mark.parametrize("batch", range(GAMES // BATCH))
def test_random_multiplayer_games_keep_invariants(seats, batch):
    totals = play_batch(seats, batch)
    assert totals["games"] == BATCH
    assert totals["decisions"] > 0


@pytest.mark.parametrize("seats", [3, 4])
def test_multiplayer_fuzz_totals(seats):
    totals = sum((play_batch(seats, b) for b in range(GAMES // BATCH)), Counter())
    print(f"\n{seats} seats: {totals['games']} games, {totals['decisions']} decisions, {totals['won']} won, "
          f"{totals['shootouts']} shootouts, {totals['points']} victory points")
    assert totals["games"] == GAMES
    assert totals["won"] > 0 and totals["shootouts"] > 0 and totals["points"] > 0
