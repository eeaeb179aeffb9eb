"""The help screen: the keys, playing against the Automaton, and a short summary of a day in
Doomtown (our own words)."""
from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

KEYS = """\
[b u]Keys at the table[/]
  [b]Up/Down[/], [b]Enter[/]   move through the options and choose one (a click works too)
  [b]1[/]-[b]9[/]            choose one of the first nine options at once
  [b]Left/Right[/]       jump to the previous / next group of options (Recruit, Move, Call out ...)
  [b]/[/]                type to filter the options; [b]Escape[/] shows them all again
  [b]Space[/]            on a pick-several question: tick or untick the highlighted card
  [b]Enter[/]            on a pick-several question: confirm (greyed out until the pick is legal)
  [b]Tab[/], [b]Shift+Tab[/]   walk over the cards on the table and in your hand, one by one; the side
                   panel shows the focused card; [b]Enter[/] on a card keeps only the options naming it
  [b]Enter[/] twice        after the curtain, a closed dialog or the end of a shootout the first Enter
                   only wakes the options (a banner says so): a double press never plays by mistake
  [b]p[/]                pass (when the question has a Pass; it is also highlighted on arrival)
  [b]i[/]                the focused card in full        [b]d[/]  discard piles and Boot Hills
  [b]l[/]                the whole event log             [b]t[/]  switch between town and shootout
  [b]u[/]                undo the last human choice      [b]s[/]  save as      [b]o[/]  load
  [b]Space[/] or [b]n[/]       an agent is thinking: don't wait for it (hold it to hurry on)
  [b]f[/]                fast-forward: no more pauses until a human is to decide
  [b]q[/]                back to the menu (the game is autosaved)   [b]Ctrl+Q[/]  quit
  [b]?[/] or [b]F1[/]          this help                      [b]Ctrl+P[/]  command palette

[b u]Hotseat[/]
  With two human seats each player sees only their own hand and draw hand. When the keyboard
  must change hands a curtain hides the table: the other player presses Enter to sit down.
  Choose "open hands" on the new-game form to play without it.

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

  [dim]Numbers on a dude: value and suit, bullets with stud/draw, inf = influence, bounty,
  booted (turned sideways). A deed shows its owner, who controls it, production and control
  points (CP).[/]
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
            yield Static(SOLO)
            yield Static(TURN)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss(None)
