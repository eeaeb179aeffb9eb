"""What the app says about a Boss Battle, in its own words: the scenarios' titles, the Showstopper's
rules page, the status line's parts (the Boss's victory points, the Heroes', the active event, the
day's extra stud bonus) and the result on the game-over screen.

Plain data and string helpers over the engine's ``BossBattleView``: no Textual and no engine
import, so the save list, the help and the table can all use it cheaply. ``TITLES`` repeats the
scenarios' titles (a test checks them against ``doomtown_tui.scenarios``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from doomtown_tui.tui import render

if TYPE_CHECKING:
    from doomtown_tui.engine.view import BossBattleView, EventView

TITLES = {"showstopper": "Boss Battle: The Showstopper"}
BOSS_NAMES = {"showstopper": "Ivor"}
SIDES = {"hero": "the Heroes", "villain": "the Villain"}

SHOWSTOPPER_RULES = """\
[b u]Boss Battle: The Showstopper[/]
  One Hero takes on the Villain, Ivor Hawley and his circus of horrors. Seat 1 is the Hero and
  seat 2 the Villain (Fearmongers, with the scenario's ready deck unless a deck file is given).
  The Villain may be the Automaton (Gunfighter): the rulebook's cooperative play.

  [b]Set-up[/]  The Villain does not pick an ordinary starting gang. Ivor starts in the town square
  with two Hexes of different titles on him, and four Abominations (Fearmongers or drifters) wait
  at the Villain's home. All of it comes out of the starting stash, priced as if the Abominations
  came first: each one makes Ivor 1 GR cheaper, and each Hex costs 3 GR less than printed. Then an
  "Open Wound" belonging to the Villain is built next to every home, the Villain's too; each
  player says on which side of their own home it goes.

  [b]The Heroes' job[/]  Each Hero has a Noon ability on their home: boot it to lead a job against
  an Open Wound they control. The Villain must oppose it, and a Gunslinger token (2 stud) joins
  the Villain's side. If the job succeeds, that Open Wound is aced.

  [b]Not Taking Chances[/]  An Open Wound that leaves play always ends up in Boot Hill, whatever
  would have sent it elsewhere.

  [b]Showboating[/]  At Sundown, if Ivor stands unbooted in the town square, he earns a victory
  point, just before victory is checked. Booting him or driving him out of the square stops it.

  [b]The Town Is My Big Top[/]  The Villain controls the town square whenever their influence
  there beats every Hero's. Otherwise it is nobody's, as usual.

  [b]Everything Up His Sleeves[/]  At Nightfall the Villain may throw away one card for each Hero
  (one, in a game with one Hero).

  [b]The Show Must Go On[/]  When a Hero's effect picks Ivor as its target, the Villain may hand
  it to another of their dudes instead (during a shootout, one riding in Ivor's posse).

  [b]Minor Server[/]  Ivor is never simply discarded: whenever he would be, he is aced. And if he
  is not in play when Upkeep begins, the Villain fetches him from their deck, discard pile, Boot
  Hill or hand and he walks back into the town square for free, booted; the deck is reshuffled.

  [b]Loyal to the Circus[/]  The Villain's drifter and Fearmonger dudes each cost 1 GR less
  upkeep.

  [b]Winning[/]  Whenever victory is checked: if Ivor carries 4 victory points, the Villain wins.
  If Ivor lies in Boot Hill and not one Open Wound is left in play, the Heroes win. Because Ivor
  returns at Upkeep, both must be true at the same check. A side that would have won the ordinary
  way (control beating influence) wins nothing; instead its posses get +1 stud bonus the next day.

  [b]Our rulings[/]
  \u2022 The usual Boss Battle endings (3 victory points for the Heroes, Sundown of day 5 for the
    Villain) do not apply here: the scenario names its own, and only those end the game.
  \u2022 Ivor's discount counts Abominations in any Boot Hill too, as his own card text would.
  \u2022 Minor Server catches every discard of Ivor, not only as a casualty, and the deck is
    reshuffled every time he comes back (it is looked through first).
  \u2022 The event deck is optional. The project ships no event cards: type your own into a TOML
    file (see the README). The app applies an event's victory points and stud bonus by itself;
    anything else an event says is shown here and the players apply it.
  \u2022 With an event deck, each Hero gets two more Noon abilities on their home: spend 2 victory
    points to ace an Open Wound where one of their dudes stands, or 1 to draw a card.
  \u2022 The Automaton as the Villain takes the deck's own show, and always shields Ivor with its
    cheapest other dude when The Show Must Go On lets it.
"""

RULES = {"showstopper": SHOWSTOPPER_RULES}


def title(scenario: str) -> str:
    return TITLES.get(scenario, scenario.capitalize())


def boss_name(scenario: str) -> str:
    return BOSS_NAMES.get(scenario, "the Boss")


def event_markup(event: EventView) -> str:
    """An event card: its title, its side and its text as typed."""
    text = render.esc(event.text) if event.text else "[dim](no text)[/]"
    return f"[b]{render.esc(event.title)}[/] [dim]({SIDES.get(event.side, event.side)}' event)[/]\n  {text}"


def rules_markup(view: BossBattleView) -> str:
    """The scenario's rules page: the active event first (when there is one), then the rules."""
    head = ""
    if view.active_event is not None:
        head = f"[b u]The event in force this turn[/]\n  {event_markup(view.active_event)}\n\n"
    elif view.event_deck_used:
        head = f"[dim]Event deck: {view.events_left} card(s) still to flip; none is in force now.[/]\n\n"
    return head + RULES.get(view.scenario, f"[b]{render.esc(view.title)}[/]")


def status_parts(view: BossBattleView, names: dict[int, str]) -> list[str]:
    """The status line's Boss Battle parts: the title, the Boss's points out of the target, the Heroes'
    points (with an event deck), the active event and any extra stud bonus today."""
    parts = [f"[b $warning]{render.esc(view.title)}[/]",
             f"{boss_name(view.scenario)} [b]{view.boss_victory_points}/{view.victory_points_to_win}[/] VP"]
    if view.event_deck_used:
        for seat, points in view.hero_victory_points:
            parts.append(f"{render.esc(names.get(seat, 'Hero'))} [b]{points}[/] VP")
        if view.active_event is not None:
            parts.append(f"event: [b]{render.esc(view.active_event.title)}[/]")
    for seat, bonus in view.stud_bonus:
        if bonus:
            parts.append(f"{render.esc(names.get(seat, 'seat'))} +{bonus} stud today")
    return parts


def result_markup(view: BossBattleView, winner: int | None, names: dict[int, str]) -> str:
    """The game-over head of a Boss Battle: which side won (and who played it), and why."""
    if winner is None:
        head = "[b]The show ends with no winner.[/]"
    else:
        side = "Villain" if view.roles[winner] == "villain" else "Hero"
        head = f"[b $warning]The {side} wins: {render.esc(names.get(winner, side))}![/]"
    why = view.result_text or ("the game stopped before either side met its goal" if winner is None else "")
    lines = [f"[b]{render.esc(view.title)}[/]", head]
    if why:
        lines.append(render.esc(why[:1].upper() + why[1:]) + ("" if why.endswith(".") else "."))
    if view.boss_uid is not None:
        lines.append(f"{boss_name(view.scenario)} ended with {view.boss_victory_points} of "
                     f"{view.victory_points_to_win} victory points.")
    return "\n".join(lines)
