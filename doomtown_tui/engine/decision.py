"""Decisions: the one kind of question the engine asks, and the errors a wrong answer raises.

Decision kinds (``Decision.kind``), by where they arise:

- setup: ``starting_gang``
- gamblin: ``joker`` (a Joker's suit and value), ``cheatin_resolution``
- upkeep: ``upkeep`` (pay all, or discard a card first)
- high_noon: ``noon`` (every Noon play), ``callout_response``, ``target``, ``street_side``, ``pay``,
  ``trade`` (the goods given, one at a time, in a trade play)
- shootouts and jobs: ``join_posse``, ``oppose_job``, ``shootout`` (the plays window), ``shooter``,
  ``draw`` (draw-bonus discards, multi-pick), ``draw_hand`` (the five cards to keep, multi-pick),
  ``joker``, ``resolution``, ``casualty``, ``flee`` (multi-pick), ``combo`` (a Kung Fu Technique
  that may Combo into another)
- any window: ``react``
- nightfall: ``nightfall_discard``, ``hand_limit``
- the Automaton variant (asked of the Automaton's seat during its pull, ``automaton_pull``):
  ``automaton_move`` (step 1), ``automaton_play`` (step 2), ``automaton_ability`` (step 3); after a
  pull, ``hand_limit``
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence


class IllegalChoice(ValueError):
    """A choice the pending decision does not allow. The game is left unchanged."""


class SaveError(ValueError):
    """A save file that cannot be loaded: corrupt, truncated, tampered with or from a drifted engine."""


@dataclass(frozen=True)
class Option:
    """One legal answer. ``data`` always has ``play``; often ``card``, ``uid``, ``to``, ``ability``."""

    id: str
    label: str
    data: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)


@dataclass(frozen=True)
class Decision:
    """The single pending question: who answers, what kind, and every legal answer.

    A multi-pick decision (``multi``) takes a list of between ``min`` and ``max`` distinct ids.
    ``check`` (internal) may refine which sets are legal and returns a reason when one is not.
    """

    player: int
    kind: str
    prompt: str
    options: tuple[Option, ...]
    min: int = 1
    max: int = 1
    multi: bool = False
    check: Callable[[list[str]], str | None] | None = field(default=None, compare=False, repr=False)

    def option(self, option_id: str) -> Option:
        for opt in self.options:
            if opt.id == option_id:
                return opt
        raise IllegalChoice(f"{option_id!r} is not an option of this {self.kind} decision")

    def validate(self, player: int, answer: str | Sequence[str]) -> str | list[str]:
        """Return the normalised answer, or raise IllegalChoice explaining what is wrong."""
        if player != self.player:
            raise IllegalChoice(f"player {player} cannot answer: this {self.kind} decision is player {self.player}'s")
        if not self.multi:
            if not isinstance(answer, str):
                if isinstance(answer, Sequence) and len(answer) == 1 and isinstance(answer[0], str):
                    answer = answer[0]
                else:
                    raise IllegalChoice(f"this {self.kind} decision takes one option id")
            self.option(answer)
            return answer
        if isinstance(answer, str):
            answer = [answer]
        ids = list(answer)
        if len(set(ids)) != len(ids):
            raise IllegalChoice("the same option was chosen twice")
        if not self.min <= len(ids) <= self.max:
            raise IllegalChoice(f"choose between {self.min} and {self.max} options, not {len(ids)}")
        for option_id in ids:
            self.option(option_id)
        if self.check is not None:
            reason = self.check(ids)
            if reason:
                raise IllegalChoice(reason)
        return ids


def ask(player: int, kind: str, prompt: str, options: Sequence[Option], **kw: Any) -> Decision:
    """Build a decision (helper for the rule modules)."""
    return Decision(player=player, kind=kind, prompt=prompt, options=tuple(options), **kw)


def pick(player: int, kind: str, prompt: str, options: Sequence[Option], lo: int, hi: int,
         check: Callable[[list[str]], str | None] | None = None) -> Decision:
    """Build a multi-pick decision taking ``lo`` to ``hi`` ids."""
    return Decision(player=player, kind=kind, prompt=prompt, options=tuple(options), min=lo, max=hi,
                    multi=True, check=check)


PASS = Option("pass", "Pass", {"play": "pass"})
