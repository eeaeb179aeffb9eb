"""The prompt: whose decision it is, the question, and every legal option, grouped by kind of play.

Single-pick questions: arrows and Enter, a digit for one of the first nine options, ←/→ to jump
between groups, a click. Multi-pick questions (draw-bonus discards, the five cards to keep,
fleeing): Space or a click toggles, Enter confirms and is disabled until the selection is legal
(the engine's own check, ``Decision.validate``, decides). ``/`` filters options by text; picking a
card on the table narrows them to that card; Escape shows all again.

The panel never changes the game: it posts ``Answer`` and the screen hands that to the engine.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Input, OptionList
from textual.widgets.option_list import Option as ListOption

from doomtown_tui.tui import render
from doomtown_tui.tui.messages import Answer, ConfirmPick, Held, OpenFilter
from doomtown_tui.tui.text import FixedScroll, MarkupText
from doomtown_tui.tui.wording import searchable, tidy

if TYPE_CHECKING:
    from doomtown_tui.engine import Decision, Option

GROUP_TITLES = {
    "marked_gang": "The deck's starting gang", "add": "Add to the starting gang", "done": "Done",
    "pay": "Pay", "recruit": "Recruit", "build": "Build", "buy": "Buy goods", "learn": "Learn a spell",
    "plant": "Plant a totem", "invent": "Invent a gadget", "trade": "Trade goods", "experienced": "Experienced",
    "ability": "Abilities", "job": "Jobs", "move": "Move", "callout": "Call out", "join": "Join the posse",
    "accept": "Answer the callout", "refuse": "Answer the callout", "oppose": "Oppose the job",
    "allow": "Oppose the job", "shooter": "Shooter", "discard": "Discard", "keep": "Keep",
    "home": "Casualties", "ace": "Casualties", "sidekick": "Casualties", "flee": "Flee", "side": "Street side",
    "pass": "Pass", "suggested": "Suggested", "invite": "Players you may invite (tick any, or none)",
    "bounty_share": "Give the bounty to",
}
GROUP_ORDER = ("suggested", "marked_gang", "add", "pay", "recruit", "build", "buy", "learn", "plant", "invent",
               "trade", "experienced", "job", "ability", "move", "callout", "join", "accept", "oppose", "shooter",
               "discard", "keep", "home", "ace", "flee", "side", "done", "pass")
KIND_TITLES = {
    "starting_gang": "Starting gang", "joker": "Joker", "cheatin_resolution": "Cheatin' resolution",
    "upkeep": "Upkeep", "noon": "High Noon", "callout_response": "Callout", "target": "Target",
    "street_side": "Street side", "pay": "Payment", "join_posse": "Posse", "oppose_job": "Job",
    "shootout": "Shootout plays", "shooter": "Shooter", "draw": "Draw bonus", "draw_hand": "Keep five",
    "resolution": "Resolution plays", "casualty": "Casualties", "flee": "Flee or fight", "react": "React",
    "nightfall_discard": "Nightfall", "hand_limit": "Hand size",
    "automaton_move": "Pull: move or call out", "automaton_play": "Pull: play a card",
    "automaton_ability": "Pull: use an ability",
    "boss_gang": "The Villain's show", "retarget": "The show must go on",
    "invite": "Third parties", "bounty_share": "Bounty", "trait_order": "Traits",
}


def group_key(decision: Decision, option: Option) -> str:
    """The heading an option is listed under."""
    data = option.data
    if decision.kind == "joker":
        if "(suggested)" in option.label:
            return "suggested"
        return f"suit:{data.get('suit', '')}"
    play = str(data.get("play", "other"))
    if play == "ability" and data.get("job"):
        return "job"
    return {"refuse": "accept", "allow": "oppose", "ace": "home", "sidekick": "home"}.get(play, play)


def group_title(key: str) -> str:
    if key.startswith("suit:"):
        return render.SUIT_WORDS.get(key[5:], key[5:])
    return GROUP_TITLES.get(key, key.replace("_", " ").capitalize())


def grouped(decision: Decision, options: Iterable[Option]) -> list[tuple[str, list[Option]]]:
    """Options in groups: known groups in a fixed order, others in order of appearance."""
    groups: dict[str, list[Option]] = {}
    for option in options:
        groups.setdefault(group_key(decision, option), []).append(option)

    def rank(key: str) -> tuple[int, int]:
        if key in GROUP_ORDER:
            return (GROUP_ORDER.index(key), 0)
        return (len(GROUP_ORDER) - 3, list(groups).index(key))

    return sorted(groups.items(), key=lambda item: rank(item[0]))


def pass_option(decision: Decision) -> Option | None:
    """The option that passes in a play window, if the question has one."""
    if decision.multi:
        return None
    return next((o for o in decision.options if o.data.get("play") == "pass"), None)


def named_joker(decision: Decision, answer: str | list[str], d: Decision | None) -> str | None:
    """The answer to a Joker question the keep-five already settled: the player kept exactly the
    suggested hand of ``decision`` (the keep-five), whose prompt named the Joker's stand-in
    ("Joker as 8\u2660"), and the Joker question ``d`` that follows suggests that same card. None
    when the player still has to say."""
    if (decision.kind != "draw_hand" or d is None or d.kind != "joker"
            or d.player != decision.player or isinstance(answer, str)):
        return None
    if sorted(answer) != sorted(o.id for o in decision.options if o.data.get("suggested")):
        return None
    named = {m.rstrip(")") for m in re.findall(r"Joker as (\S+)", decision.prompt)}
    option = next((o for o in d.options if o.label.endswith(" (suggested)")), None)
    if option is None or option.label.removesuffix(" (suggested)") not in named:
        return None
    return option.id


def involves(option: Option, uid: int, title: str) -> bool:
    """Does the option name this card or location?"""
    data = option.data
    for key in ("uid", "target", "to_uid"):
        if data.get(key) == uid:
            return True
    return data.get("to") == title and title != ""


def pick_summary(decision: Decision, options: list[Option], chosen: set[str]) -> str:
    """In plain words, what the current multi-pick selection will do."""
    picked = [o for o in options if o.id in chosen]
    left = [o for o in options if o.id not in chosen]
    names = lambda opts: ", ".join(render.esc(o.label.replace(" *", "")) for o in opts)
    if decision.kind == "draw":
        if not picked:
            return "Nothing thrown away: you keep this hand as it is."
        return (f"[b]Thrown away:[/] {names(picked)}. You then draw {len(picked)} new "
                f"card{'s' if len(picked) != 1 else ''}.")
    if decision.kind == "draw_hand":
        return f"[b]Keeping:[/] {names(picked) or 'nothing'}\n[b]Thrown away:[/] {names(left) or 'nothing'}"
    if decision.kind == "flee":
        if not picked:
            return "Nobody runs: the whole posse fights on."
        return f"[b]Running home booted:[/] {names(picked)}. The rest fight on."
    if decision.kind == "invite":
        if not picked:
            return "Nobody invited: your posse fights alone."
        invited = ", ".join(render.esc(o.label.removeprefix("Invite ")) for o in picked)
        return f"[b]Invited:[/] {invited}: each may send dudes to your posse."
    return f"[b]Selected:[/] {names(picked) or 'nothing'}"


class ChoiceList(FixedScroll, OptionList):
    """The option list of the prompt, with keys for groups, digits and multi-picks (its height is
    set by the CSS: new options repaint it without a layout pass)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "choose", "Choose", show=True),
        Binding("enter", "confirm", "Confirm", show=True),
        Binding("space", "tick", "Toggle", show=True),
        Binding("left", "group(-1)", "Group", show=False),
        Binding("right", "group(1)", "Group", show=False),
        Binding("slash", "filter", "Filter", show=False),
        *[Binding(str(n), f"digit({n})", f"Option {n}", show=False) for n in range(1, 10)],
    ]

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.multi = False
        self.legal = False
        self.held = False    # the next Enter only wakes the list (see ``PromptPanel.hold``)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choose":
            return not self.multi
        if action in ("confirm", "tick"):
            if not self.multi:
                return False
            return True if (action == "tick" or self.legal) else None
        return True

    def selectable(self) -> list[int]:
        return [i for i, opt in enumerate(self.options) if not opt.disabled]

    def on_key(self, event: events.Key) -> None:
        """Any other key on the list (an arrow, a digit, Space) shows the player is looking at it."""
        if event.key != "enter" and self.held:
            self.held = False
            self.post_message(Held(False))

    def _wake(self) -> bool:
        """A held list swallows one Enter (and says so); True if this Enter was swallowed."""
        if not self.held:
            return False
        self.held = False
        self.post_message(Held(True))
        return True

    def action_choose(self) -> None:
        if not self._wake():
            self.action_select()

    def action_confirm(self) -> None:
        if not self._wake():
            self.post_message(ConfirmPick())

    def action_tick(self) -> None:
        """Tick or untick the highlighted option (named so as not to shadow ``DOMNode.action_toggle``)."""
        self.action_select()

    def action_digit(self, n: int) -> None:
        rows = self.selectable()
        if n - 1 < len(rows):
            self.highlighted = rows[n - 1]
            self.action_select()

    def action_group(self, step: int) -> None:
        """Jump to the first option of the next (or previous) group."""
        starts = [i + 1 for i, opt in enumerate(self.options) if opt.disabled and i + 1 < self.option_count]
        if not starts:
            return
        current = self.highlighted or 0
        own = max((s for s in starts if s <= current), default=starts[0])
        self.highlighted = starts[(starts.index(own) + step) % len(starts)]

    def action_filter(self) -> None:
        self.post_message(OpenFilter())


