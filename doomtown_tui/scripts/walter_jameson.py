"""Walter Jameson (24091): +1 influence while at a deed an opposing player owns."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _influence(state, source, target, stat) -> int:
    if stat != "influence" or target is not source:
        return 0
    deed = blocks.deed_at(state, source.location)
    return 1 if deed is not None and deed.owner != source.controller else 0


def register(rules: RuleSetBuilder) -> None:
    rules.stat_trait("24091", _influence)
