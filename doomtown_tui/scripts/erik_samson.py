"""Erik Samson (24070): +1 influence while he has a Mystical goods; a stud while he has a Melee Weapon."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24070"


def _goods(state, dude, *keywords: str) -> bool:
    return any(att.card.type == "goods" and all(stats.has_keyword(state, att, k) for k in keywords)
               for att in blocks.attachments(state, dude))


def _influence(state, source, target, stat) -> int:
    return 1 if stat == "influence" and target is source and _goods(state, source, "Mystical") else 0


def _shooter(state, source, target):
    return "stud" if target is source and _goods(state, source, "Melee", "Weapon") else None


def register(rules: RuleSetBuilder) -> None:
    rules.stat_trait(CODE, _influence)
    rules.shooter_trait(CODE, _shooter)
