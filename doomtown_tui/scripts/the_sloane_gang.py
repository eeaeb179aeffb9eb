"""The Sloane Gang (24012): Noon, boot: a dude of yours in the town square boots; if it stays there until Nightfall, gain 1 GR per other player or give it 1 permanent CP if it has none."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, Trait, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY, TOWN_SQUARE

CODE = "24012"
WATCH = "sloane_watch"     # marker on the dude booted by the ability, until the end of the turn


def _watch(ctx) -> None:
    # "still in the town square": the watch ends as soon as the dude leaves it, even if he comes back
    actions.add_effect(ctx.state, WATCH, target=ctx.targets["dude"], until="turn", source=ctx.card.uid,
                       reason=ctx.card.title)
    blocks.only_while_here(ctx, ctx.targets["dude"])


def _watched(ctx) -> list:
    out = []
    for eff in ctx.state.effects:
        if eff.stat == WATCH and eff.source == ctx.card.uid:
            dude = ctx.state.cards[eff.target]
            if dude.zone == PLAY and dude.location == TOWN_SQUARE:
                out.append((eff, dude))
    return out


def _at_nightfall(ctx):
    for eff, dude in _watched(ctx):
        actions.end_effect(ctx.state, eff.uid)
        others = len(ctx.state.players) - 1
        modes = [(f"Gain {others} GR", lambda n=others: blocks.gain(ctx, n), frozenset({"other"}))]
        if stats.control(ctx.state, dude) == 0:   # the Automaton takes the point when it may (exception list)
            modes.append((f"{dude.title} gets 1 permanent control point",
                          lambda d=dude: actions.add_control_points(ctx.state, d.uid, 1, ctx.card.title),
                          frozenset({"bonus", "other"})))
        yield from blocks.choose_mode(ctx, modes, "The Sloane Gang: choose your reward")


def _nightfall(ctx, ev) -> bool:
    return ev.data.get("phase") == "nightfall" and bool(_watched(ctx))


def register(rules: RuleSetBuilder) -> None:
    rules.script(CODE, Trait("phase", _at_nightfall, _nightfall), Ability(
        window="noon",
        name="The Sloane Gang: boot a dude in the town square for a reward at Nightfall",
        costs=(boot_self(), blocks.boot_target("dude")),
        targets=(Target("dude", dudes("own"), lambda ctx, d: not d.booted and d.location == TOWN_SQUARE,
                        "Which of your dudes in the town square boots?", "own"),),
        effect=_watch,
        tags=frozenset({"other"}),
    ))
