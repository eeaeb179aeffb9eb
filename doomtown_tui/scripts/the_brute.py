"""The Brute (24042): when you ace The Brute to cover shootout casualties, your remaining casualties drop by 2."""
from doomtown_tui.engine.ruleset import RuleSetBuilder


def register(rules: RuleSetBuilder) -> None:
    rules.casualty_cover["24042"] = lambda state, card, verb: 2 if verb == "ace" else 0
    rules.script("24042")
