"""\"Thunder Boy\" Nabbe (24071): Shootout Repeat, once per shootout: with a wanted dude in the opposing posse, he gains bullets equal to his influence and becomes a stud."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _wanted_opponent(ctx) -> bool:
    return any(d.bounty > 0 for d in blocks.posse(ctx, ctx.opponent))


def _gun_up(ctx) -> None:
    blocks.bonus(ctx, ctx.card.uid, "bullets", stats.influence(ctx.state, ctx.card))
    blocks.set_shooter(ctx, ctx.card.uid, "stud")


def register(rules: RuleSetBuilder) -> None:
    rules.script("24071", Ability(
        window="shootout",
        name="Nabbe: bullets equal to his influence and a stud against a wanted posse",
        repeat=True,
        once_per_shootout=True,
        requirement=_wanted_opponent,
        effect=_gun_up,
        tags=frozenset({"bonus", "bullets", "stud_draw"}),
    ))
