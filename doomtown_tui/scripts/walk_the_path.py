"""Walk The Path (24198): Noon Miracle 6, boot: another dude of yours moves from anywhere to the Blessed's location without booting; Shootout Miracle 7, boot: a dude of yours joins the Blessed's posse (moving if needed) and unboots."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, ability_location, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _elsewhere(ctx, dude) -> bool:
    here = ability_location(ctx)
    return ctx.dude is not None and dude.uid != ctx.dude.uid and dude.location is not None and dude.location != here


def _to_the_blessed(ctx) -> list[int]:
    here = ability_location(ctx)
    return [] if here is None else [here]


def _summon(ctx):
    yield from blocks.move(ctx, ctx.targets["dude"], ability_location(ctx)) or ()


def _rally(ctx):
    uid = ctx.targets["dude"]
    yield from blocks.join_posse(ctx, uid) or ()
    if blocks.in_posse(ctx, uid, ctx.player):
        blocks.unboot(ctx, uid)


def register(rules: RuleSetBuilder) -> None:
    rules.script(
        "24198",
        Ability(
            window="noon",
            name="Walk The Path: bring another of your dudes to your Blessed",
            cast=("Miracle", 6),
            costs=(boot_self(),),
            targets=(Target("dude", dudes("own"), _elsewhere, "Which of your dudes walks to your Blessed?", "own",
                            moves_to=_to_the_blessed),),
            effect=_summon,
            tags=frozenset({"other", "move"}),
        ),
        Ability(
            window="shootout",
            name="Walk The Path: one of your dudes joins the posse and unboots",
            cast=("Miracle", 7),
            costs=(boot_self(),),
            targets=(Target("dude", dudes("own"), lambda ctx, d: blocks.can_join(ctx, d), "Which dude joins your posse?",
                            "own", moves_to=blocks.to_the_fight),),
            effect=_rally,
            tags=frozenset({"bonus", "unboot", "move"}),
        ),
    )
