"""Pistol Whip (24228): Shootout: booting your posse dude sends an opposing posse member home booted; the booted dude loses 1 bullet."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, boot_other, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _mine(ctx, card) -> bool:
    return card.card.type == "dude" and blocks.in_posse(ctx, card.uid, ctx.player)


def _whip(ctx):
    step = blocks.send_home(ctx, ctx.targets["victim"])
    if step is not None:
        yield from step
    mine = ctx.state.cards[ctx.extra["booted"]]
    if stats.bullets(ctx.state, mine) > 0:      # "minimum 0": the penalty takes only what is there
        blocks.bonus(ctx, mine.uid, "bullets", -1)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24228", Ability(
        window="shootout",
        name="Pistol Whip: send an opposing dude home booted",
        targets=(Target("victim", dudes("opposing", in_shootout=True), prompt="Whip which dude home?", side="opposing"),),
        costs=(boot_other(_mine, "boot your dude in the posse"),),
        effect=_whip,
        tags=frozenset({"penalty", "boot", "other"}),
    ))
