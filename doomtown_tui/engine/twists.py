"""The Automaton's twists (rulebook "Automaton Variant", Twists): optional rules that make it harder.

Each twist is a name in ``state.automaton.twists``; the rules call the functions here at the points
the twist changes. ``one_more_thing`` and ``quick_reactions`` live in the play windows
(``windows.play_window``), ``double_plays`` in the pull (``automaton_pull``).

- ``high_stakes``: after the lowball, if the human's hand rank is higher, the Automaton gains the
  difference in ranks.
- ``hired_help``: whenever the Automaton forms a posse, a Gunslinger token joins it (and, as the
  token's own text says, leaves play when that shootout is over).
- ``one_more_thing``: when a window would end, the Automaton makes one more pull; the human may
  then play on (and the window goes on) or pass (and it ends).
- ``quick_reactions``: the Automaton pulls first at the start of High Noon (a phase; not in a
  shootout's plays or Resolution, which are steps).
- ``double_plays``: every pull both plays a card and uses an ability, with 1 GR of recompense
  for each of the two it cannot do.
- ``shooty_dudes`` / ``influential_dudes``: its dudes get a permanent +1 bullets / +1 influence
  when they enter play (its starting gang and tokens too; ``actions.put_dude_into_play``).
- ``endless_dudes``: at the start of each High Noon a Gunslinger token that stays in play enters
  play at its home.
- ``posse_teamwork``: its posses get +1 stud bonus.
- ``delayed_recompense``: recompense goes onto its locations (deeds first, then most control
  points, then most production, spread evenly) instead of its stash; in Production it takes what
  lies on locations it controls and the rest goes back to the bank.
"""
from __future__ import annotations

from doomtown_tui.engine import actions, stats, town
from doomtown_tui.engine.state import GameState

TWISTS = ("high_stakes", "hired_help", "one_more_thing", "quick_reactions", "double_plays", "shooty_dudes",
          "influential_dudes", "endless_dudes", "posse_teamwork", "delayed_recompense")
TOKEN = "Gunslinger"
STAYS = "token_stays"     # an effect that keeps a token in play past its "remove it" text (Endless Dudes)


def active(state: GameState, twist: str) -> bool:
    return state.automaton is not None and state.automaton.has(twist)


def stud_bonus(state: GameState, player: int) -> int:
    """Posse Teamwork: +1 stud bonus for the Automaton's posse."""
    a = state.automaton
    return 1 if a is not None and a.seat == player and a.has("posse_teamwork") else 0


def hired_help(state: GameState, player: int) -> int | None:
    """Hired Help: when the Automaton has formed a posse, a Gunslinger token enters play at the
    shootout; returns its uid (the shootout makes it join), or None without the twist."""
    a, so = state.automaton, state.shootout
    if a is None or so is None or a.seat != player or not a.has("hired_help"):
        return None
    return actions.create_token(state, player, TOKEN, so.location)


def endless_dudes(state: GameState) -> None:
    """Endless Dudes: at the start of High Noon a Gunslinger that stays enters play at the Automaton's home."""
    a = state.automaton
    if a is None or not a.has("endless_dudes"):
        return
    uid = actions.create_token(state, a.seat, TOKEN, state.home_of(a.seat))
    actions.add_effect(state, STAYS, target=uid, until="permanent", reason="endless dudes")


def high_stakes(state: GameState, ranks: dict[int, int]) -> None:
    """High-stakes Gambling: the Automaton gains the difference when the human's lowball rank is higher."""
    a = state.automaton
    if a is None or not a.has("high_stakes"):
        return
    human = state.opponent(a.seat)
    if ranks[human] > ranks[a.seat]:
        actions.gain(state, a.seat, ranks[human] - ranks[a.seat], "high-stakes gambling")


def recompense(state: GameState) -> None:
    """Step 4 of a pull: 1 GR, to the stash or (Delayed Recompense) onto one of its locations: the one with
    the least recompense waiting on it, in ``recompense_order`` among equals, so the points spread evenly
    in the twist's priority [RB 1655] whatever was collected or built in between."""
    a = state.automaton
    assert a is not None
    if not a.has("delayed_recompense"):
        actions.gain(state, a.seat, 1, "recompense")
        return
    places = recompense_order(state)
    actions.put_recompense(state, min(places, key=lambda loc: a.recompense.get(loc, 0)))   # min keeps the first


def recompense_order(state: GameState) -> list[int]:
    """Locations the Automaton owns: deeds first, then most control points, then most production,
    then the leftmost on its street (out-of-town deeds after), its home last."""
    a = state.automaton
    assert a is not None
    p = state.players[a.seat]
    order = p.street + p.out_of_town
    home = state.home_of(a.seat)

    def key(loc: int) -> tuple[int, int, int, int]:
        card = state.cards[loc]
        return (int(loc == home), -stats.control(state, card), -stats.production(state, card), order.index(loc))

    return sorted(order, key=key)


def collect_recompense(state: GameState) -> None:
    """Production with Delayed Recompense: take what lies on locations the Automaton controls."""
    a = state.automaton
    if a is None or not a.recompense:
        return
    waiting = actions.take_recompense(state)
    for loc, amount in sorted(waiting.items()):
        if state.is_location(loc) and town.location_controller(state, loc) == a.seat:
            actions.gain(state, a.seat, amount, f"recompense waiting on {state.location_name(loc)}")
        else:
            actions.log(state, "recompense_lost", f"{amount} GR of recompense on {state.location_name(loc)} "
                        "goes back to the bank", player=a.seat, amount=amount)
