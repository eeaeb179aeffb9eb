"""Zhu's Ferocity (24217): Shootout Tao Technique: the performer gets +1 bullets and +1 value, one opposing dude -1 bullets; Combo while the performer has more bullets than that dude."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY


def _ferocity(ctx) -> None:
    blocks.bonus(ctx, ctx.dude.uid, "bullets", 1)
    blocks.bonus(ctx, ctx.dude.uid, "value", 1)
    blocks.bonus(ctx, ctx.targets["foe"], "bullets", -1)


def _combo(ctx) -> bool:
    foe = ctx.state.cards.get(ctx.targets.get("foe", -1))
    return foe is not None and foe.zone == PLAY and stats.bullets(ctx.state, ctx.dude) > stats.bullets(ctx.state, foe)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24217", Ability(
        window="shootout",
        name="Zhu's Ferocity: +1 bullets and value for the performer, -1 bullets for an opposing dude",
        technique=True,
        targets=(Target("foe", dudes("opposing", in_shootout=True), prompt="Which opposing dude gets -1 bullets?",
                        side="opposing"),),
        effect=_ferocity,
        combo=_combo,
        tags=frozenset({"bonus", "penalty", "bullets"}),
    ))
