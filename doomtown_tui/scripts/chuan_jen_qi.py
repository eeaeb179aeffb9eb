"""Chuan "Jen" Qí (24028): +1 influence while she has a Horse; +2 bullets while she has a Gadget."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.ruleset import RuleSetBuilder


def has(state, dude, keyword: str) -> bool:
    return any(stats.has_keyword(state, a, keyword) for a in blocks.attachments(state, dude))


def _jen(state, source, target, stat) -> int:
    if target is not source:
        return 0
    if stat == "influence" and has(state, source, "Horse"):
        return 1
    if stat == "bullets" and has(state, source, "Gadget"):
        return 2
    return 0


def register(rules: RuleSetBuilder) -> None:
    rules.stat_trait("24028", _jen)
