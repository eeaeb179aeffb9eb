"""José Morales (24088): while in a shootout, his Huckster skill rises by his bullets."""
from doomtown_tui.engine import stats
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24088"


def _huckster(state, source, dude, skill) -> int:
    so = state.shootout
    if dude is not source or skill != "Huckster" or so is None or so.in_posse(source.uid) is None:
        return 0
    return stats.bullets(state, source)


def register(rules: RuleSetBuilder) -> None:
    rules.skill_traits[CODE] = _huckster
    rules.script(CODE)
