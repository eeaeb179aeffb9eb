"""Maria Kingsford (24080): while she is in a shootout, her bounty is added to each Huckster skill test she makes."""
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24080"


def _bounty_to_test(state, source, dude, card, skill) -> int:
    # she must already be in a posse: a test that brings her in gets nothing (digest C, Maria Kingsford)
    so = state.shootout
    if dude is not source or skill != "Huckster" or so is None or so.in_posse(source.uid) is None:
        return 0
    return source.bounty


def register(rules: RuleSetBuilder) -> None:
    rules.skill_test_traits[CODE] = _bounty_to_test
    rules.script(CODE)
