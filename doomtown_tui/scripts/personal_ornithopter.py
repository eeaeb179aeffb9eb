"""Personal Ornithopter (24171): Shootout Repeat, 1 GR: this dude flies into your posse; Shootout, boot: this dude goes home booted."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, boot_self, pay_gr
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _fly_in(ctx):
    yield from blocks.join_posse(ctx, ctx.dude.uid) or ()


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
            requirement=lambda ctx: ctx.dude is not None and blocks.in_posse(ctx, ctx.dude.uid, ctx.player),
            effect=_fly_home,
            tags=frozenset({"other"}),
        ),
    )
