"""Drive the app with keys only: find the option we want in the engine's pending decision, then
press the keys that reach it in the prompt (digits, or Home/Down..., then Enter; Space for
multi-picks). The engine is only read, never told anything directly."""
from __future__ import annotations

from collections.abc import Callable, Iterable

from textual.pilot import Pilot

from doomtown_tui.engine import Option
from doomtown_tui.tui.app import DoomtownApp
from doomtown_tui.tui.curtain import CurtainScreen
from doomtown_tui.tui.prompt import PromptPanel
from doomtown_tui.tui.screenshot import screen_text

Pred = Callable[[Option], bool]


def play_is(play: str, **data: object) -> Pred:
    """An option whose data has ``play`` and the given values."""
    return lambda o: o.data.get("play") == play and all(o.data.get(k) == v for k, v in data.items())


async def settle(pilot: Pilot, rounds: int = 1) -> None:
    for _ in range(rounds):
        await pilot.pause()


async def lift_curtain(pilot: Pilot) -> bool:
    """If the privacy curtain is down, press Enter like the next player would."""
    app = pilot.app
    if isinstance(app.screen, CurtainScreen):
        await pilot.press("enter")
        await settle(pilot)
        return True
    return False


def prompt(app: DoomtownApp) -> PromptPanel:
    assert app.game_screen is not None
    return app.game_screen.query_one(PromptPanel)


def key_path(app: DoomtownApp, option_id: str) -> list[str]:
    """The shortest of: Home then Down..., End then Up..., Home then Right (next group)... then Down...."""
    choices = prompt(app).choices
    rows = choices.selectable()
    target = choices.get_option_index(option_id)
    position = rows.index(target)
    paths = [["home"] + ["down"] * position, ["end"] + ["up"] * (len(rows) - 1 - position)]
    starts = [i + 1 for i, opt in enumerate(choices.options) if opt.disabled and i + 1 < choices.option_count]
    own = max((s for s in starts if s <= target), default=None)
    if own is not None:
        jumps = starts.index(own)
        paths.append(["home"] + ["right"] * jumps + ["down"] * (rows.index(target) - rows.index(own)))
    return min(paths, key=len)


async def keys_to(pilot: Pilot, option_id: str) -> None:
    """Highlight ``option_id`` in the prompt with keys."""
    await pilot.press(*key_path(pilot.app, option_id))
    assert prompt(pilot.app).choices.highlighted_option.id == option_id


async def answer(pilot: Pilot, pred: Pred) -> Option:
    """Answer the pending single-pick decision with the first option matching ``pred``."""
    app = pilot.app
    await lift_curtain(pilot)
    decision = app.session.decision
    assert decision is not None and not decision.multi, decision
    option = next((o for o in decision.options if pred(o)), None)
    assert option is not None, f"no matching option in {decision.kind}: {[o.label for o in decision.options]}"
    position = prompt(app).position_of(option.id)
    if position < 9:
        await pilot.press(str(position + 1))
    else:
        await keys_to(pilot, option.id)
        await pilot.press("enter")
    await settle(pilot)
    return option


async def answer_many(pilot: Pilot, wanted: Iterable[str]) -> list[str]:
    """Answer the pending multi-pick with exactly the option ids ``wanted`` (toggling with Space)."""
    app = pilot.app
    await lift_curtain(pilot)
    decision = app.session.decision
    assert decision is not None and decision.multi
    target = set(wanted)
    panel = prompt(app)
    for option in decision.options:
        if (option.id in panel.chosen) != (option.id in target):
            await keys_to(pilot, option.id)
            await pilot.press("space")
    await pilot.pause()
    assert panel.chosen == target
    if panel.held:   # a fresh question after a curtain or a dialog: the first Enter only wakes the list
        await pilot.press("enter")
    await pilot.press("enter")
    await settle(pilot)
    return sorted(target)


async def default_answer(pilot: Pilot) -> str:
    """A plain, always-legal answer to whatever is pending; returns the decision kind."""
    app = pilot.app
    await lift_curtain(pilot)
    decision = app.session.decision
    assert decision is not None
    kind = decision.kind
    if decision.multi:
        suggested = [o.id for o in decision.options if o.data.get("suggested")]
        if kind == "draw_hand":
            await answer_many(pilot, suggested)
        else:
            await answer_many(pilot, [o.id for o in decision.options[:decision.min]])
        return kind
    preferred = {"starting_gang": "marked_gang", "join_posse": "done", "callout_response": "accept",
                 "noon": "pass", "shootout": "pass", "resolution": "pass", "react": "pass",
                 "cheatin_resolution": "pass", "nightfall_discard": "keep", "upkeep": "pay",
                 "oppose_job": "allow"}
    play = preferred.get(kind)
    if play is not None and any(o.data.get("play") == play for o in decision.options):
        await answer(pilot, play_is(play))
    else:
        await answer(pilot, lambda o: True)
    return kind


def text(app: DoomtownApp) -> str:
    return screen_text(app)
