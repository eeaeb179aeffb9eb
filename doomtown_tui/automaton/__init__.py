"""The solo opponent: the rulebook's Automaton, Gunfighter archetype, as an agent over the engine.

The engine runs the variant (the pull, window endings, the shootout hand, twists, Bragging Rights:
``doomtown_tui.engine.automaton_pull``, ``twists``, ``bragging_rights``); this package answers the
decisions it asks the Automaton's seat, by the archetype's priorities. ``AutomatonAgent`` is the seat.
"""
from doomtown_tui.automaton.agent import AutomatonAgent

__all__ = ["AutomatonAgent"]
