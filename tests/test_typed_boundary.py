"""The engine's typed boundary: event kinds are a closed set (``EventKind``) and flows receive the
chosen ``Option`` objects, never an id to parse back.

The kinds are checked two ways: by reading the source (every string literal the engine, the scripts,
the Automaton and the app log, listen for or compare an event's kind with) and by importing the
scripts (every React and triggered trait they register)."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from doomtown_tui.engine import actions, blocks, shootout, windows
from doomtown_tui.engine.decision import EventKind, IllegalChoice, Option, ask, event_kind, pick
from doomtown_tui.engine.ruleset import default_rules
from doomtown_tui.engine.testing import scenario
from tests.stand_ins import stand_in_plays

PACKAGE = Path(__file__).resolve().parent.parent / "doomtown_tui"
SOURCES = sorted(p for sub in ("engine", "scripts", "automaton", "tui") for p in (PACKAGE / sub).rglob("*.py"))
DECISION_NAMES = {"d", "decision"}      # ``decision.kind`` is a decision kind, not an event's


def _strings(node: ast.AST) -> list[str]:
    """The string literals ``node`` can evaluate to: a literal, either arm of ``a if c else b``, a
    tuple/list/set of them."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _strings(node.body) + _strings(node.orelse)
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return [s for elt in node.elts for s in _strings(elt)]
    return []


