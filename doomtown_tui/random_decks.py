"""Random legal decks from the whole card pool, for the soak (``doomtown soak --decks random``).

The six starter decks hold 150 of the box's titles; a soak played with them alone never puts the others
in play. A random deck is drawn from the whole pool, seeded, so a game's seed still replays it:

- a random outfit (any of the box's, the Boss Battle's Villain outfit aside);
- 52 cards with a suit and value, drawn title by title: half of the draws among the titles no starter
  deck holds, half among all of them, so each of the box's cards comes up in play within a few hundred
  games; a dude of another faction is mostly passed over (it costs its influence in upkeep, and a gang
  of the outfit's own does better), a Token never (the rules keep them out of decks);
- the deck-building limits (rulebook "Deck Building"): at most four cards sharing a title (a dude's
  versions together) and four sharing a suit and value; zero to two Jokers;
- no marked starting gang: the players pick theirs in the game.

The text is checked by ``parse_deck`` like any deck file.
"""
from __future__ import annotations

import random
from collections import Counter
from functools import cache

from doomtown_tui.engine.cards import CardDef, card_pool
from doomtown_tui.engine.deck import DECK_SIZE, MAX_JOKERS, MAX_SAME, Deck, parse_deck
from doomtown_tui.sim import starter_decks

OFF_FACTION_KEPT = 0.3    # the chance a dude of another faction drawn stays in the deck
RARE_SHARE = 0.5          # the share of draws among the titles no starter deck holds


@cache
def _pool() -> tuple[tuple[CardDef, ...], tuple[CardDef, ...], tuple[CardDef, ...], tuple[CardDef, ...]]:
    """The outfits, the cards with a suit and value, those no starter deck holds, and the Jokers."""
    cards = card_pool().cards
    in_starters = {card.title for deck in starter_decks() for card in deck.cards}
    playable = tuple(c for c in cards if c.suit is not None and c.value is not None and not c.has("Token"))
    return (tuple(c for c in cards if c.type == "outfit"), playable,
            tuple(c for c in playable if c.title not in in_starters), tuple(c for c in cards if c.type == "joker"))


def random_deck_text(rng: random.Random) -> str:
    """A legal deck list drawn with ``rng`` (see the module's docstring)."""
    outfits, playable, rare, jokers = _pool()
    outfit = rng.choice(outfits)
    titles: Counter[str] = Counter()
    bases: Counter[str] = Counter()
    ranks: Counter[tuple[str | None, int | None]] = Counter()
    drawn = 0
    while drawn < DECK_SIZE:
        card = rng.choice(rare if rare and rng.random() < RARE_SHARE else playable)
        if card.type == "dude" and card.faction not in (outfit.faction, "Drifter") \
                and rng.random() >= OFF_FACTION_KEPT:
            continue
        if bases[card.base_title] >= MAX_SAME or ranks[(card.suit, card.value)] >= MAX_SAME:
            continue
        titles[card.title] += 1
        bases[card.base_title] += 1
        ranks[(card.suit, card.value)] += 1
        drawn += 1
    lines = [f"1x {outfit.title}", *(f"{count}x {title}" for title, count in titles.items())]
    lines += [f"1x {joker.title}" for joker in rng.sample(jokers, rng.randint(0, min(MAX_JOKERS, len(jokers))))]
    return "\n".join(lines) + "\n"


def random_deck(rng: random.Random, name: str) -> Deck:
    """``random_deck_text`` read as a deck named ``name``."""
    return parse_deck(random_deck_text(rng), name=name)
