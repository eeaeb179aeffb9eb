"""Helpers for card tests: answer decisions by what the options say, not by raw ids."""
from __future__ import annotations

from typing import Any

from doomtown_tui.engine import Game


def option(game: Game, **data: Any) -> str:
    """The id of the pending decision's option whose data matches ``data``."""
    decision = game.decision
    assert decision is not None, "the game is over"
    for opt in decision.options:
        if all(opt.data.get(k) == v for k, v in data.items()):
            return opt.id
    raise AssertionError(f"no option with {data} in {decision.kind}: {[o.data for o in decision.options]}")


def has_option(game: Game, **data: Any) -> bool:
    decision = game.decision
    return decision is not None and any(all(o.data.get(k) == v for k, v in data.items()) for o in decision.options)


def play(game: Game, **data: Any) -> None:
    """Choose the option matching ``data`` for whoever must decide."""
    decision = game.decision
    assert decision is not None
    game.choose(decision.player, option(game, **data))


def pass_until(game: Game, kind: str) -> None:
    """Keep passing (or taking the 'done'/'keep' answer) until a decision of ``kind`` comes up."""
    for _ in range(200):
        decision = game.decision
        assert decision is not None
        if decision.kind == kind:
            return
        calm = [o for o in decision.options if o.data.get("play") in ("pass", "done", "keep", "accept")]
        if decision.multi:
            game.choose(decision.player, [o.id for o in decision.options][:decision.min])
        else:
            game.choose(decision.player, (calm or list(decision.options))[0].id)
    raise AssertionError(f"no {kind} decision came up")


def uid_of(game: Game, title: str, owner: int | None = None) -> int:
    for card in game.state.in_play:
        if card.title == title and (owner is None or card.owner == owner):
            return card.uid
    raise AssertionError(f"{title} is not in play")
