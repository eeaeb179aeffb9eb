"""Diego Linares (24030): +4 Mad Scientist while inventing a Horse or a Sidekick."""
from doomtown_tui.engine import stats
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24030"


def _tinkerer(state, source, dude, card, skill) -> int:
    if dude is not source or skill != "Mad Scientist":
        return 0
    return 4 if stats.has_keyword(state, card, "Horse") or stats.has_keyword(state, card, "Sidekick") else 0


def register(rules: RuleSetBuilder) -> None:
    rules.skill_test_traits[CODE] = _tinkerer
    rules.script(CODE)
