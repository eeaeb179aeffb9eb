"""Faster on the Draw (24231): Shootout: your dude gets +1 bullets (a Deputy also becomes a stud); an opposing dude gets -2 bullets."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, choose_target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder

# only the first sentence (your dude's +1) is the requirement (digest B1): with no opposing dude it may
# reach, the -2 is simply lost, so the victim is picked as the effect resolves, not announced; a dude the cut
# could not reach (Peacemaker, Onward Christian Soldiers) is no choice for it
VICTIM = Target("victim", dudes("opposing", in_shootout=True), side="opposing", changes=(("bullets", -2, None),))


def _draw(ctx):
    mine = ctx.targets["mine"]
    blocks.bonus(ctx, mine, "bullets", 1)
    if stats.has_keyword(ctx.state, ctx.state.cards[mine], "Deputy"):
        blocks.set_shooter(ctx, mine, "stud")
    victims = VICTIM.candidates(ctx)
    if victims:
        victim = yield from choose_target(ctx, victims, "Which opposing dude gets -2 bullets?", "target", "opposing")
        blocks.bonus(ctx, victim, "bullets", -2)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24231", Ability(
        window="shootout",
        name="Faster on the Draw: +1 bullets to yours, -2 to theirs",
        targets=(Target("mine", dudes("own", in_shootout=True), prompt="Which of your dudes is faster?", side="own"),),
        effect=_draw,
        tags=frozenset({"bonus", "penalty", "bullets", "stud_draw"}),
    ))
