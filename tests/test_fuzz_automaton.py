"""Random humans against the Automaton: 210 seeded solo games with the invariants after every choice.

Every ordered pair of the six decks (30), seven seeds each, the Automaton in seat 0 or 1 by turns, a
12-day cap; games 3 and 6 of each pair play with all ten twists. After every choice the state and the
pending decision are checked (``invariants``); every answer of the Automaton is validated against the
decision it answers, and it never meets a kind it has no rule for. Every 100th decision the game is
saved and loaded, and the human's view is checked to hide the Automaton's hand. The Automaton should
beat a random human almost always; ``pytest -s`` prints the totals.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import cache

import pytest
from invariants import check_decision, check_state, deck_pairs, starter_decks

from doomtown_tui.automaton import AutomatonAgent
from doomtown_tui.engine.agents import RandomAgent
from doomtown_tui.engine.game import Game
from doomtown_tui.engine.twists import TWISTS
from doomtown_tui.engine.view import HiddenCard

GAMES_PER_PAIR = 7
MAX_DAYS = 12
SAVE_EVERY = 100
PAIRS = deck_pairs(starter_decks())


@dataclass
class Batch:
    games: int = 0
    decisions: int = 0
    automaton_wins: int = 0
    kinds: Counter = field(default_factory=Counter)
    pulls: int = 0


@cache
def play_batch(pair_index: int) -> Batch:
    decks = PAIRS[pair_index]
    batch = Batch()
    for k in range(GAMES_PER_PAIR):
        seed = 1000 + pair_index + len(PAIRS) * k
        seat = k % 2
        twists = list(TWISTS) if k in (3, 6) else []
        game = Game.new(decks, seed=seed, max_days=MAX_DAYS, options={"automaton": {"seat": seat, "twists": twists}})
        automaton, human = AutomatonAgent(), RandomAgent(seed)
        count = 0
        try:
            check_state(game)
            while not game.over:
                decision = game.decision
                assert decision is not None
                if decision.player == seat:
                    batch.kinds[decision.kind] += 1
                    answer = automaton.choose(game, decision)
                    decision.validate(seat, answer)          # one of the offered options (or a legal set)
                else:
                    answer = human.choose(game, decision)
                game.choose(decision.player, answer)
                count += 1
                check_state(game)
                check_decision(game)
                if count % SAVE_EVERY == 0:
                    loaded = Game.from_json(game.to_json())
                    assert loaded.state == game.state and loaded.decision == game.decision
                    view = game.view(1 - seat)
                    assert all(isinstance(c, HiddenCard) for c in view.players[seat].hand)
            assert not automaton.warnings, automaton.warnings
        except Exception as exc:
            exc.add_note(f"solo fuzz game: seed {seed}, {decks[0].name} v {decks[1].name}, Automaton seat {seat}, "
                         f"twists {twists}, {len(game.choices)} choices")
            raise
        batch.games += 1
        batch.decisions += count
        batch.automaton_wins += game.winner == seat
        batch.pulls += game.raw.automaton.pulls
    return batch


@pytest.mark.parametrize("pair_index", range(len(PAIRS)),
                         ids=[f"{a.outfit.title}-vs-{b.outfit.title}" for a, b in PAIRS])
def test_random_humans_against_the_automaton_keep_invariants(pair_index):
    batch = play_batch(pair_index)
    assert batch.games == GAMES_PER_PAIR and batch.pulls > 0


def test_solo_fuzz_totals():
    batches = [play_batch(i) for i in range(len(PAIRS))]
    games = sum(b.games for b in batches)
    wins = sum(b.automaton_wins for b in batches)
    kinds = sum((b.kinds for b in batches), Counter())
    print(f"\nsolo fuzz: {games} games, {sum(b.decisions for b in batches)} decisions, the Automaton won {wins}, "
          f"{sum(b.pulls for b in batches)} pulls")
    print("solo fuzz: the Automaton's decision kinds:", dict(kinds.most_common()))
    assert games >= 200
    assert {"automaton_move", "automaton_play", "automaton_ability", "join_posse", "shooter", "draw_hand",
            "casualty", "upkeep", "hand_limit", "target"} <= set(kinds)
    assert "draw" not in kinds and "noon" not in kinds          # it reveals instead of redrawing; it pulls
    assert wins >= 0.9 * games, f"the Automaton won only {wins} of {games} games against random play"
