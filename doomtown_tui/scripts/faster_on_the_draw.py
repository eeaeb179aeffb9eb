"""Faster on the Draw (24231): Shootout: your dude gets +1 bullets (a Deputy also becomes a stud); an opposing dude gets -2 bullets."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _draw(ctx) -> None:
    mine = ctx.targets["mine"]
    blocks.bonus(ctx, mine, "bullets", 1)
    if stats.has_keyword(ctx.state, ctx.state.cards[mine], "Deputy"):
        blocks.set_shooter(ctx, mine, "stud")
    blocks.bonus(ctx, ctx.targets["victim"], "bullets", -2)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24231", Ability(
        window="shootout",
        name="Faster on the Draw: +1 bullets to yours, -2 to theirs",
        targets=(Target("mine", dudes("own", in_shootout=True), prompt="Which of your dudes is faster?", side="own"),
                 Target("victim", dudes("opposing", in_shootout=True), prompt="Which opposing dude gets -2 bullets?",
                        side="opposing")),
        effect=_draw,
        tags=frozenset({"bonus", "penalty", "bullets", "stud_draw"}),
    ))
