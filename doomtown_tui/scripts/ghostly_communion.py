"""Ghostly Communion (24209): your home counts as a Holy Ground while it is cast. Noon Spirit 5, boot: the Shaman moves to a Holy Ground or next to one; Shootout Spirit 7, boot: the Shaman joins your posse when the shootout is at or next to a Holy Ground, and is a stud."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import TOWN_SQUARE


def _holy(ctx, loc: int) -> bool:
    """A Holy Ground for this casting: a location with the keyword, or the caster's player's home."""
    if loc == TOWN_SQUARE:
        return False
    return loc == ctx.state.home_of(ctx.player) or stats.has_keyword(ctx.state, ctx.state.cards[loc], "Holy Ground")


def _blessed_ground(ctx, loc: int) -> bool:
    return _holy(ctx, loc) or any(_holy(ctx, other) and ctx.state.adjacent(loc, other) for other in ctx.state.locations())


def _destinations(ctx) -> list[int]:
    dude = ctx.dude
    if dude is None:
        return []
    return [loc for loc in ctx.state.locations() if loc != dude.location and _blessed_ground(ctx, loc)]


def _walk(ctx):
    yield from blocks.move_to_one_of(ctx, ctx.dude.uid, _destinations(ctx))


def _can_commune(ctx) -> bool:
    so = ctx.state.shootout
    return so is not None and blocks.can_join(ctx, ctx.dude) and _blessed_ground(ctx, so.location)


def _commune(ctx):
    uid = ctx.dude.uid
    yield from blocks.join_posse(ctx, uid) or ()
    if blocks.in_posse(ctx, uid, ctx.player):
        blocks.set_shooter(ctx, uid, "stud")


def register(rules: RuleSetBuilder) -> None:
    rules.script(
        "24209",
        Ability(
            window="noon",
            name="Ghostly Communion: move your Shaman to or next to a Holy Ground",
            cast=("Spirit", 5),
            costs=(boot_self(),),
            requirement=lambda ctx: bool(_destinations(ctx)),
            effect=_walk,
            tags=frozenset({"other"}),
        ),
        Ability(
            window="shootout",
            name="Ghostly Communion: your Shaman joins the posse as a stud",
            cast=("Spirit", 7),
            costs=(boot_self(),),
            brings_in=True,
            requirement=_can_commune,
            effect=_commune,
            tags=frozenset({"bonus", "stud_draw"}),
        ),
    )
