"""Messages the game widgets post upward (data goes down as views, messages come up)."""
from __future__ import annotations

from dataclasses import dataclass

from textual.message import Message


@dataclass
class CardFocused(Message):
    """A card on the table or in a hand got the focus: show it in the detail panel."""

    uid: int


@dataclass
class CardPicked(Message):
    """The player selected a card or location (Enter or double click): narrow the options to it."""

    uid: int
    title: str


@dataclass
class Answer(Message):
    """The player answered the pending decision: one option id, or a list for a multi-pick."""

    answer: str | list[str]


class ConfirmPick(Message):
    """Enter was pressed on a multi-pick question: send the selection if it is legal."""


class OpenFilter(Message):
    """``/`` was pressed in the option list: type to filter the options."""


@dataclass
class Held(Message):
    """The option list was held after a screen change: an Enter was ``swallowed`` (say "Enter
    again"), or another key woke it (clear the banner)."""

    swallowed: bool