class PromptPanel(Vertical):
    """Shows the pending decision and posts the player's answer."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "clear_filter", "All options", show=False)]

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.decision: Decision | None = None
        self.chosen: set[str] = set()
        self.pick_note: Callable[[set[str]], str] | None = None
        self.card_filter: tuple[int, str] | None = None
        self.text_filter = ""
        self._visible: list[Option] = []
        self._numbers: dict[str, int] = {}
        self._error = ""
        self._banner = ""
        self._binding_state: tuple[bool, bool] | None = None

    def compose(self) -> ComposeResult:
        yield MarkupText("", id="prompt-head")
        yield MarkupText("", id="prompt-note")
        yield Input(placeholder="type to filter the options; Enter to keep, Escape to clear", id="prompt-filter")
        yield ChoiceList(id="choices")

    @property
    def choices(self) -> ChoiceList:
        return self.query_one(ChoiceList)

    # --- what is shown ----------------------------------------------------------------------------
    def show_decision(self, decision: Decision, who: str, ticked: set[str] | None = None,
                      pick_note: Callable[[set[str]], str] | None = None) -> None:
        """Display a decision the screen may show in full. A multi-pick starts with ``ticked``
        (default: the engine's suggestion); ``pick_note`` adds lines about the ticked options. A new
        play window (one with a Pass) arrives with Pass highlighted, so a stray Enter passes rather than plays."""
        same = self.decision is not None and self.decision is decision
        if not same:
            self.decision = decision
            self.pick_note = pick_note
            suggested = {o.id for o in decision.options if o.data.get("suggested")}
            self.chosen = (set(ticked) if ticked is not None else suggested) if decision.multi else set()
            self.card_filter = None
            self.text_filter = ""
            self._error = ""
            self.query_one("#prompt-filter", Input).value = ""
            self.remove_class("-filtering")
            self.choices.highlighted = None   # the new question starts at its Pass or its first option
            self._release()
        kind = KIND_TITLES.get(decision.kind, decision.kind.replace("_", " ").capitalize())
        question = decision.prompt.removeprefix(f"{who}: ")
        title = "" if question.lower().startswith(kind.lower()) else f"[b]{kind}:[/] "
        self.query_one("#prompt-head", MarkupText).show(
            f"[b reverse] {render.esc(who)} [/] {title}{render.esc(tidy(question))}")
        self._fill()
        self.choices.disabled = False

    def show_waiting(self, text: str) -> None:
        """No options to show: someone else (an agent, or the other player) is deciding."""
        self.decision = None
        self.chosen = set()
        self._visible = []
        self._release()
        self.query_one("#prompt-head", MarkupText).show(text)
        self.query_one("#prompt-note", MarkupText).show("")
        self.choices.clear_options()
        self.choices.multi = False
        self.choices.disabled = True

    def show_error(self, text: str) -> None:
        self._error = tidy(text)
        self._update_note()

    def _fill(self) -> None:
        decision = self.decision
        assert decision is not None
        options = list(decision.options)
        if self.card_filter is not None:
            uid, title = self.card_filter
            narrowed = [o for o in options if involves(o, uid, title)]
            options = narrowed or options
        if self.text_filter:
            needle = searchable(self.text_filter)
            options = [o for o in options if needle in searchable(o.label)]
        self._visible = options
        groups = grouped(decision, options)
        rows: list[ListOption] = []
        self._numbers = {}
        number = 0
        for key, members in groups:
            if len(groups) > 1:
                heading = f"[b $accent]\u2500\u2500 {group_title(key)} ({len(members)})[/]"
                rows.append(ListOption(heading, disabled=True))
            for option in members:
                number += 1
                self._numbers[option.id] = number
                rows.append(ListOption(self._label(option, number), id=option.id))
        choices = self.choices
        keep = choices.highlighted_option.id if choices.highlighted_option is not None else None
        choices.multi = decision.multi
        choices.set_options(rows)
        passing = pass_option(decision)
        if keep is not None and any(r.id == keep for r in rows):
            choices.highlighted = choices.get_option_index(keep)
        elif passing is not None and any(r.id == passing.id for r in rows):
            choices.highlighted = choices.get_option_index(passing.id)
        else:
            selectable = choices.selectable()
            choices.highlighted = selectable[0] if selectable else None
        self._update_note()

    def _label(self, option: Option, number: int) -> str:
        key = f"[dim]{number}[/] " if number <= 9 else "  "
        label = render.esc(tidy(option.label))
        if self.decision is not None and self.decision.multi:
            box = "[b $success]\\[x][/]" if option.id in self.chosen else "[dim]\\[ ][/]"
            return f"{key}{box} {label}"
        return f"{key}{label}"

    def _update_note(self) -> None:
        decision = self.decision
        note = self.query_one("#prompt-note", MarkupText)
        parts: list[str] = []
        if decision is not None and decision.multi:
            bounds = (f"exactly {decision.min}" if decision.min == decision.max
                      else f"up to {decision.max}" if decision.min == 0 else f"{decision.min} to {decision.max}")
            parts.append(f"Pick {bounds} (now {len(self.chosen)}). Space toggles, Enter confirms.")
            parts.append(pick_summary(decision, list(decision.options), self.chosen))
            if self.pick_note is not None:
                parts.append(self.pick_note(self.chosen))
            reason = self._illegal_reason()
            self.choices.legal = reason is None
            if reason:
                parts.append(f"[$error]Not yet: {render.esc(reason)}[/]")
        else:
            self.choices.legal = True
        if decision is not None and decision.note:
            done = decision.kind == "join_posse" and not any(o.data.get("play") == "done" for o in decision.options)
            lead = "No Done yet: " if done else ""
            parts.append(f"[$warning]{lead}{render.esc(tidy(decision.note))}[/]")
        if self.card_filter is not None:
            parts.append(f"[dim]Options for {render.esc(self.card_filter[1])} (Escape: all options)[/]")
        elif self.text_filter:
            parts.append(f"[dim]Options matching '{render.esc(self.text_filter)}' (Escape: all options)[/]")
        if self._error:
            parts.append(f"[b $error]{render.esc(self._error)}[/]")
        if self._banner:
            parts.insert(0, self._banner)
        note.show("\n".join(parts))
        note.display = bool(parts)
        state = (self.choices.multi, self.choices.legal)
        if state != self._binding_state:
            self._binding_state = state
            self.screen.refresh_bindings()

    def _illegal_reason(self) -> str | None:
        decision = self.decision
        if decision is None:
            return None
        if decision.multi and len(self.chosen) < decision.min:   # the pick asked for (the engine would fill
            return f"pick {decision.min - len(self.chosen)} more"   # a short keep-five: that is for programs)
        try:
            decision.validate(decision.player, sorted(self.chosen, key=self._order))
        except ValueError as exc:
            return tidy(str(exc))
        return None

    def _order(self, option_id: str) -> int:
        assert self.decision is not None
        return next(i for i, o in enumerate(self.decision.options) if o.id == option_id)

    # --- no accidental plays ----------------------------------------------------------------------
    def hold(self, banner: str = "") -> None:
        """The question is new to the eyes (a curtain lifted, a screen closed, a shootout ended):
        the next Enter only wakes the list. ``banner`` says what just happened."""
        self.choices.held = self.decision is not None
        self._banner = f"[b reverse $warning] {banner} [/]" if banner and self.decision is not None else ""
        self._update_note()

    @property
    def held(self) -> bool:
        return self.choices.held

    @on(Held)
    def _held(self, message: Held) -> None:
        message.stop()
        if message.swallowed and self.decision is not None:
            option = self.choices.highlighted_option
            label = render.esc(next((o.label for o in self.decision.options if option is not None
                                     and o.id == option.id), ""))
            what = "confirm" if self.decision.multi else f"choose [b]{label}[/]"
            self._banner = f"[b reverse $warning] Enter again to {what} [/]"
        else:
            self._banner = ""
        self._update_note()

    def answer_pass(self) -> bool:
        """Pass at once (the pass key); False if this question has no Pass."""
        passing = pass_option(self.decision) if self.decision is not None else None
        if passing is None:
            return False
        self._release()
        self.post_message(Answer(passing.id))
        return True

    def _release(self) -> None:
        self.choices.held = False
        self._banner = ""

    # --- narrowing --------------------------------------------------------------------------------
    def narrow_to(self, uid: int, title: str) -> bool:
        """Show only the options naming this card; False if none do."""
        if self.decision is None or not any(involves(o, uid, title) for o in self.decision.options):
            return False
        self.card_filter = (uid, title)
        self._fill()
        self.choices.focus()
        return True

    def action_clear_filter(self) -> None:
        if self.decision is None:
            return
        self.card_filter = None
        self.text_filter = ""
        self.query_one("#prompt-filter", Input).value = ""
        self.remove_class("-filtering")
        self._fill()
        self.choices.focus()

    @on(OpenFilter)
    def _open_filter(self) -> None:
        if self.decision is None:
            return
        self.add_class("-filtering")
        self.query_one("#prompt-filter", Input).focus()

    @on(Input.Changed, "#prompt-filter")
    def _filter_changed(self, event: Input.Changed) -> None:
        if self.decision is None:
            return
        self.text_filter = event.value
        self._fill()

    @on(Input.Submitted, "#prompt-filter")
    def _filter_done(self) -> None:
        self.choices.focus()

    # --- answering --------------------------------------------------------------------------------
    def position_of(self, option_id: str) -> int:
        """How many Down presses from the first option reach ``option_id`` (for tests and tools)."""
        choices = self.choices
        index = choices.get_option_index(option_id)
        return choices.selectable().index(index)

    @on(OptionList.OptionSelected, "#choices")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        decision = self.decision
        option_id = event.option.id
        if decision is None or option_id is None:
            return
        if not decision.multi:
            self._error = ""
            self._release()
            self.post_message(Answer(option_id))
            return
        if option_id in self.chosen:
            self.chosen.discard(option_id)
        else:
            self.chosen.add(option_id)
        option = next(o for o in decision.options if o.id == option_id)
        self.choices.replace_option_prompt(option_id, self._label(option, self._numbers.get(option_id, 99)))
        self._update_note()

    def tick_exactly(self, wanted: set[str]) -> None:
        """A multi-pick with exactly ``wanted`` ticked (e.g. the best hand, on one key)."""
        decision = self.decision
        if decision is None or not decision.multi:
            return
        self.chosen = set(wanted)
        for option in self._visible:
            if option.id in self._numbers:
                self.choices.replace_option_prompt(option.id, self._label(option, self._numbers[option.id]))
        self._update_note()

    @on(ConfirmPick)
    def _confirm(self) -> None:
        decision = self.decision
        if decision is None or not decision.multi:
            return
        reason = self._illegal_reason()
        if reason:
            self.show_error(reason)
            return
        self._release()
        self.post_message(Answer(sorted(self.chosen, key=self._order)))
