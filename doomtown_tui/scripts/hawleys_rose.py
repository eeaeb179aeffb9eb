"""Hawley's Rose (24147): this dude is an Abomination; during Sundown they get +1 influence, +2 if an opposing dude is at their deed."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _influence(state, source, dude, stat) -> int:
    if stat != "influence" or source.attached_to != dude.uid or state.phase != "sundown":
        return 0
    deed = blocks.deed_at(state, dude.location)
    rivals = deed is not None and any(d.controller != dude.controller for d in state.dudes_at(deed.uid))
    return 2 if rivals else 1


def register(rules: RuleSetBuilder) -> None:
    rules.keyword_trait("24147", lambda state, source, dude: ("Abomination",) if source.attached_to == dude.uid else ())
    rules.stat_trait("24147", _influence)
