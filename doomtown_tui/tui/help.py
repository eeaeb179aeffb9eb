"""The help screen: the keys, playing against the Automaton, three and four players, a short summary
of a day in Doomtown and the Boss Battle scenario's rules (our own words); and the scenario's own rules page, which the
table opens with ``v`` in a Boss Battle (with the event in force, if any)."""
from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from doomtown_tui.tui.bossbattle import SHOWSTOPPER_RULES

KEYS = """\
[b u]Keys at the table[/]
  [b]Up/Down[/], [b]Enter[/]   move through the options and choose one (a click works too)
  [b]1[/]-[b]9[/]            choose one of the first nine options at once
  [b]Left/Right[/]       jump to the previous / next group of options (Recruit, Move, Call out ...)
  [b]/[/]                type to filter the options; [b]Escape[/] shows them all again
  [b]Space[/]            on a pick-several question: tick or untick the highlighted card
  [b]Enter[/]            on a pick-several question: confirm (greyed out until the pick is legal)
  [b]Tab[/], [b]Shift+Tab[/]   walk card by card over the table and the hands (arrow keys too, once on
                   a card); the side panel shows the focused card in full; [b]Enter[/] on a
                   card keeps only the options that name it
  [b]Enter[/] twice        after the curtain, a closed dialog or the end of a shootout the first Enter
                   only wakes the options (a banner says so): a double press never plays by mistake;
                   at the game's end it takes two Enters (or Escape) to leave the summary
  [b]p[/]                pass (when the question has a Pass; it is also highlighted on arrival)
  [b]b[/]                keeping five cards: tick the best legal hand; press again for the best
                   hand overall when that one is cheatin' (and again to go back)
  [b]i[/]                the focused card in full        [b]d[/]  discard piles and Boot Hills
  [b]l[/]                the whole event log             [b]t[/]  switch between town and shootout
  [b]u[/]                undo the last human choice      [b]s[/]  save as      [b]o[/]  load
  [b]Space[/] or [b]n[/]       an agent is thinking: don't wait for it (hold it to hurry on)
  [b]f[/]                fast-forward: no more pauses until a human is to decide
  [b]q[/]                back to the menu (the game is autosaved)   [b]Ctrl+Q[/]  quit
  [b]v[/]                in a Boss Battle: the scenario's rules and the event in force
  [b]?[/] or [b]F1[/]          this help                      [b]Ctrl+P[/]  command palette

[b u]Hotseat[/]
  With two or more human seats each player sees only their own hand and draw hand. When the
  keyboard must change hands a curtain hides the table and names who decides next: that player
  presses Enter to sit down. Choose "open hands" on the new-game form to play without it.

"""

MULTIPLAYER = """\
[b u]Three and four players[/]
  Set "Players" to 3 or 4 on the new-game form (a standard game only: the Boss Battle and the
  Automaton are two-player games); each seat is a human or a computer. Seats go clockwise:
  turns start at the Dealer (in a shootout the Dealer stays out of, at its Leader) and go round
  the table; the status line shows that order with the player deciding now highlighted.
  Every player has a street of their own, all of them meeting at the Town Square: each home is
  next to the square, each deed next to its neighbours on the same street.
  Winning works differently: at Sundown you score a victory point ([b]VP[/]) against every
  opponent whose influence is below your control; one point per opponent wins (VP 2/2 with three
  players, 3/3 with four). Each player's line shows their points; IN CHECK warns that an
  opponent would score against you if the day ended now.
  A shootout still has two sides, but once both posses stand the Leader, then the Mark, may invite
  the others: an invited player may send dudes to that side. Such a dude is shown in the posse
  with its owner's name in brackets, e.g. "(Ann)". Lowball pays the lowest hand 2 GR (and the
  deal) and the second lowest 1 GR.
"""

SUIT_ROWS = ("    [$suit-red]\u2665[/] invade   [$suit-black]\u2660[/] gather   "
             "[$suit-red]\u2666[/] reinforce   [$suit-black]\u2663[/] call out")
