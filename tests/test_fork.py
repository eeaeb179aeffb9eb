"""``Game.fork()`` and ``replay(n)``: restarted from a checkpoint (``engine/checkpoints.py``), they give
exactly the game the original was at that point (state, pending decision, log, RNG, effects, the
Automaton's state), play on identically, and never share anything the original changes."""
from __future__ import annotations

import copy
import gc
import itertools
import random
from typing import Any

import pytest
from invariants import DECK_DIR

from doomtown_tui import soak
from doomtown_tui.agents import make_agent
from doomtown_tui.automaton import AutomatonAgent
from doomtown_tui.bench import _Patient
from doomtown_tui.engine import game as game_module
from doomtown_tui.engine.agents import RandomAgent
from doomtown_tui.engine.checkpoints import copy_state
from doomtown_tui.engine.deck import load_deck
from doomtown_tui.engine.digest import fingerprint
from doomtown_tui.engine.game import CHECKPOINT_EVERY, CHECKPOINT_OLDER, CHECKPOINT_RECENT, Game
from doomtown_tui.engine.testing import scenario
from doomtown_tui.sim import starter_decks


def capture(game: Game) -> tuple[Any, ...]:
    """Everything a game is, as comparable values (copied: the live game changes on)."""
    raw = game.raw
    d = game.decision
    pending = None if d is None else (d.player, d.kind, d.prompt, [(o.id, o.label, o.data) for o in d.options],
                                      d.min, d.max, d.multi)
    return copy.deepcopy((game.state, pending, [(e.kind, e.text, e.data) for e in raw.events], game.choices,
                          fingerprint(raw), raw.automaton, raw.effects, raw.tao_targets, raw.react_cursor,
                          raw.react_frames, raw.reacted, raw.resolving, raw.cheatin, raw.gamblin_punished,
                          raw.shootout, game.over, game.winner, game.digest()))


def new_game(seed: int, a: str, b: str, options: dict[str, Any] | None = None, max_days: int = 10) -> Game:
    return Game.new([load_deck(DECK_DIR / f"{a}.txt"), load_deck(DECK_DIR / f"{b}.txt")], seed=seed,
                    max_days=max_days, options=options)


def answer(game: Game, agents: list[Any]) -> Any:
    d = game.decision
    assert d is not None
    return agents[d.player].choose(game, d)


def check_game(game: Game, agents: list[Any], limit: int = 400, fork_every: int = 3) -> list[tuple[Any, ...]]:
    """Play ``game`` on, forking every few choices: each fork equals the game at once, and later,
    given the same answers, ends equal to it. Returns the game's capture after each choice."""
    captured: list[tuple[Any, ...]] = []
    forks: dict[int, Game] = {}
    while True:
        now = capture(game)
        captured.append(now)
        index = len(game.choices)
        if index % fork_every == 0:
            forks[index] = game.fork()
            assert capture(forks[index]) == now
        if game.over or index >= limit:
            break
        game.choose(game.decision.player, answer(game, agents))
    final = captured[-1]
    for index, fork in forks.items():
        for choice in game.choices[index:]:
            fork.choose(fork.decision.player, choice)
        assert capture(fork) == final, f"the fork made at choice {index} played on differently"
    return captured


def check_replays(game: Game, captured: list[tuple[Any, ...]]) -> None:
    for n in range(len(captured)):
        assert capture(game.replay(n)) == captured[n], f"replay({n}) differs"


@pytest.fixture
def dense(monkeypatch: pytest.MonkeyPatch) -> None:
    """A checkpoint at every restart point, all kept: each kind of restart is exercised by the forks."""
    monkeypatch.setattr(game_module, "CHECKPOINT_EVERY", 1)
    monkeypatch.setattr(game_module, "CHECKPOINT_RECENT", 10**9)


def uses_both_kinds_of_checkpoint(game: Game) -> bool:
    kinds = {point.turn is None for point in game._checkpoints}
    return kinds == {True, False}


@pytest.mark.parametrize("seed,decks", [(1, ("law-dogs", "fearmongers")), (2, ("outlaws", "anarchists")),
                                        (3, ("entrepreneurs", "first-peoples"))])
def test_random_games_fork_and_replay_at_every_point(seed, decks, dense):
    game = new_game(seed, *decks)
    captured = check_game(game, [RandomAgent(seed), RandomAgent(seed + 50)])
    assert uses_both_kinds_of_checkpoint(game)
    check_replays(game, captured)
    assert capture(Game.from_json(game.to_json())) == captured[-1]


@pytest.mark.parametrize("seat,twists", [(1, ["hired_help"]), (0, [])])
def test_automaton_games_fork_and_replay(seat, twists, dense):
    game = new_game(20 + seat, "outlaws", "law-dogs", options={"automaton": {"seat": seat, "twists": twists}})
    agents: list[Any] = [RandomAgent(7), RandomAgent(8)]
    agents[seat] = AutomatonAgent()
    captured = check_game(game, agents)
    assert game.raw.automaton is not None and game.raw.automaton.pulls > 0
    assert uses_both_kinds_of_checkpoint(game)
    check_replays(game, captured)


def test_scenario_game_forks_and_replays():
    game = scenario(phase="high_noon", seed=5, max_days=6, players=[
        {"outfit": "Law Dogs", "stash": 8, "home": ["Tommy Harden", "Bass Reeves"], "hand": ["Shotgun"]},
        {"outfit": "The Sloane Gang", "stash": 6, "town_square": ["Jacqueline Isham"]},
    ])
    captured = check_game(game, [RandomAgent(5), RandomAgent(6)], fork_every=2)
    assert game._checkpoints
    check_replays(game, captured)


