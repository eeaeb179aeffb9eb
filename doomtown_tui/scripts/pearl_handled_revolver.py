"""Pearl-Handled Revolver (24156): the dude carrying it is a stud."""
from doomtown_tui.engine.ruleset import RuleSetBuilder


def register(rules: RuleSetBuilder) -> None:
    rules.shooter_trait("24156", lambda state, source, dude: "stud" if source.attached_to == dude.uid else None)
