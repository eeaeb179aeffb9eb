"""\"Ma\" Florence Aims (24084): her influence equals her bounty, at most 4."""
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _influence(state, source, target, stat) -> int:
    # printed influence 0: her bounty (capped at 4) is added on top, so other changes still apply
    if target is not source or stat != "influence":
        return 0
    return min(source.bounty, 4)


def register(rules: RuleSetBuilder) -> None:
    rules.stat_trait("24084", _influence, "Ma's bounty")
