"""Consecration (24197): Cheatin' Resolution Miracle 7: until Nightfall a dude of yours is a stud with +2 bullets and +2 influence; in a shootout you also take 3 fewer casualties this round."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _consecrate(ctx) -> None:
    uid = ctx.targets["dude"]
    # "until Nightfall": over as Sundown ends (after the victory check), before any Nightfall step
    blocks.set_shooter(ctx, uid, "stud", until="sundown")
    blocks.bonus(ctx, uid, "bullets", 2, until="sundown")
    blocks.bonus(ctx, uid, "influence", 2, until="sundown")
    blocks.fewer_casualties(ctx, 3)     # in a shootout (a third party's: the posse it fights in)


_ANY_OF_YOURS, _IN_YOUR_POSSE = dudes("own"), dudes("own", in_shootout=True)


def _yours(ctx) -> list:
    """Any dude of yours in lowball; in a shootout one in it, as a Resolution play targets only what is there
    (rulebook Shootout plays, presence; RULINGS.md)."""
    return (_IN_YOUR_POSSE if ctx.state.shootout is not None else _ANY_OF_YOURS)(ctx)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24197", Ability(
        window="cheatin_resolution",
        name="Consecration: a dude of yours becomes a stud with +2 bullets and +2 influence",
        cast=("Miracle", 7),
        targets=(Target("dude", _yours, prompt="Which of your dudes is consecrated?", side="own"),),
        effect=_consecrate,
        tags=frozenset({"bonus", "bullets", "stud_draw"}),
    ))
