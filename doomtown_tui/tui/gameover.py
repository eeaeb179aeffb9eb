"""The game-over screen: the winner, control against influence (with three or four seats: each
player's victory points, control and influence), the days played, the replay file;
for a game against the Automaton, the human's Bragging Rights with their breakdown.

A Boss Battle says which side won and why (``bossbattle.result_markup``) instead of the control
lines (control beating influence wins nothing there). With the Automaton as the Villain it is the
rulebook's co-op game, which Bragging Rights also rate: the Hero's score follows, counted against the
Villain (the scores file names the Villain's deck as the opponent's, so it compares only with like
games); a hotseat Boss Battle has none, as no standard hotseat game has."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from doomtown_tui.tui import bossbattle, render

if TYPE_CHECKING:
    from doomtown_tui.engine.bragging_rights import Score
    from doomtown_tui.engine.view import StateView


def summary(view: StateView, names: dict[int, str]) -> str:
    """The result in a few lines of markup."""
    if view.boss_battle is not None:
        return (bossbattle.result_markup(view.boss_battle, view.winner, names)
                + f"\n\nDays played: [b]{view.day}[/]")
    if view.winner is not None:
        head = f"[b $warning]{render.esc(names[view.winner])} wins![/]"
    else:
        head = "[b]The game ends with no winner.[/]"
    lines = [head, "", f"Days played: [b]{view.day}[/]", ""]
    if view.points_to_win is not None:
        return "\n".join(lines + points_lines(view, names, view.points_to_win))
    for seat, player in enumerate(view.players):
        (other_seat,) = player.opponents or [s for s in range(len(view.players)) if s != seat]
        other = view.players[other_seat]
        mark = ">" if player.control > other.influence else "\u2264"
        lines.append(f"[$seat-{seat}]\u258c[/][b]{render.esc(names[seat])}[/]: control {player.control} {mark} "
                     f"{render.esc(names[other_seat])}'s influence {other.influence} \u00b7 {player.stash} GR")
    return "\n".join(lines)


def points_lines(view: StateView, names: dict[int, str], points_to_win: int) -> list[str]:
    """One line per player (most victory points first, then seat order): points, control, influence, stash."""
    order = sorted(range(len(view.players)), key=lambda seat: (-view.players[seat].victory_points, seat))
    lines = [f"Victory points to win: [b]{points_to_win}[/] (one per opponent)"]
    for seat in order:
        player = view.players[seat]
        lines.append(f"[$seat-{seat}]\u258c[/][b]{render.esc(names[seat])}[/]: [b]VP {player.victory_points}"
                     f"/{points_to_win}[/] \u00b7 control {player.control} \u00b7 influence {player.influence}"
                     f" \u00b7 {player.stash} GR")
    return lines


def bragging_markup(score: Score, deck: str, their_deck: str, twists: str) -> str:
    """The Bragging Rights table: each part's count and points, then the total."""
    width = max(len(label) for label, _, _ in score.parts) + 2
    lines = ["[b u]Bragging Rights[/]", ""]
    for label, count, points in score.parts:
        colour = "$error" if points < 0 else ("$success" if points > 0 else "$text-muted")
        name = render.esc(label[:1].upper() + label[1:]).ljust(width)
        lines.append(f"  {name}{count:>5}   [{colour}]{points:>+5}[/]")
    lines.append(f"  [b]{'Total'.ljust(width)}[/]{'':5}   [b $warning]{score.total:>+5}[/]")
    pairing = "with no twists" if twists == "no twists" else "twists: " + render.esc(twists)
    lines += ["", (f"[dim]Scores compare only between games with the same decks and twists:\n"
                  f"{render.esc(deck)} against {render.esc(their_deck)}, {pairing}.[/]")]
    return "\n".join(lines)


class GameOverScreen(Screen[None]):
    """Shown once when the game ends; Enter twice (or Escape) goes back to the menu."""

    CSS = """
    GameOverScreen { align: center middle; }
    #over-scroll { width: auto; height: auto; max-height: 100%; }
    #over { width: auto; max-width: 78; border: heavy $warning; padding: 1 2; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "close", "Menu", id="menu"),
                                             Binding("escape", "close(True)", "Menu", show=False)]

    def __init__(self, text: str, replay_path: str | None) -> None:
        super().__init__()
        self.text = text
        self.replay_path = replay_path
        self.armed = False    # the first Enter only arms (a double press of the game's last choice keeps this screen)

    def _saved(self) -> str:
        if not self.replay_path:
            return ""
        name = Path(self.replay_path).stem   # the short name: ``doomtown replay`` finds it in the replays folder
        return (f"Replay kept in the replays folder as [b]{render.esc(name)}[/]\n"
                f"Watch it: [b]doomtown replay {render.esc(name)}[/]")

    def compose(self) -> ComposeResult:
        with Middle(), Center(), VerticalScroll(id="over-scroll"):
            yield Static(self._markup(self._saved()), id="over")
        yield Footer()

    def _markup(self, saved: str) -> str:
        hint = ("[b reverse $warning] Enter again: back to the menu [/]" if self.armed
                else "[dim]Enter twice (or Escape): back to the menu[/]")
        return f"[b u]Game over[/]\n\n{self.text}\n\n{saved}\n\n{hint}"

    def action_close(self, now: bool = False) -> None:
        """Escape leaves at once; Enter leaves on its second press (the help's "Enter twice")."""
        if now or self.armed:
            self.dismiss(None)
            return
        self.armed = True
        self.query_one("#over", Static).update(self._markup(self._saved()))
