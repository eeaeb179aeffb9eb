"""Only the named actions (``engine/actions.py``) change the game state.

The test reads the source of every module of ``doomtown_tui/engine/`` and ``doomtown_tui/scripts/``
with ``ast`` and fails, naming file and line, on a direct write to the game state anywhere else:

- assigning (``=``, ``+=``, ``del``) an attribute named like a field of the state's dataclasses
  (``GameState``, ``PlayerState``, ``CardInst``, ``Effect``, ``PosseState``, ``ShootoutState``,
  ``PullState``, ``AutomatonState``, ``Event``; ``CardInst.zone`` too), e.g. ``p.stash -= 1``;
- changing one of their containers in place: a mutating method (``append``, ``pop``, ``add``,
  ``update`` ...), an item assignment or ``del`` on ``x.<container field>[...]`` (at any depth of
  indexing), also through a local name bound to such a container (``hand = p.hand; hand.pop()``);
- shuffling such a container (``rng.shuffle(p.deck)``) or ``setattr`` of such a field.

Without types, a write is recognised by the field's name, so the exceptions are:

- ``actions.py``, where the writes belong; ``positions.py``, which builds a new state before its first
  choice and sets a scenario's position up directly (the scenario builder's other half);
  ``checkpoints.py``, which builds independent copies of a state (a fork's, an undo's), never changing one;
  ``state.py``, the data model itself (the index of cards in play kept by ``CardInst.zone``, the uid
  counter);
- writes through ``self``: outside ``state.py`` they are the attributes of objects that are not
  game state (an agent's RNG, a catalog, a deck file, a trade being arranged);
- ``poker.py``, the hand evaluator, which never sees the game state (its ``Hand`` has a ``cards``
  and a ``cheatin`` of its own), and ``shootout.show_replaced_hand`` clearing ``cheatin`` on a
  freshly evaluated ``poker.Hand`` before the hand is recorded (by ``actions.show_new_hand``).
"""
from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

from doomtown_tui.engine import state as st

ROOT = Path(__file__).resolve().parent.parent
SOURCES = (sorted((ROOT / "doomtown_tui" / "engine").glob("*.py"))
           + sorted((ROOT / "doomtown_tui" / "scripts").glob("*.py"))
           + sorted((ROOT / "doomtown_tui" / "scenarios").glob("*.py")))

STATE_CLASSES = (st.GameState, st.PlayerState, st.CardInst, st.Effect, st.PosseState, st.ShootoutState,
                 st.PullState, st.AutomatonState, st.BossBattleState, st.Event)
FIELDS = frozenset(f.name for cls in STATE_CLASSES for f in dataclasses.fields(cls)) | {"zone"}
CONTAINERS = frozenset(f.name for cls in STATE_CLASSES for f in dataclasses.fields(cls)
                       if f.default_factory in (list, dict, set, st.PlayIndex))
MUTATORS = frozenset(("append", "extend", "insert", "remove", "pop", "popitem", "clear", "add", "discard", "update",
                      "setdefault", "sort", "reverse", "difference_update", "intersection_update",
                      "symmetric_difference_update", "__setitem__", "__delitem__"))

EXEMPT_FILES = frozenset(("actions.py", "positions.py", "checkpoints.py", "state.py", "poker.py"))
EXEMPT_FUNCTIONS: frozenset[tuple[str, str]] = frozenset()
EXEMPT_WRITES = frozenset((("shootout.py", "show_replaced_hand", "hand.cheatin"),))


def _base(node: ast.expr) -> ast.expr:
    """``x.f`` for ``x.f[a][b]``: the expression under any indexing."""
    while isinstance(node, ast.Subscript):
        node = node.value
    return node


def _is_container(node: ast.expr, aliases: set[str]) -> bool:
    """Is ``node`` (under any indexing) a state container: ``x.<container field>`` or a name bound to one?"""
    node = _base(node)
    if isinstance(node, ast.Name):
        return node.id in aliases
    return isinstance(node, ast.Attribute) and node.attr in CONTAINERS and not _through_self(node)


def _through_self(node: ast.Attribute) -> bool:
    return isinstance(node.value, ast.Name) and node.value.id == "self"


def _aliases(function: ast.AST) -> set[str]:
    """Local names bound, somewhere in ``function``, straight to a state container (no copy)."""
    out: set[str] = set()
    for node in ast.walk(function):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Attribute) and _is_container(node.value, set()):
            out.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return out


