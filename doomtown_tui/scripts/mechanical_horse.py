"""Mechanical Horse (24167): Noon Repeat, 1 GR: this dude moves next door; Noon Repeat, 2 GR: this dude moves anywhere; React, boot: this dude joins a posse without booting."""
from doomtown_tui.engine import actions, blocks, shootout
from doomtown_tui.engine.abilities import Ability, ReactSpec, boot_self, pay_gr
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _placed(ctx) -> bool:
    return ctx.dude is not None and ctx.dude.location is not None


def _trot(ctx):
    yield from blocks.move_to_one_of(ctx, ctx.dude.uid, blocks.adjacent_to(ctx.state, ctx.dude.location))


def _gallop(ctx):
    yield from blocks.move_to_one_of(ctx, ctx.dude.uid, [loc for loc in ctx.state.locations() if loc != ctx.dude.location])


def register(rules: RuleSetBuilder) -> None:
    rules.script(
        "24167",
        Ability(
            window="noon",
            name="Mechanical Horse: move this dude next door (1 GR)",
            costs=(pay_gr(1),),
            repeat=True,
            requirement=lambda ctx: _placed(ctx) and bool(blocks.adjacent_to(ctx.state, ctx.dude.location)),
            effect=_trot,
            tags=frozenset({"other"}),
        ),
        Ability(
            window="noon",
            name="Mechanical Horse: move this dude anywhere (2 GR)",
            costs=(pay_gr(2),),
            repeat=True,
            requirement=_placed,
            effect=_gallop,
            tags=frozenset({"other"}),
        ),
        Ability(
            window="react",
            name="Mechanical Horse: join the posse without booting",
            costs=(boot_self(),),
            react=ReactSpec(shootout.JOINING_BOOT, lambda ctx, ev: ctx.dude is not None and ev.data.get("uid") == ctx.dude.uid
                            and not ev.data.get("prevented")),
            effect=lambda ctx: actions.prevent(ctx.state, ctx.event, ctx.card.title),
            tags=frozenset({"bonus"}),
        ),
    )
