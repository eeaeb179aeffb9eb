"""Rabbit's Deception (24229): Shootout Tao Technique: the performer goes home booted; if they were unbooted, an opposing dude in the shootout may go home booted too; Combo while the opposing posse holds a stud."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _can_leave(ctx) -> bool:
    # sending the performer home is the first sentence (digest B1): a performer nothing may send home (Scoop Hound's
    # hold) cannot perform it
    return ctx.dude is not None and blocks.can_change(ctx, ctx.dude.uid, "go_home_booted")


def _deceive(ctx):
    dude = ctx.dude
    # "unbooted when you played this card": nothing between playing it and this point boots the
    # performer (no boot cost; the Kung Fu test is a pull), so its state now is its state then
    was_unbooted = not dude.booted
    yield from blocks.send_home(ctx, dude.uid) or ()
    # only an opposing dude it may send home is a choice (not one guarded from it)
    foes = [d for d in blocks.posse(ctx, ctx.opponent) if blocks.can_change(ctx, d.uid, "go_home_booted")]
    if was_unbooted and foes:
        chosen = yield from blocks.pick_targets(ctx, foes, 0, 1, "Send an opposing dude home booted too? (choose none to skip)")
        for uid in chosen:
            yield from blocks.send_home(ctx, uid) or ()


def _combo(ctx) -> bool:
    return any(stats.shooter(ctx.state, d) == "stud" for d in blocks.posse(ctx, ctx.opponent))


def register(rules: RuleSetBuilder) -> None:
    rules.script("24229", Ability(
        window="shootout",
        name="Rabbit's Deception: the performer goes home booted (and maybe an opposing dude too)",
        technique=True,
        requirement=_can_leave,
        effect=_deceive,
        combo=_combo,
        tags=frozenset({"penalty", "other"}),
    ))
