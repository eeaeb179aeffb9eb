"""Shared steps of the turn: play windows that alternate until everyone passes, pulls, Jokers.

A play window (rulebook "I go, then you go"): starting with the first player, players alternate
making plays until all of them pass one after another. Which plays exist in a window comes from
``plays`` providers (the card-abilities layer registers them); when a player has no play but
passing, the engine passes for them and says so in the log, so nobody waits on an empty question.
"""
from __future__ import annotations

from typing import Callable, Generator, Iterable

from doomtown_tui.engine import actions
from doomtown_tui.engine.decision import PASS, Decision, Option, ask
from doomtown_tui.engine.state import GameState

Flow = Generator[Decision, object, object]
Play = tuple[Option, Callable[[], Flow]]
# window name -> providers; each gives a player's plays: (option, handler returning a flow)
PLAY_PROVIDERS: dict[str, list[Callable[[GameState, int], Iterable[Play]]]] = {}
SUITS = "SHDC"
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
VALUE_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}


def card_name(value: int, suit: str) -> str:
    return f"{VALUE_NAMES.get(value, str(value))}{SUIT_SYMBOLS[suit]}"


def plays_for(state: GameState, window: str, player: int) -> list[Play]:
    out: list[Play] = []
    for provider in PLAY_PROVIDERS.get(window, []):
        out.extend(provider(state, player))
    return out


def play_window(state: GameState, window: str, first: int, prompt: str,
                extra: Callable[[GameState, int], list[Play]] | None = None,
                stop: Callable[[], bool] | None = None) -> Flow:
    """Alternate plays from ``first`` until both players pass in a row (or ``stop()`` is true)."""
    player, passes = first, 0
    while passes < 2:
        if stop is not None and stop():
            return
        if window == "shootout":
            from doomtown_tui.engine.kung_fu import start_of_play

            if (yield from start_of_play(state, player)):   # a Combo was this player's play
                passes = 0
                yield from respond(state)
                player = 1 - player
                continue
        plays = plays_for(state, window, player) + (extra(state, player) if extra else [])
        if not plays:
            passes += 1
            player = 1 - player
            continue
        options = [opt for opt, _ in plays] + [PASS]
        answer = yield ask(player, window, f"{state.players[player].name}: {prompt}", options)
        if answer == "pass":
            actions.log(state, "pass", f"{state.players[player].name} passes", player=player, window=window)
            passes += 1
        else:
            passes = 0
            handler = next(h for opt, h in plays if opt.id == answer)
            yield from handler()
            yield from respond(state)
            if actions.take_another_play(state, player):   # "make another play"
                continue
        player = 1 - player


def single_play(state: GameState, window: str, player: int, prompt: str) -> Flow:
    """One play (or a pass) by ``player`` outside the alternation of a window, e.g. a play a card grants
    "before the Dealer makes the first play"."""
    plays = plays_for(state, window, player)
    if not plays:
        return
    answer = yield ask(player, window, f"{state.players[player].name}: {prompt}", [opt for opt, _ in plays] + [PASS])
    if answer == "pass":
        actions.log(state, "pass", f"{state.players[player].name} passes", player=player, window=window)
        return
    yield from next(h for opt, h in plays if opt.id == answer)()
    yield from respond(state)


def respond(state: GameState) -> Flow:
    """Triggered traits and React windows for what just happened (see ``abilities.respond``)."""
    from doomtown_tui.engine.abilities import respond as answer_events

    yield from answer_events(state)


def joker_options(best: tuple[int, str] | None = None) -> list[Option]:
    """All 52 identities a Joker can take, the suggested one first."""
    ids = [(v, s) for s in SUITS for v in range(1, 14)]
    if best is not None:
        ids.remove(best)
        ids.insert(0, best)
    return [Option(f"{v}{s}", card_name(v, s) + (" (suggested)" if (v, s) == best else ""),
                   {"play": "joker", "value": v, "suit": s}) for v, s in ids]


def pull(state: GameState, player: int, why: str = "pull") -> Generator[Decision, object, tuple[int, str]]:
    """Make a pull; a Joker pulled is given a value and suit by its owner at once (digest B47)."""
    value, suit, uid = actions.pull(state, player)
    if uid is not None and state.cards[uid].card.type == "joker":
        answer = yield ask(player, "joker", f"{state.players[player].name}: your {why} is a Joker; "
                           "what does it stand for?", joker_options((13, "S")))
        value, suit = int(str(answer)[:-1]), str(answer)[-1]
        actions.log(state, "joker", f"The Joker stands for {card_name(value, suit)}", player=player)
    return value, suit
