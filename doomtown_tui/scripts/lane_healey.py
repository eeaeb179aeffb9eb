"""Lane Healey (24033): +2 bullets and -1 upkeep while he has a Horse."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _mounted(state, source, target, stat) -> int:
    if target is not source or stat not in ("bullets", "upkeep"):
        return 0
    if not any(stats.has_keyword(state, a, "Horse") for a in blocks.attachments(state, source)):
        return 0
    return 2 if stat == "bullets" else -1


def register(rules: RuleSetBuilder) -> None:
    rules.stat_trait("24033", _mounted)
