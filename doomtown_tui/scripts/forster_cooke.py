"""Forster Cooke (24021): while he stands at a Saloon or Casino, every other dude you control gets +1 value and +1 bullets."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24021"


def _at_saloon_or_casino(state, forster) -> bool:
    deed = blocks.deed_at(state, forster.location)
    return deed is not None and (stats.has_keyword(state, deed, "Saloon") or stats.has_keyword(state, deed, "Casino"))


def _boost(state, source, target, stat) -> int:
    if stat not in ("bullets", "value") or target.card.type != "dude" or target.uid == source.uid:
        return 0
    if target.controller != source.controller or not _at_saloon_or_casino(state, source):
        return 0
    return 1


def register(rules: RuleSetBuilder) -> None:
    rules.stat_trait(CODE, _boost)
