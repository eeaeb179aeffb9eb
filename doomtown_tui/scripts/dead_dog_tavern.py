"""Dead Dog Tavern (24115): Rowdy, a loaded keyword the engine handles (town.py): bullets, not influence, decide control here."""
from doomtown_tui.engine.ruleset import RuleSetBuilder


def register(rules: RuleSetBuilder) -> None:
    rules.script("24115")
