"""A plain-text table: play a hotseat game (two to four players, or a Boss Battle) at a line prompt.

Shows the town, the deciding player's hand and the question, and reads the option number(s).
It holds no rules: everything it offers comes from the engine's pending decision.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from doomtown_tui.automaton import AutomatonAgent
from doomtown_tui.engine import Game, load_deck
from doomtown_tui.engine.deck import Deck
from doomtown_tui.engine.view import CardView, StateView

SUITS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}


def _dude(card: CardView) -> str:
    flags = (" booted" if card.booted else "") + (f" bounty {card.bounty}" if card.bounty else "")
    return f"{card.title} [{card.bullets} {card.shooter}, inf {card.influence}{flags}]"


def render(view: StateView, seat: int) -> str:
    lines = [f"Day {view.day} - {view.phase.replace('_', ' ')} - Dealer: {view.players[view.dealer].name}"]
    by_location: dict[str, list[str]] = {}
    for card in view.in_play:
        if card.type == "dude" and card.location:
            by_location.setdefault(card.location, []).append(_dude(card))
    scoring = len(view.players) > 2     # with three or four players, victory points win (multiplayer rules)
    for p in view.players:
        check = "  (in check!)" if p.in_check else ""
        points = f", {p.victory_points}/{len(view.players) - 1} VP" if scoring else ""
        lines.append(f"{p.name}: {p.stash} GR, influence {p.influence}, control {p.control}{points}, "
                     f"hand {p.hand_size}, deck {p.deck_size}, debt {p.debt}{check}")
        for loc in p.street + p.out_of_town:
            who = ", ".join(by_location.get(loc, [])) or "-"
            lines.append(f"   {loc}: {who}")
    lines.append(f"   Town Square: {', '.join(by_location.get('Town Square', [])) or '-'}")
    me = view.players[seat]
    hand = [c for c in me.hand if isinstance(c, CardView)]
    lines.append(f"{me.name}'s hand: " + ", ".join(
        f"{c.title} ({c.type}" + (f", {c.cost} GR)" if c.cost is not None else ")") for c in hand))
    return "\n".join(lines)


def boss_line(view: StateView) -> str | None:
    """The Boss Battle's status: scenario, roles, victory points, the event, today's stud bonus."""
    boss = view.boss_battle
    if boss is None:
        return None
    roles = ", ".join(f"{view.players[i].name} the {role.title()}" for i, role in enumerate(boss.roles))
    heroes = ", ".join(f"{view.players[p].name} {n} VP" for p, n in boss.hero_victory_points)
    event = f"; event: {boss.active_event.title}" if boss.active_event is not None else ""
    bonus = ", ".join(f"{view.players[p].name} +{n} stud" for p, n in boss.stud_bonus if n)
    return (f"{boss.title} ({roles}) - Ivor {boss.boss_victory_points}/{boss.victory_points_to_win} VP"
            + (f"; Heroes: {heroes}" if boss.event_deck_used else "") + event + (f"; today {bonus}" if bonus else ""))


def play(decks: Sequence[str], seed: int | None) -> int:
    from doomtown_tui.data import resolve_deck

    return play_game([load_deck(resolve_deck(d)) for d in decks], seed)


def play_game(decks: Sequence[Deck], seed: int | None, options: dict[str, Any] | None = None,
              automaton_seat: int | None = None) -> int:
    """Play ``decks`` at the prompt; the Automaton answers for ``automaton_seat`` (a solo game, or a Boss
    Battle's Villain)."""
    game = Game.new(list(decks), seed=seed, options=options)
    agent = AutomatonAgent() if automaton_seat is not None else None
    shown = 0
    while not game.over:
        decision = game.decision
        assert decision is not None
        if agent is not None and decision.player == automaton_seat:
            game.choose(decision.player, agent.choose(game, decision))
            continue
        for event in game.events[shown:]:
            print("  \u00b7 " + event.text)
        shown = len(game.events)
        print()
        view = game.view(decision.player)
        print(render(view, decision.player))
        if (line := boss_line(view)) is not None:
            print(line)
        print(f"\n{decision.prompt}")
        for number, option in enumerate(decision.options, 1):
            print(f"  {number:>3}. {option.label}")
        hint = f"numbers separated by spaces ({decision.min}-{decision.max})" if decision.multi else "a number"
        raw = input(f"Choose {hint}, or q to quit: ").strip()
        if raw.lower() == "q":
            return 0
        try:
            picks = [decision.options[int(x) - 1].id for x in raw.split()] if raw else []
            game.choose(decision.player, picks if decision.multi else (picks[0] if picks else ""))
        except (ValueError, IndexError) as exc:
            print(f"Not accepted: {exc}")
    for event in game.events[shown:]:
        print("  \u00b7 " + event.text)
    winner = game.winner
    boss = game.state.boss_battle
    if boss is not None and boss.result_text:
        print("Game over: " + boss.result_text)
        return 0
    print("Game over: " + (f"{game.state.players[winner].name} wins." if winner is not None else "no winner."))
    return 0
