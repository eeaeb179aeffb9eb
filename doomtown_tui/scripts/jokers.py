"""Joker (black) (24258) and Joker (red) (24259): wild in draw hands and pulls, aced once used.

Both rules are the engine's (``hands.declare_jokers``, ``windows.pull``, ``actions.pull`` and
``discard_draw_cards(final=True)``, digest A25); the scripts only mark the cards as handled.
"""
from doomtown_tui.engine.ruleset import RuleSetBuilder


def register(rules: RuleSetBuilder) -> None:
    rules.script("24258")
    rules.script("24259")
