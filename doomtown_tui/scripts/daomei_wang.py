"""Daomei Wang (24013): React: once she has entered play during High Noon, another Anarchists dude of yours moves without booting."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, ReactSpec, Target
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _movers(ctx) -> list:
    return [d for d in ctx.state.dudes_in_play(ctx.player)
            if d.uid != ctx.card.uid and d.card.faction == "Anarchists" and d.location is not None]


def _go(ctx):
    dude = ctx.t("dude")
    yield from blocks.move_to_one_of(ctx, dude.uid, [loc for loc in ctx.state.locations() if loc != dude.location])


def register(rules: RuleSetBuilder) -> None:
    rules.script("24013", Ability(
        window="react",
        name="Daomei Wang: move another Anarchists dude",
        react=ReactSpec("enter_play", lambda ctx, ev: ev.data.get("uid") == ctx.card.uid and ctx.state.phase == "high_noon"),
        targets=(Target("dude", _movers, prompt="Which Anarchists dude moves?", side="own"),),
        effect=_go,
        tags=frozenset({"bonus", "move"}),
    ))