def _callee(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


def _kinds_used(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, kind) for each event-kind literal: ``log(state, KIND, ...)``, ``reacts_listen(state, KIND)``,
    ``ReactSpec(KIND)``, ``Trait(KIND, ...)`` and ``<event>.kind == KIND`` / ``in (KIND, ...)``."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name, args = _callee(node), node.args
            if name in ("log", "reacts_listen") and len(args) >= 2:
                found += [(node.lineno, s) for s in _strings(args[1])]
            elif name in ("ReactSpec", "Trait"):
                given = args[:1] + [k.value for k in node.keywords if k.arg == "event"]
                found += [(node.lineno, s) for arg in given for s in _strings(arg)]
        elif isinstance(node, ast.Compare) and isinstance(node.left, ast.Attribute) and node.left.attr == "kind":
            owner = node.left.value
            if isinstance(owner, ast.Name) and owner.id in DECISION_NAMES:
                continue
            if isinstance(owner, ast.Attribute) and owner.attr in DECISION_NAMES:
                continue
            found += [(node.lineno, s) for comparator in node.comparators for s in _strings(comparator)]
    return found


def _all_kinds_used() -> dict[str, list[str]]:
    where: dict[str, list[str]] = {}
    for path in SOURCES:
        for line, kind in _kinds_used(ast.parse(path.read_text(), filename=str(path))):
            where.setdefault(kind, []).append(f"{path.relative_to(PACKAGE)}:{line}")
    return where


def test_the_source_scan_finds_the_kinds_it_is_meant_to_find():
    used = _all_kinds_used()
    # one of each form: a logged kind, a ternary of two, a React's, a trait's, an event compared
    assert {"gain", "invent", "invent_fail", "cast", "turn_end", "skill_test", "leave_play"} <= set(used)
    assert len(used) >= 90


def test_every_event_kind_in_the_source_is_a_member_of_event_kind():
    unknown = {kind: places for kind, places in _all_kinds_used().items() if kind not in set(EventKind)}
    assert unknown == {}


def test_every_react_and_trait_the_scripts_register_listens_to_an_event_kind():
    scripts = default_rules().scripts
    listened = {(code, a.react.event) for code, entry in scripts.items() for a in entry.abilities
                if a.react is not None}
    listened |= {(code, t.event) for code, entry in scripts.items() for t in entry.traits}
    assert len(listened) > 45
    assert sorted((code, kind) for code, kind in listened if kind not in set(EventKind)) == []


def test_the_named_event_kinds_of_the_engine_are_members():
    assert [windows.BEFORE_PLAY, blocks.WOULD, shootout.JOINING_BOOT, shootout.WOULD_BE_CASUALTY,
            blocks.WOULD_BE_ACED] == [
        EventKind.BEFORE_PLAY, EventKind.WOULD_BOOT_OR_MOVE, EventKind.JOINING_BOOT, EventKind.WOULD_BE_CASUALTY,
        EventKind.WOULD_BE_ACED]


def test_event_kind_values_are_the_strings_saves_and_the_app_read():
    assert (EventKind.PHASE, EventKind.WOULD_BOOT_OR_MOVE, EventKind.GAMBLIN_WIN) == (
        "phase", "would_boot_or_move", "gamblin_win")
    assert len({k.value for k in EventKind}) == len(EventKind)


def test_logging_an_unknown_kind_is_an_error_and_logs_nothing():
    game = scenario(phase="high_noon", players=[dict(outfit="Law Dogs"), dict(outfit="The Sloane Gang")])
    before = list(game.raw.events)
    with pytest.raises(ValueError, match="unknown event kind 'gained'"):
        actions.log(game.raw, "gained", "a typo of gain")
    assert game.raw.events == before


def test_a_logged_event_keeps_the_plain_string_of_its_kind():
    game = scenario(phase="high_noon", players=[dict(outfit="Law Dogs"), dict(outfit="The Sloane Gang")])
    actions.log(game.raw, EventKind.LOOK, "a look")
    kind = game.raw.events[-1].kind
    assert (type(kind), repr(kind)) == (str, "'look'")
    assert type(event_kind("look")) is str


# --- the engine sends Options ------------------------------------------------------------------------
PASS_LIKE = Option("pass", "Pass", {"play": "pass"})


def test_chosen_gives_the_decisions_own_options_in_the_order_chosen():
    a, b, c = Option("x:1", "A", {"play": "t", "uid": 1}), Option("x:2", "B", {"play": "t", "uid": 2}), PASS_LIKE
    single = ask(0, "target", "which?", [a, b, c])
    multi = pick(0, "target", "which?", [a, b, c], 0, 3)
    assert single.chosen("x:2") is b
    chosen = multi.chosen(["pass", "x:1"])
    assert [o.data for o in chosen] == [{"play": "pass"}, {"play": "t", "uid": 1}]
    assert chosen[0] is c and chosen[1] is a
    with pytest.raises(IllegalChoice):
        single.chosen("x:3")


def _recording_game(monkeypatch, received: list[object]):
    """A High Noon play of player 0 that asks a one-pick and then a multi-pick question of its own and
    records what its flow is sent."""
    def provider(state, who):
        if who != 0 or received:
            return []

        def handler():
            options = [Option(f"n:{n}", f"number {n}", {"play": "number", "n": n}) for n in (1, 2, 3)]
            received.append((yield ask(0, "target", "one number", options)))
            received.append((yield pick(0, "target", "some numbers", options, 0, 3)))

        return [(Option("test:ask", "Ask", {"play": "ability"}), handler)]

    stand_in_plays(monkeypatch, "noon", provider)
    return scenario(phase="high_noon", dealer=0, players=[dict(outfit="Law Dogs"), dict(outfit="The Sloane Gang")])


def test_a_flow_is_sent_the_chosen_option_and_for_a_multi_pick_a_list_of_them(monkeypatch):
    received: list[object] = []
    game = _recording_game(monkeypatch, received)
    game.choose(0, "test:ask")
    asked = game.decision
    game.choose(0, "n:2")
    assert received[0] is asked.options[1]
    multi = game.decision
    game.choose(0, ["n:3", "n:1"])
    assert received[1] == [multi.options[2], multi.options[0]]
    assert [o.data["n"] for o in received[1]] == [3, 1]
    assert game.choices == ("test:ask", "n:2", ["n:3", "n:1"])      # saves keep the ids


def test_a_bad_answer_sends_nothing_and_changes_nothing(monkeypatch):
    received: list[object] = []
    game = _recording_game(monkeypatch, received)
    game.choose(0, "test:ask")
    pending, events = game.decision, len(game.events)
    for bad in ("n:4", ["n:1", "n:2"], "N:1"):
        with pytest.raises(IllegalChoice):
            game.choose(0, bad)
    assert (received, game.decision, len(game.events), game.choices) == ([], pending, events, ("test:ask",))


def test_no_rule_or_script_parses_an_option_id():
    """Flows read ``Option.data``; an id is only ever compared by ``Decision`` itself."""
    offenders = []
    for path in SOURCES:
        if path.parent.name not in ("engine", "scripts"):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if (isinstance(node, ast.Call) and _callee(node) == "split" and node.args
                    and _strings(node.args[0]) == [":"]):
                offenders.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert offenders == []
