"""What a new game is made of, before the engine is involved: seats, decks, seed, privacy, the
Automaton's twists for a solo game, and a Boss Battle scenario with its event deck file.

Plain dataclasses, cheap to import; the new-game form fills them and ``GameSession`` turns them
into a game.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

HUMAN = "human"
AUTOMATON = "automaton"
SCENARIO_DECK = "<scenario>"   # the Villain's seat: the scenario's own ready deck
SHOWSTOPPER = "showstopper"
HERO, VILLAIN = 0, 1           # the seats of a Boss Battle (the engine's ``scenarios.VILLAIN``)


@dataclass(frozen=True)
class SeatConfig:
    """One seat at the table: a player's name, their deck (a starter name or a path) and who plays it.

    ``controller`` is ``"human"`` or the name of an agent from ``doomtown_tui.agents``; the
    ``"automaton"`` agent makes the seat the solo variant's Automaton.
    """

    name: str
    deck: str
    controller: str = HUMAN

    @property
    def human(self) -> bool:
        return self.controller == HUMAN

    @property
    def automaton(self) -> bool:
        return self.controller == AUTOMATON


@dataclass(frozen=True)
class GameConfig:
    """A new game: two to four seats (in seat order, clockwise), an optional seed, whether hands are
    open (no privacy curtain), and the twists of the Automaton (engine names such as ``hired_help``;
    only with an Automaton seat).

    ``scenario`` names a Boss Battle scenario (``"showstopper"``): seat 0 is then the Hero and seat 1
    the Villain, whose deck may be ``SCENARIO_DECK`` (the scenario's ready deck); ``event_deck`` is
    the path of an event deck file (None: play without events). Three or four seats play by the
    multiplayer rules; the Automaton and the Boss Battle take two seats only (the engine refuses more)."""

    seats: tuple[SeatConfig, ...]
    seed: int | None = None
    open_hands: bool = False
    max_days: int | None = None
    extra: dict[str, object] = field(default_factory=dict, compare=False)
    twists: tuple[str, ...] = ()
    scenario: str | None = None
    event_deck: str | None = None

    @property
    def controllers(self) -> tuple[str, ...]:
        return tuple(seat.controller for seat in self.seats)


def default_config(decks: Sequence[str], seed: int | None = None) -> GameConfig:
    """One human seat per deck, named Player 1, Player 2 ..."""
    return GameConfig(seats=tuple(SeatConfig(f"Player {n}", deck) for n, deck in enumerate(decks, start=1)),
                      seed=seed)


def solo_config(decks: Sequence[str], seed: int | None = None, twists: Sequence[str] = ()) -> GameConfig:
    """A solo game: "Player" with ``decks[0]`` in seat 1 against the Automaton with ``decks[1]``.
    (Not "You": the log speaks of each player in the third person, "You passes" reads badly.)"""
    return GameConfig(seats=(SeatConfig("Player", decks[0]), SeatConfig("Automaton", decks[1], AUTOMATON)),
                      seed=seed, twists=tuple(twists))


def showstopper_config(hero_deck: str, seed: int | None = None, automaton: bool = False,
                       twists: Sequence[str] = (), event_deck: str | None = None,
                       scenario: str = SHOWSTOPPER) -> GameConfig:
    """A Boss Battle (The Showstopper by default): "Hero" with ``hero_deck`` against the scenario's
    Villain deck, played by a second human (hotseat) or, with ``automaton``, by the Automaton (with
    ``twists``); ``event_deck``: an event deck file's path."""
    villain = SeatConfig("Automaton", SCENARIO_DECK, AUTOMATON) if automaton else SeatConfig("Villain", SCENARIO_DECK)
    return GameConfig(seats=(SeatConfig("Hero", hero_deck), villain), seed=seed,
                      twists=tuple(twists) if automaton else (), scenario=scenario, event_deck=event_deck)
