"""Card scripts: one small module per card, named after the card, each with ``register(rules)``.

``build_rules()`` imports every module here and lets each register its abilities, traits and hooks
into a ``RuleSetBuilder``; the frozen ``RuleSet`` is what a game is played with. The engine finds this
function through the ``doomtown_tui.rules`` entry point (``pyproject.toml``) and never imports this
package. A card without a module is vanilla (no text) or not yet scripted: ``doomtown cards --status``
tells which.
"""
from __future__ import annotations

import importlib
import pkgutil

from doomtown_tui import scenarios
from doomtown_tui.engine.ruleset import RuleSet, RuleSetBuilder


def build_rules() -> RuleSet:
    """The rule set of every card script in this package."""
    builder = RuleSetBuilder()
    for module in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{module.name}").register(builder)
    scenarios.register(builder)     # the Boss Battle scenarios' rules (``RuleSet.variants``)
    return builder.build()
