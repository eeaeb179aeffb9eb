"""One rule set per game: the card scripts build an immutable ``RuleSet`` once; everything that
changes while a game runs lives in that game's state. So no engine or script module keeps mutable
state at module level, and two games played interleaved — in one thread or in two — play exactly as
they do alone."""
from __future__ import annotations

import ast
import sys
import threading
from pathlib import Path

import pytest

from doomtown_tui.engine.agents import RandomAgent
from doomtown_tui.engine.deck import load_deck
from doomtown_tui.engine.game import Game
from doomtown_tui.engine.ruleset import CardScript, RuleSet, default_rules

PACKAGE = Path(__file__).resolve().parent.parent / "doomtown_tui"
DECKS = PACKAGE.parent / "decks"
MUTABLE_CALLS = {"dict", "list", "set", "defaultdict", "OrderedDict", "Counter", "deque", "bytearray"}
# The poker evaluator's lookup tables (filled once at import) and its memo caches of a pure function:
# the same for every game, holding no game state.
POKER_TABLES = {"_INTERN", "_BY_INDEX", "_ST_CACHE", "_LOW_SETS"}


def _mutable(value: ast.expr) -> bool:
    if isinstance(value, (ast.Dict, ast.List, ast.Set, ast.DictComp, ast.ListComp, ast.SetComp)):
        return True
    return isinstance(value, ast.Call) and ast.unparse(value.func).split(".")[-1] in MUTABLE_CALLS


def module_state(path: Path) -> list[str]:
    """Module-level mutable containers and ``global`` rebinding in one source file."""
    tree = ast.parse(path.read_text())
    found = []
    for node in tree.body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None and _mutable(node.value):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if path.name == "poker.py" and {ast.unparse(t) for t in targets} <= POKER_TABLES:
                continue
            found.append(f"{path.name}:{node.lineno}: {ast.unparse(node)[:70]}")
    return found + [f"{path.name}:{n.lineno}: global {', '.join(n.names)}"
                    for n in ast.walk(tree) if isinstance(n, ast.Global)]


def test_no_engine_or_script_module_keeps_mutable_state():
    files = sorted((PACKAGE / "engine").glob("*.py")) + sorted((PACKAGE / "scripts").glob("*.py"))
    assert len(files) > 250
    assert [f for path in files for f in module_state(path)] == []


def test_the_scan_finds_a_registry_and_a_global_flag(tmp_path):
    planted = tmp_path / "planted.py"
    planted.write_text("REGISTRY: dict[str, int] = {}\nFLAGS = set()\nSUITS = ('S', 'H')\n\n"
                       "def f():\n    global BUSY\n    BUSY = True\n")
    assert module_state(planted) == ["planted.py:1: REGISTRY: dict[str, int] = {}", "planted.py:2: FLAGS = set()",
                                     "planted.py:6: global BUSY"]


def test_the_rule_set_cannot_be_changed_and_is_shared_not_copied():
    rules = default_rules()
    assert len(rules.scripts) == 250      # 249 box cards and Ivor Hawley (Exp.1), the Showstopper's
    assert set(rules.variants) == {"showstopper"}
    with pytest.raises(TypeError):
        rules.scripts["24046"] = CardScript("24046")      # type: ignore[index]
    with pytest.raises(AttributeError):
        rules.guards = {}                                  # type: ignore[misc]
    game = Game.new([load_deck(DECKS / "law-dogs.txt"), load_deck(DECKS / "outlaws.txt")], seed=1)
    assert game.raw.rules is rules and game.replay(0).raw.rules is rules


def test_a_replaced_script_changes_a_copy_and_leaves_the_original_alone():
    rules = default_rules()
    stand_in = rules.replacing(scripts={"24046": CardScript("24046")})
    assert stand_in.scripts["24046"].abilities == () and rules.scripts["24046"].abilities != ()
    assert isinstance(stand_in, RuleSet) and stand_in.guards is not None


# --- games side by side ---------------------------------------------------------------------------------
PAIRS = [("law-dogs", "outlaws", 3), ("fearmongers", "anarchists", 8), ("entrepreneurs", "first-peoples", 21)]


def _start(a: str, b: str, seed: int) -> tuple[Game, list[RandomAgent]]:
    game = Game.new([load_deck(DECKS / f"{a}.txt"), load_deck(DECKS / f"{b}.txt")], seed=seed, max_days=8)
    return game, [RandomAgent(seed * 2), RandomAgent(seed * 2 + 1)]


def _step(game: Game, agents: list[RandomAgent]) -> None:
    d = game.decision
    assert d is not None
    game.choose(d.player, agents[d.player].choose(game, d))


def _result(game: Game) -> tuple:
    return game.choices, [(e.kind, e.text) for e in game.events], game.winner


def _alone(a: str, b: str, seed: int) -> tuple:
    game, agents = _start(a, b, seed)
    while not game.over:
        _step(game, agents)
    return _result(game)


def test_games_played_interleaved_in_one_thread_play_as_they_do_alone():
    alone = [_alone(*pair) for pair in PAIRS]
    tables = [_start(*pair) for pair in PAIRS]
    while not all(g.over for g, _ in tables):
        for game, agents in tables:       # one choice each, in turn
            if not game.over:
                _step(game, agents)
    assert [_result(g) for g, _ in tables] == alone
    assert all(len(r[0]) > 20 for r in alone)


def test_games_played_in_threads_play_as_they_do_alone():
    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)           # switch threads as often as possible
    try:
        alone = [_alone(*pair) for pair in PAIRS]
        results: list[tuple | None] = [None] * len(PAIRS)

        def run(i: int) -> None:
            results[i] = _alone(*PAIRS[i])

        threads = [threading.Thread(target=run, args=(i,)) for i in range(len(PAIRS))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(old)
    assert results == alone
