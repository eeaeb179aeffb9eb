"""The turn as a generator: setup, then days of Gamblin', Production, Upkeep, High Noon, Sundown
and Nightfall until someone wins (or the optional day cap ends the game with no winner)."""
from __future__ import annotations

from doomtown_tui.engine import actions, hooks, setup
from doomtown_tui.engine.decision import Flow
from doomtown_tui.engine.gamblin import gamblin
from doomtown_tui.engine.high_noon import high_noon
from doomtown_tui.engine.nightfall import nightfall
from doomtown_tui.engine.production import production
from doomtown_tui.engine.resolution import respond
from doomtown_tui.engine.state import GameState
from doomtown_tui.engine.sundown import sundown
from doomtown_tui.engine.upkeep import upkeep

DAY = (("gamblin", gamblin), ("production", production), ("upkeep", upkeep), ("high_noon", high_noon),
       ("sundown", sundown), ("nightfall", nightfall))


def opening(state: GameState, marked: list[list[str]], shuffle: bool) -> Flow[None]:
    """Coin toss, starting gangs (Dealer first), shuffle and draw five."""
    setup.coin_toss(state)
    for player in state.order_from_dealer():
        yield from setup.starting_gang(state, player, marked[player])
    setup.place_gangs(state)
    for player in state.order_from_dealer():
        if shuffle:
            actions.shuffle_deck(state, player)
        extra = hooks.player_bonus(state, player, "starting_hand")    # e.g. a Boss Battle Villain's
        actions.draw(state, player, state.players[player].hand_size + extra)
    for player in state.order_from_dealer():     # starting-gang cards with a setup step (a Gadget dude's invention)
        for inst in state.dudes_in_play(player):
            hook = state.rules.starting_gang.get(inst.card.code) if state.rules.starting_gang else None
            if hook is not None:
                yield from hook(state, inst)


def game_flow(state: GameState, start: str = "setup", marked: list[list[str]] | None = None,
              shuffle: bool = True, turn: tuple[int, int, bool] | None = None) -> Flow[None]:
    """The game from the start of phase ``start`` (or, with ``turn``, from that turn of the High Noon
    window: a restart point, see ``checkpoints.py``). The start of each phase is a restart point."""
    variant = state.variant if state.boss is not None else None   # a Boss Battle scenario's rules
    if start == "setup":
        if variant is not None and variant.opening is not None:
            yield from variant.opening(state, marked or [[], []], shuffle)
        else:
            yield from opening(state, marked or [[], []], shuffle)
        start = "gamblin"
    index = [name for name, _ in DAY].index(start)
    while True:
        for name, phase in DAY[index:]:
            if turn is not None:
                yield from high_noon(state, resume=turn)
                turn = None
            else:
                if state.checkpoint is not None:
                    state.checkpoint(name, None)
                yield from phase(state)
            if state.over:
                return
            if variant is not None and variant.phase_end is not None:
                yield from variant.phase_end(state, name)
            yield from respond(state)
            actions.end_effects(state, "phase")
        index = 0
        if state.max_days is not None and state.day >= state.max_days:
            actions.end_game(state, text=f"Day {state.day} was the last: the game ends with no winner")
            return
        actions.next_day(state)
