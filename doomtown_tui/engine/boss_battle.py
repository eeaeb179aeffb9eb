"""The Boss Battle variant's play changes (rulebook "Boss Battle! Variant": "Play Changes" and "Winning
the Game"), shared by its scenarios. A scenario (``doomtown_tui/scenarios/``) builds its
``hooks.Variant`` from the hooks here plus its own rules; the engine reaches them only through the
variant, switched on by ``GameOptions.boss_battle``.

Everything that depends on the number of Heroes takes it as a parameter (two seats make one Hero):

1. ``applications``: the Villain may pay 1 GR more to make an ability apply once per opposing Hero
   (with one Hero that changes nothing, so the engine never offers it: ``may_pay_per_hero``);
2. ``extra_production``: +1 production on the Villain's outfit per Hero after the first;
3. ``extra_hand``: +1 hand size and starting hand for the Villain per Hero after the first;
4. ``flip_event``: after each Gamblin' phase the next event card is flipped (an empty deck flips none);
5. ``victory_check``: a side that would have won under the normal rules gets +1 stud bonus the next
   day instead of winning; then the scenario's own win conditions, then (if the scenario uses them)
   the standard ones: the Heroes win with 3 victory points, the Villain at Sundown of day 5.
"""
from __future__ import annotations

from collections.abc import Callable
from types import MappingProxyType

from doomtown_tui.engine import actions
from doomtown_tui.engine.state import CardInst, GameState
from doomtown_tui.engine.sundown import standings, victor

HEROES_VP_TO_WIN = 3
LAST_DAY = 5
BOSS_VP_TO_WIN = 4        # the Showstopper's (the only scenario played): victory points on the Boss
RESULTS = MappingProxyType({
    "boss_victory_points": "the Boss has {n} victory points: the Villain wins",
    "boss_buried": "the Boss lies in Boot Hill and nothing of his is left in play: the Heroes win",
    "hero_victory_points": "the Heroes have {n} victory points: they win",
    "last_day": "Sundown of day {n}: the Villain's schemes have overrun the town",
})

ScenarioWin = Callable[[GameState], "tuple[int, str, int] | None"]


# --- the numbers that grow with the Heroes -----------------------------------------------------------------
def applications(heroes: int, paid: bool) -> int:
    """How many times a Villain's ability applies: once, or once per opposing Hero if 1 GR more was paid."""
    return max(1, heroes) if paid else 1


def may_pay_per_hero(heroes: int) -> bool:
    """Paying for more applications only matters against two or more Heroes."""
    return heroes > 1


def extra_production(heroes: int) -> int:
    return max(0, heroes - 1)


def extra_hand(heroes: int) -> int:
    return max(0, heroes - 1)


def stat(state: GameState, card: CardInst, name: str) -> list[tuple[int, str]]:
    """Play change 2: the Villain's outfit produces more against more Heroes."""
    boss = state.boss
    if boss is None or name != "production" or card.card.type != "outfit" or card.owner != boss.villain:
        return []
    extra = extra_production(boss.heroes)
    return [(extra, "Boss Battle: one more per extra Hero")] if extra else []


def player_bonus(state: GameState, player: int, name: str) -> int:
    """Play change 3: the Villain's hand size (``hand_size``) and starting hand (``starting_hand``)."""
    boss = state.boss
    if boss is None or player != boss.villain or name not in ("hand_size", "starting_hand"):
        return 0
    return extra_hand(boss.heroes)


# --- events -----------------------------------------------------------------------------------------------
def flip_event(state: GameState) -> None:
    """Play change 4: the previous event leaves the game, the next one becomes active; a flipped card's
    victory points go to its side at once."""
    index = actions.flip_event(state)
    boss = state.boss
    if index is None or boss is None:
        return
    card = boss.event_cards[index]
    if card.victory_points and card.side == "hero":
        for hero in boss.hero_seats:
            actions.add_hero_victory_points(state, hero, card.victory_points, card.title)
    elif card.victory_points:
        uid = boss_in_play(state)
        if uid is not None:
            actions.add_victory_points(state, uid, card.victory_points, card.title)


def phase_end(state: GameState, phase: str) -> None:
    if phase == "gamblin":
        flip_event(state)


def side_of(state: GameState, player: int) -> str:
    boss = state.boss
    assert boss is not None
    return "villain" if player == boss.villain else "hero"


def stud_bonus(state: GameState, player: int) -> int:
    """Extra stud bonus for ``player``'s posses today: +1 won at the last victory check (play change 5)
    and the active event's, if it is on ``player``'s side."""
    boss = state.boss
    if boss is None:
        return 0
    total = boss.stud_bonus.get(player, 0) if boss.bonus_day == state.day else 0
    if boss.active_event is not None:
        card = boss.event_cards[boss.active_event]
        if card.side == side_of(state, player):
            total += card.stud_bonus
    return total


def boss_in_play(state: GameState) -> int | None:
    """The uid of the Boss's card in play under the Villain's control (None: not in play)."""
    boss, variant = state.boss, state.variant
    if boss is None or variant is None or variant.boss is None:
        return None
    found = state.in_play_with("boss:" + variant.boss, frozenset({variant.boss}))
    return next((c.uid for c in found if c.controller == boss.villain), None)


def boss_victory_points(state: GameState) -> int:
    boss = state.boss
    uid = boss_in_play(state)
    return 0 if boss is None or uid is None else boss.boss_vp.get(uid, 0)


# --- winning ----------------------------------------------------------------------------------------------
def victory_check(state: GameState, scenario_win: ScenarioWin, standard: bool) -> None:
    """Sundown's victory check under the Boss Battle (play change 5 and "Winning the Game"):
    ``scenario_win`` gives (winner, result key, number) if the scenario's conditions are met;
    ``standard`` adds the standard conditions (3 Hero victory points; the Villain at day 5)."""
    boss = state.boss
    assert boss is not None
    normal = victor(*standings(state))
    actions.give_stud_bonus(state, [] if normal is None else [normal], state.day + 1)
    found = scenario_win(state)
    if found is None and standard:
        found = standard_win(state)
    if found is not None:
        winner, result, number = found
        actions.end_boss_battle(state, winner, result, _sentence(result, number))


def standard_win(state: GameState) -> tuple[int, str, int] | None:
    """The standard conditions: a Hero with 3 victory points, else the Villain at Sundown of day 5."""
    boss = state.boss
    assert boss is not None
    for hero in boss.hero_seats:
        if boss.hero_vp.get(hero, 0) >= HEROES_VP_TO_WIN:
            return hero, "hero_victory_points", boss.hero_vp[hero]
    if state.day >= LAST_DAY:
        return boss.villain, "last_day", state.day
    return None


def _sentence(result: str, number: int) -> str:
    text = RESULTS[result].format(n=number)
    return text[0].upper() + text[1:] + "."


def result_text(state: GameState) -> str | None:
    """Why the Boss Battle ended, in words (None while it goes on)."""
    boss = state.boss
    if boss is None or boss.result is None:
        return None
    event = next((e for e in reversed(state.events) if e.kind == "game_over"), None)
    return event.text if event is not None else RESULTS[boss.result]