def test_a_long_game_forks_from_a_recent_checkpoint():
    """Forks restart near the end, not from the setup: few choices are replayed however long the game."""
    game = new_game(9, "law-dogs", "outlaws", max_days=60)
    agents = [_Patient(9), _Patient(10)]
    while not game.over and len(game.choices) < 400:
        game.choose(game.decision.player, answer(game, agents))
    assert len(game.choices) == 400
    points = [p.choices for p in game._checkpoints]
    edge = points[-1] - CHECKPOINT_RECENT        # as of the newest checkpoint, when they were last thinned
    recent = [p for p in points if p >= edge]
    older = [p for p in points if p < edge]
    assert len(recent) >= CHECKPOINT_RECENT // 16                          # dense near the end
    assert all(b - a >= CHECKPOINT_EVERY for a, b in itertools.pairwise(recent))
    assert all(b - a >= CHECKPOINT_OLDER for a, b in itertools.pairwise(older))   # thinned further back
    assert 1 <= len(older) <= 400 // CHECKPOINT_OLDER + 1
    fork = game.fork()
    assert capture(fork) == capture(game)
    assert all(a is b for a, b in zip(fork._checkpoints, game._checkpoints, strict=True))   # shared, never copied
    undo = game.replay(399)
    assert capture(undo) == capture(Game.from_json(undo.to_json()))
    assert undo.choices == game.choices[:399]


def test_changing_a_fork_never_changes_the_original():
    game = new_game(4, "fearmongers", "first-peoples")
    agents = [RandomAgent(4), RandomAgent(5)]
    rng = random.Random(4)
    for _ in range(12):
        for _ in range(rng.randrange(3, 15)):
            if game.over:
                break
            game.choose(game.decision.player, answer(game, agents))
        before = capture(game)
        fork = game.fork()
        others = [RandomAgent(rng.randrange(1000)), RandomAgent(rng.randrange(1000))]
        for _ in range(40):
            if fork.over:
                break
            fork.choose(fork.decision.player, answer(fork, others))
        assert capture(game) == before
    # and the original still replays from scratch to itself
    assert capture(Game.from_json(game.to_json())) == capture(game)


def test_copy_state_shares_nothing_mutable():
    game = new_game(6, "law-dogs", "anarchists")
    agents = [RandomAgent(6), RandomAgent(7)]
    for _ in range(60):
        game.choose(game.decision.player, answer(game, agents))
    state = game.raw
    twin_state = copy_state(state)
    assert fingerprint(twin_state) == fingerprint(state)
    assert twin_state.checkpoint is None and state.checkpoint is not None
    for uid, inst in state.cards.items():
        twin = twin_state.cards[uid]
        assert twin is not inst and twin.registry is not None and twin.registry() is twin_state.play_index
        assert twin.attachments is not inst.attachments and twin.used is not inst.used
    for p, q in zip(state.players, twin_state.players, strict=True):
        assert p is not q and p.deck is not q.deck and p.hand is not q.hand
    twin_state.rng.random()
    twin_state.players[0].stash += 5
    twin_state.cards[state.players[0].outfit].booted = not state.cards[state.players[0].outfit].booted
    assert fingerprint(twin_state) != fingerprint(state)
    assert twin_state.rng.getstate() != state.rng.getstate()
    assert dict(twin_state.play_index) == dict(state.play_index) and twin_state.play_index is not state.play_index



@pytest.mark.parametrize("how", soak.MODES, ids=lambda m: m.name)
def test_dropped_games_and_forks_leave_no_reference_cycle(how: soak.Mode) -> None:
    """A game, its forks and its saved-and-loaded copies are freed by reference counting the moment they
    are dropped: none leaves a reference cycle for the garbage collector, whose full pass (tens of ms for
    a few thousand dead objects) would otherwise land inside a later fork or decision (issue 10: a fork
    in 5 ms at any point). The collector is off meanwhile, so no cycle is collected unseen."""
    seed = 3000 + soak.MODES.index(how)
    decks = starter_decks()[:len(how.agents)]
    gc.collect()
    gc.disable()
    try:
        assert soak.play_game(seed, how.name).cause is None   # a whole game, saved and loaded every few choices
        game = how.new_game(seed, decks)
        agents = [make_agent(name, seed + k) for k, name in enumerate(how.agents)]
        while not game.over and game.choice_count < 150:
            if game.choice_count % 10 == 0:
                fork = game.fork()
                for _ in range(3):
                    if fork.decision is not None:
                        fork.choose(fork.decision.player, agents[fork.decision.player].choose(fork, fork.decision))
                del fork
            decision = game.decision
            assert decision is not None
            game.choose(decision.player, agents[decision.player].choose(game, decision))
        del game, agents
        assert gc.collect() == 0
    finally:
        gc.enable()


def test_a_deep_copy_of_a_state_keeps_its_own_index_of_cards_in_play() -> None:
    """A card holds its state's index of cards in play weakly (no reference cycle); a deep copy of the
    state must still keep its own index, and never touch the original's."""
    game = scenario(players=[dict(home=["Clint Ramsey"]), dict(town_square=["Pancho Castillo"])])
    raw = game.raw
    clint = next(c for c in raw.cards.values() if c.title == "Clint Ramsey")
    twin = copy.deepcopy(raw)
    twin.cards[clint.uid].zone = "discard"
    assert clint.uid in raw.play_index and clint.uid not in twin.play_index
    assert twin.cards[clint.uid].registry is not None and twin.cards[clint.uid].registry() is twin.play_index
    alone = copy.deepcopy(clint)          # a card copied by itself belongs to no state's index
    alone.zone = "discard"
    assert clint.uid in raw.play_index and (alone.registry is None or alone.registry() is None)
