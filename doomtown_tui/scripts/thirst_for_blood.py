"""Thirst for Blood (24254): Shootout: your dude in the shootout with 1+ influence becomes a stud or gets +2 bullets (both if you give it 1 bounty); its influence drops by 1 until after Sundown."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _thirst(ctx):
    uid = ctx.targets["dude"]

    def both() -> None:
        blocks.add_bounty(ctx, uid, 1)
        blocks.set_shooter(ctx, uid, "stud")
        blocks.bonus(ctx, uid, "bullets", 2)

    yield from blocks.choose_mode(ctx, [("Becomes a stud", lambda: blocks.set_shooter(ctx, uid, "stud"),
                                         frozenset({"bonus", "stud_draw"})),
                                        ("+2 bullets", lambda: blocks.bonus(ctx, uid, "bullets", 2),
                                         frozenset({"bonus", "bullets"})),
                                        ("Gains 1 bounty: becomes a stud and +2 bullets", both,
                                         frozenset({"bonus", "stud_draw", "bullets", "bounty"}))],
                                  f"Thirst for Blood on {ctx.state.cards[uid].title}")
    blocks.bonus(ctx, uid, "influence", -1, until="sundown")


def register(rules: RuleSetBuilder) -> None:
    rules.script("24254", Ability(
        window="shootout",
        name="Thirst for Blood: a stud or +2 bullets for 1 influence",
        targets=(Target("dude", dudes("own", in_shootout=True), lambda ctx, d: stats.influence(ctx.state, d) >= 1,
                        "Which of your dudes thirsts for blood?", "own"),),
        effect=_thirst,
        tags=frozenset({"bonus", "bullets", "stud_draw"}),
    ))
