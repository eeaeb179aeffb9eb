"""Buffalo Rifle (24173): Shootout, boot: this dude joins your posse from an adjacent location, staying there and unbooted."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _next_door(ctx) -> bool:
    so = ctx.state.shootout
    return blocks.can_join(ctx, ctx.dude) and ctx.state.adjacent(ctx.dude.location, so.location)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24173", Ability(
        window="shootout",
        name="Buffalo Rifle: join the posse next door from afar",
        costs=(boot_self(),),
        brings_in=True,
        requirement=_next_door,
        effect=lambda ctx: blocks.join_posse(ctx, ctx.dude.uid, moving=False),
        tags=frozenset({"bonus", "enter_play"}),
    ))
