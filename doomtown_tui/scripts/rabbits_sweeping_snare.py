"""Rabbit's Sweeping Snare (24241): Shootout Tao Technique: an opposing dude becomes a draw; if your posse is smaller than theirs, you may also boot one or two of that dude's attachments."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY


def _outnumbered(ctx) -> bool:
    return len(blocks.posse(ctx, ctx.player)) < len(blocks.posse(ctx, ctx.opponent))


def _bootable(ctx, victim) -> list:
    """The unbooted cards on ``victim`` this Technique's boot could reach."""
    return [c for c in (ctx.state.cards[u] for u in victim.attachments)
            if blocks.can_boot(ctx, c)]


def _changeable(ctx, victim) -> bool:
    # a dude who may not be made a draw (Peacemaker, Onward Christian Soldiers), or who is one already, is a
    # target only while the Technique could still boot a card on them
    return (blocks.can_make_draw(ctx, victim)
            or (_outnumbered(ctx) and bool(_bootable(ctx, victim))))


def _snare(ctx):
    victim = ctx.t("victim")
    blocks.set_shooter(ctx, victim.uid, "draw")
    if victim.zone != PLAY or not _outnumbered(ctx):
        return
    chosen = yield from blocks.pick_cards(ctx, _bootable(ctx, victim), 0, 2, f"Boot up to two cards attached to {victim.title}")
    for uid in chosen:
        yield from blocks.boot(ctx, uid) or ()


def register(rules: RuleSetBuilder) -> None:
    rules.script("24241", Ability(
        window="shootout",
        name="Rabbit's Sweeping Snare: an opposing dude becomes a draw",
        technique=True,
        targets=(Target("victim", dudes("opposing", in_shootout=True), _changeable,
                        prompt="Which opposing dude becomes a draw?", side="opposing"),),
        effect=_snare,
        tags=frozenset({"penalty", "stud_draw", "boot"}),
    ))
