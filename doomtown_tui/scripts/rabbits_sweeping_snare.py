"""Rabbit's Sweeping Snare (24241): Shootout Tao Technique: an opposing dude becomes a draw; if your posse is smaller than theirs, you may also boot one or two of that dude's attachments."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY


def _snare(ctx):
    victim = ctx.t("victim")
    blocks.set_shooter(ctx, victim.uid, "draw")
    if victim.zone != PLAY or len(blocks.posse(ctx, ctx.player)) >= len(blocks.posse(ctx, ctx.opponent)):
        return
    unbooted = [ctx.state.cards[u] for u in victim.attachments if not ctx.state.cards[u].booted]
    chosen = yield from blocks.pick_cards(ctx, unbooted, 0, 2, f"Boot up to two cards attached to {victim.title}")
    for uid in chosen:
        yield from blocks.boot(ctx, uid) or ()


def register(rules: RuleSetBuilder) -> None:
    rules.script("24241", Ability(
        window="shootout",
        name="Rabbit's Sweeping Snare: an opposing dude becomes a draw",
        technique=True,
        targets=(Target("victim", dudes("opposing", in_shootout=True), prompt="Which opposing dude becomes a draw?",
                        side="opposing"),),
        effect=_snare,
        tags=frozenset({"penalty", "stud_draw", "boot"}),
    ))
