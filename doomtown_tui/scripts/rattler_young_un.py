"""Rattler Young 'Un (24094): counts his bullets, not influence, for control of a deed he is at; Shootout: a stud if the opposing posse has one dude."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24094"


def _lone_opponent(ctx) -> bool:
    return len(blocks.posse(ctx, ctx.opponent)) == 1 and stats.shooter(ctx.state, ctx.card) != "stud"


def register(rules: RuleSetBuilder) -> None:
    rules.bullets_for_control[CODE] = lambda state, dude: blocks.deed_at(state, dude.location) is not None
    rules.script(CODE, Ability(
        window="shootout",
        name="Rattler Young 'Un: a stud against a lone dude",
        requirement=_lone_opponent,
        effect=lambda ctx: blocks.set_shooter(ctx, ctx.card.uid, "stud"),
        tags=frozenset({"bonus", "stud_draw"}),
    ))
