"""Make 'Em Sweat (24212): Shootout: boot your dude in the posse to cut another dude's bullets by your dude's bullets; at 0 bullets that dude boots."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, boot_other, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _mine(ctx, dude, victim=None) -> bool:
    """An unbooted dude of yours in your posse, other than the victim."""
    return (dude.card.type == "dude" and not dude.booted and dude.controller == ctx.player
            and blocks.in_posse(ctx, dude.uid, ctx.player)
            and dude.uid != (victim if victim is not None else ctx.targets.get("victim")))


def _changes(ctx, mine, victim) -> bool:
    """Would booting ``mine`` change something on ``victim``: a bullet cut no protection refuses, or else (bullets
    unchanged) the boot of a victim already at 0 bullets, if that boot may happen?"""
    cut = stats.bullets(ctx.state, mine)
    if cut > 0 and blocks.can_change(ctx, victim.uid, "bullets", -cut):
        return True
    return stats.bullets(ctx.state, victim) <= 0 and blocks.can_boot(ctx, victim)


def _can_sweat(ctx, victim) -> bool:
    """Some dude of yours could boot for it and it would change something."""
    return any(_mine(ctx, d, victim.uid) and _changes(ctx, d, victim) for d in blocks.posse(ctx, ctx.player))


def _sweat(ctx):
    mine, victim = ctx.state.cards[ctx.extra["booted"]], ctx.targets["victim"]
    cut = stats.bullets(ctx.state, mine)
    if cut:
        blocks.bonus(ctx, victim, "bullets", -cut)
    if stats.bullets(ctx.state, ctx.state.cards[victim]) == 0:
        step = blocks.boot(ctx, victim)
        if step is not None:
            yield from step


def register(rules: RuleSetBuilder) -> None:
    rules.script("24212", Ability(
        window="shootout",
        name="Make 'Em Sweat: cut a dude's bullets by your dude's",
        targets=(Target("victim", dudes("any", in_shootout=True), _can_sweat, "Whose bullets drop?", "opposing"),),
        costs=(boot_other(_mine, "boot your dude in the posse"),),
        effect=_sweat,
        tags=frozenset({"penalty", "bullets", "boot"}),
    ))