SOLO = f"""\
[b u]Playing alone against the Automaton[/]
  Pick "Automaton (Gunfighter)" as the other seat on the new-game form (or start with
  [b]doomtown --solo YOUR_DECK --vs ITS_DECK[/]). The Automaton follows a fixed chart instead of
  thinking: when it would play, it turns over the top card of its deck, and the suit picks its row
{SUIT_ROWS}
  then it tries to play a card of that suit, else to use an ability, else it takes 1 GR.
  A Joker runs all four rows.
  Its turns are summed up in a panel above your options (any key closes it) and its reasons
  appear in the log, marked \u25b8. Its hand stays hidden: you see only how many cards it holds.
  Twists (ticked on the form) make it tougher. When the game ends you get Bragging Rights, a
  score kept under Scores on the title screen; compare it only with games that used the same
  decks and twists.

"""

TURN = """\
[b u]A day in Doomtown[/]
  [b]Gamblin'[/]     Both players ante 1 GR and draw five cards; the lower poker hand wins the pot
               and becomes the Dealer, who acts first all day.
  [b]Production[/]   Each player collects the GR that their deeds and outfit produce.
  [b]Upkeep[/]       Pay the upkeep of your dudes (or let some of them go).
  [b]High Noon[/]    Take turns making one play each: recruit dudes, build deeds, buy goods, move,
               call out an enemy dude, use abilities ... or pass. It ends when both pass in a row.
  [b]Shootouts[/]    Posses form; each side picks a shooter, draws five cards plus its stud bonus,
               may swap cards with its draw bonus, keeps its best five and reveals. The worse
               hand takes casualties equal to the difference in rank; then anyone may flee.
  [b]Sundown[/]      If your control points exceed your opponent's influence you win (the larger
               control wins if both do). A warning marks a player who is "in check".
  [b]Nightfall[/]    Discard a card if you like, draw back up to your hand size, unboot everything.

"""

TABLE = """\
[b u]Reading the table[/]
  Wide screens show the whole town in two columns, one per player: that player's street from
  top to bottom in street order, the Town Square with that player's dudes in it, then their
  Out of Town deeds. A coloured bar [b]\u258c[/] marks whose card it is.
  A dude is one line:  [b]Rob Wilby[/] 2\u2660 2d i0 cp1 u1 b2 \u21b7
    [b]2\u2660[/]    value and suit          [b]2s[/] / [b]2d[/]   bullets, stud / draw
    [b]i1[/]    influence               [b]cp1[/]       control points (only when it has some)
    [b]u1[/]    upkeep                  [b]b2[/]        bounty (the dude is wanted)
    [b]\u26052[/]    victory points on the card (a Boss Battle's Boss: Ivor in the Showstopper)
    [b]\u21b7[/]     booted (its name is dimmed too)
  An attachment sits under its host:  + Shotgun +1b  (b bullets, i influence, cp control
  points, p production, \u21b7 booted).
  A location's header: [b]home[/] for an outfit, [b]p2[/] production, [b]cp1[/] control points, and
  [b]ctrl NAME[/] when someone other than its owner controls it.
  Player lines: GR ghost rock, inf influence, ctrl control points, hand / deck / disc (discard
  pile) / hill (Boot Hill) sizes.

"""


class HelpScreen(ModalScreen[None]):
    """Keys and a turn summary; Escape or ? closes it."""

    CSS = """
    HelpScreen { align: center middle; background: $background 60%; }
    HelpScreen > VerticalScroll { width: 100; max-width: 100%; height: 90%; border: round $accent;
        background: $surface; padding: 0 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,question_mark,f1,q", "close", "Close", id="close")]

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(KEYS)
            yield Static(TABLE)
            yield Static(SOLO)
            yield Static(MULTIPLAYER)
            yield Static(TURN)
            yield Static(SHOWSTOPPER_RULES)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss(None)


class ScenarioRulesScreen(HelpScreen):
    """A Boss Battle scenario's rules page (``bossbattle.rules_markup``); Escape, v or q closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,v,q", "close", "Close", id="close")]

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(self.text, id="scenario-rules")
        yield Footer()
