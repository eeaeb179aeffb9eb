"""The rules engine: a deterministic decision-driven game of Doomtown (see engine-contract.md).

Public names: ``Game``, ``load_deck``, ``Decision``, ``Option``, ``IllegalChoice``, ``SaveError``
(``SaveProblem`` says why), ``DeckError``; the poker module is ``doomtown_tui.engine.poker`` and the scenario builder
``doomtown_tui.engine.testing.scenario``.
"""
from doomtown_tui.engine.cards import CardDef, CardPool, card_pool
from doomtown_tui.engine.decision import Decision, IllegalChoice, Option, SaveError, SaveProblem
from doomtown_tui.engine.deck import Deck, DeckError, DeckProblem
from doomtown_tui.engine.game import Game, load_deck
from doomtown_tui.engine.game import parse_deck_text as parse_deck

__all__ = (
    "CardDef",
    "CardPool",
    "Decision",
    "Deck",
    "DeckError",
    "DeckProblem",
    "Game",
    "IllegalChoice",
    "Option",
    "SaveError",
    "SaveProblem",
    "card_pool",
    "load_deck",
    "parse_deck",
)
