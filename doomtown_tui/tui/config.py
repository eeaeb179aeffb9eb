"""What a new game is made of, before the engine is involved: seats, decks, seed, privacy.

Plain dataclasses, cheap to import; the new-game form fills them and ``GameSession`` turns them
into a game.
"""
from __future__ import annotations

from dataclasses import dataclass, field

HUMAN = "human"


@dataclass(frozen=True)
class SeatConfig:
    """One seat at the table: a player's name, their deck (a starter name or a path) and who plays it.

    ``controller`` is ``"human"`` or the name of an agent from ``doomtown_tui.engine.agents``.
    """

    name: str
    deck: str
    controller: str = HUMAN

    @property
    def human(self) -> bool:
        return self.controller == HUMAN


@dataclass(frozen=True)
class GameConfig:
    """A new game: two seats, an optional seed, and whether hands are open (no privacy curtain)."""

    seats: tuple[SeatConfig, SeatConfig]
    seed: int | None = None
    open_hands: bool = False
    max_days: int | None = None
    extra: dict[str, object] = field(default_factory=dict, compare=False)


def default_config(decks: tuple[str, str], seed: int | None = None) -> GameConfig:
    """Two human seats named Player 1 and Player 2 with the given decks."""
    return GameConfig(seats=(SeatConfig("Player 1", decks[0]), SeatConfig("Player 2", decks[1])), seed=seed)
