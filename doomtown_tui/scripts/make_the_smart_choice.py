"""Make the Smart Choice (24215): Shootout: a dude in the shootout loses bullets equal to its influence; its controller may then send it home booted."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.decision import Option, ask
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY


def _can_cut(ctx, dude) -> bool:
    cut = stats.influence(ctx.state, dude)
    return cut > 0 and blocks.can_change(ctx, dude.uid, "bullets", -cut)


def _changeable(ctx, dude) -> bool:
    # a dude with no bullets it could cut, whom it could not send home either (Scoop Hound's hold), is no target
    return _can_cut(ctx, dude) or blocks.can_change(ctx, dude.uid, "go_home_booted")


def _choice(ctx):
    dude = ctx.t("dude")
    cut = stats.influence(ctx.state, dude)
    if cut:
        # lasts the rest of the shootout, even if the dude comes back in (digest C.1)
        blocks.bonus(ctx, dude.uid, "bullets", -cut, until="shootout")
    if dude.zone != PLAY or not blocks.in_posse(ctx, dude.uid) or not blocks.can_change(ctx, dude.uid, "go_home_booted"):
        return      # no question about a trip home that could not happen
    who = dude.controller
    answer = yield ask(who, "react", f"{ctx.state.players[who].name}: send {dude.title} home booted ({ctx.card.title})?",
                       [Option("yes", f"Send {dude.title} home booted", {"play": "accept", "uid": dude.uid}),
                        Option("no", f"{dude.title} stays in the shootout", {"play": "refuse", "uid": dude.uid})])
    if answer.data["play"] == "accept":
        step = blocks.send_home(ctx, dude.uid)
        if step is not None:
            yield from step


def register(rules: RuleSetBuilder) -> None:
    rules.script("24215", Ability(
        window="shootout",
        name="Make the Smart Choice: a dude loses bullets equal to its influence",
        targets=(Target("dude", dudes("any", in_shootout=True), _changeable, "Which dude must make the smart choice?",
                        "opposing"),),
        effect=_choice,
        tags=frozenset({"penalty", "bullets", "leave_play"}),
    ))