class _Finder(ast.NodeVisitor):
    def __init__(self, filename: str) -> None:
        self.filename = filename
        self.function = ""
        self.aliases: set[str] = set()
        self.found: list[tuple[int, str]] = []

    def _flag(self, node: ast.AST, text: str) -> None:
        if (self.filename, self.function, text.split(" ")[0]) not in EXEMPT_WRITES:
            self.found.append((node.lineno, text))  # type: ignore[attr-defined]

    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        if (self.filename, node.name) in EXEMPT_FUNCTIONS:
            return
        outer = self.function, self.aliases
        self.function, self.aliases = node.name, self.aliases | _aliases(node)
        self.generic_visit(node)
        self.function, self.aliases = outer

    visit_FunctionDef = visit_AsyncFunctionDef = _function

    def _target(self, target: ast.expr, node: ast.AST) -> None:
        if isinstance(target, (ast.Tuple, ast.List)):
            for element in target.elts:
                self._target(element, node)
        elif isinstance(target, ast.Starred):
            self._target(target.value, node)
        elif ((isinstance(target, ast.Attribute) and target.attr in FIELDS and not _through_self(target))
              or (isinstance(target, ast.Subscript) and _is_container(target.value, self.aliases))):
            self._flag(node, f"{ast.unparse(target)} assigned")

    def visit_Assign(self, node: ast.Assign) -> None:
        for target in node.targets:
            self._target(target, node)
        self.generic_visit(node)

    def visit_AugAssign(self, node: ast.AugAssign) -> None:
        self._target(node.target, node)
        self.generic_visit(node)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        if node.value is not None:
            self._target(node.target, node)
        self.generic_visit(node)

    def visit_Delete(self, node: ast.Delete) -> None:
        for target in node.targets:
            self._target(target, node)
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr in MUTATORS and _is_container(func.value, self.aliases):
            self._flag(node, f"{ast.unparse(func.value)} changed by .{func.attr}()")
        elif (isinstance(func, ast.Attribute) and func.attr == "shuffle" and node.args
              and _is_container(node.args[0], self.aliases)):
            self._flag(node, f"{ast.unparse(node.args[0])} shuffled")
        elif (isinstance(func, ast.Name) and func.id == "setattr" and len(node.args) >= 2
              and isinstance(node.args[1], ast.Constant) and node.args[1].value in FIELDS):
            self._flag(node, f"{ast.unparse(node.args[0])}.{node.args[1].value} set by setattr")
        self.generic_visit(node)


def state_writes(source: str, filename: str) -> list[str]:
    """The direct writes to game state in ``source`` (a module named ``filename``), as "line: what"."""
    if filename in EXEMPT_FILES:
        return []
    finder = _Finder(filename)
    finder.visit(ast.parse(source))
    return [f"{line}: {text}" for line, text in sorted(finder.found, key=lambda hit: hit[0])]


def test_only_the_named_actions_write_the_game_state():
    found = [f"{path.relative_to(ROOT)}:{hit}" for path in SOURCES
             for hit in state_writes(path.read_text(), path.name)]
    assert found == [], "direct writes to the game state outside engine/actions.py:\n" + "\n".join(found)


PLANTED = '''
def cheat(state, p, inst, so, uid):
    p.stash -= 1
    inst.booted = True
    state.shootout = None
    so.winner, so.loser = 0, 1
    so.posses[0].dudes.append(uid)
    state.tao_targets[uid] = {}
    state.tao_targets[uid]["mark"] = 3
    del state.cards[uid]
    hand = p.hand
    hand.remove(uid)
    hand[0] = uid
    state.rng.shuffle(p.deck)
    setattr(inst, "bounty", 2)
    state.reacted.add(1)

def innocent(state, p, inst, self):
    stash = p.stash
    size = len(p.hand)
    mine = list(p.hand)
    mine.append(1)
    options = {}
    options["a"] = 1
    self.player = 1
    return stash, size, sorted(p.deck)
'''


def test_a_planted_write_is_flagged_with_its_line():
    assert state_writes(PLANTED, "planted.py") == [
        "3: p.stash assigned",
        "4: inst.booted assigned",
        "5: state.shootout assigned",
        "6: so.winner assigned",
        "6: so.loser assigned",
        "7: so.posses[0].dudes changed by .append()",
        "8: state.tao_targets[uid] assigned",
        "9: state.tao_targets[uid]['mark'] assigned",
        "10: state.cards[uid] assigned",
        "12: hand changed by .remove()",
        "13: hand[0] assigned",
        "14: p.deck shuffled",
        "15: inst.bounty set by setattr",
        "16: state.reacted changed by .add()",
    ]


def test_the_exceptions_are_only_those_named():
    builder = "def add_card(state, uid, inst):\n    state.cards[uid] = inst\n"
    assert state_writes(builder, "positions.py") == []
    assert state_writes(builder, "gamblin.py") == ["2: state.cards[uid] assigned"]
    assert state_writes(builder, "testing.py") == ["2: state.cards[uid] assigned"]


def test_every_stash_change_goes_through_one_function():
    """Inside actions.py, money moves (gain, pay, ante, debt, bounty, pot) all change a stash through
    ``_change_stash``: the one place a "when a player pays" rule would hook into."""
    tree = ast.parse((ROOT / "doomtown_tui" / "engine" / "actions.py").read_text())
    writers = sorted({function.name for function in ast.walk(tree) if isinstance(function, ast.FunctionDef)
                      for node in ast.walk(function) if isinstance(node, (ast.Assign, ast.AugAssign))
                      for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
                      if isinstance(target, ast.Attribute) and target.attr == "stash"})
    assert writers == ["_change_stash"]
