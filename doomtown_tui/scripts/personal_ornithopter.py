"""Personal Ornithopter (24171): Shootout Repeat, 1 GR: this dude flies into your posse; Shootout, boot: this dude goes home booted."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, boot_self, pay_gr
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _fly_in(ctx):
    yield from blocks.join_posse(ctx, ctx.dude.uid) or ()


def _can_fly_home(ctx) -> bool:
    # the trip home is all the effect does (its boot is the cost): barred (Scoop Hound's hold), it cannot be used
    dude = ctx.dude
    return (dude is not None and blocks.in_posse(ctx, dude.uid, ctx.player)
            and blocks.can_change(ctx, dude.uid, "go_home_booted"))


def _fly_home(ctx):
    yield from blocks.send_home(ctx, ctx.dude.uid) or ()


def register(rules: RuleSetBuilder) -> None:
    rules.script(
        "24171",
        Ability(
            window="shootout",
            name="Personal Ornithopter: this dude joins your posse (1 GR)",
            costs=(pay_gr(1),),
            repeat=True,
            brings_in=True,
            requirement=lambda ctx: blocks.can_join(ctx, ctx.dude),
            effect=_fly_in,
            tags=frozenset({"bonus", "other"}),
        ),
        Ability(
            window="shootout",
            name="Personal Ornithopter: fly this dude home",
            costs=(boot_self(),),
            requirement=_can_fly_home,
            effect=_fly_home,
            tags=frozenset({"other"}),
        ),
    )
