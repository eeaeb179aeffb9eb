"""Tin Star (24168): this dude is a Deputy, and a wanted dude cannot refuse their call-outs."""
from doomtown_tui.engine.ruleset import RuleSetBuilder


def register(rules: RuleSetBuilder) -> None:
    rules.keyword_trait("24168", lambda state, source, dude: ("Deputy",) if source.attached_to == dude.uid else ())
    rules.no_refusal["24168"] = lambda state, source, leader, mark: source.attached_to == leader.uid and mark.bounty > 0
