"""Boss Battle scenarios: the rules each one adds to a game, as a ``hooks.Variant`` registered in the
rule set under the scenario's name (``GameOptions.boss_battle.scenario`` picks it). The card scripts'
``build_rules`` calls ``register`` here, so a scenario reaches the engine the way a card does.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from doomtown_tui.data import data_dir
from doomtown_tui.engine.deck import Deck, load_deck
from doomtown_tui.engine.event_deck import load_event_deck
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.scenarios import showstopper

SCENARIOS = {showstopper.NAME: showstopper}


def register(rules: RuleSetBuilder) -> None:
    for module in SCENARIOS.values():
        module.register(rules)


VILLAIN = 1          # the Villain's seat in games started from the command line and the simulator


def villain_deck(name: str) -> Deck:
    """The ready Villain deck of scenario ``name`` (``decks/boss-battle/``), checked for that scenario."""
    return load_deck(data_dir("decks") / "boss-battle" / f"{name}-villain.txt", scenario=name)


def options(name: str, automaton: bool = False, event_deck: Path | None = None) -> dict[str, Any]:
    """``Game.new`` options for a two-seat game of scenario ``name``: seat 0 the Hero, seat 1 the Villain
    (the Automaton's, with ``automaton``: the rulebook's cooperative play, Gunfighter archetype), with the
    event deck file ``event_deck`` if given (EventDeckError if it is unreadable)."""
    if name not in SCENARIOS:
        raise ValueError(f"unknown scenario {name!r}; the scenarios are {', '.join(SCENARIOS)}")
    events = load_event_deck(event_deck) if event_deck is not None else []
    out: dict[str, Any] = {"boss_battle": {"scenario": name, "villain": VILLAIN,
                                           "event_deck": [e.model_dump() for e in events]}}
    if automaton:
        out["automaton"] = {"seat": VILLAIN}
    return out
