"""Nightmare at Noon (24256): Shootout, Headline: each dude of one posse gets -1 bullets; then any dude in the shootout left at 1 bullet or fewer is a draw."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _whole_posse(ctx, player: int) -> list:
    """Every dude of the posse ``player`` fights in, a third party's allied dudes included (multiplayer)."""
    so = ctx.state.shootout
    side = so.side_of(player)
    return [] if side is None else [ctx.state.cards[u] for u in so.posses[side].dudes]


def _nightmare(ctx):
    def weaken(player: int):
        def apply() -> None:
            for dude in _whole_posse(ctx, player):
                blocks.bonus(ctx, dude.uid, "bullets", -1)
        return apply

    yield from blocks.choose_mode(ctx, [("Opposing posse: -1 bullets each", weaken(ctx.opponent),
                                         frozenset({"penalty", "bullets"})),
                                        ("Your posse: -1 bullets each", weaken(ctx.player), frozenset({"bullets"}))],
                                  "Which posse gets -1 bullets?")
    for dude in _whole_posse(ctx, ctx.player) + _whole_posse(ctx, ctx.opponent):
        if stats.bullets(ctx.state, dude) <= 1 and stats.shooter(ctx.state, dude) != "draw":
            blocks.set_shooter(ctx, dude.uid, "draw")


def register(rules: RuleSetBuilder) -> None:
    rules.script("24256", Ability(
        window="shootout",
        name="Nightmare at Noon: -1 bullets to a posse, weak shooters become draws",
        effect=_nightmare,
        tags=frozenset({"penalty", "bullets", "stud_draw"}),
    ))
