"""The rules engine: a deterministic decision-driven game of Doomtown (see engine-contract.md)."""
from doomtown_tui.engine.cards import CardDef, CardPool, card_pool
from doomtown_tui.engine.deck import Deck, DeckError, DeckProblem, load_deck, parse_deck

__all__ = ["CardDef", "CardPool", "card_pool", "Deck", "DeckError", "DeckProblem", "load_deck", "parse_deck"]
