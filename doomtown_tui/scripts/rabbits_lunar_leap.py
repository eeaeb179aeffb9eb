"""Rabbit's Lunar Leap (24225): Shootout Tao Technique: the performer (from anywhere) joins your posse and may unboot; Combo while the opposing posse has more dudes than yours."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _leap(ctx):
    dude = ctx.dude
    yield from blocks.join_posse(ctx, dude.uid, ctx.player) or ()
    if dude.booted and dude.zone == "play":
        yield from blocks.choose_mode(ctx, [(f"Unboot {dude.title}", lambda: blocks.unboot(ctx, dude.uid),
                                             frozenset({"bonus", "unboot"})),
                                            (f"{dude.title} stays booted", lambda: None, frozenset({"other"}))],
                                      f"Unboot {dude.title}?")


def _worth_it(ctx) -> bool:
    """Joining or unbooting must be possible for the performer (an ability must change something); a join barred
    by Scoop Hound's hold (``blocks.can_join``) is no join."""
    return blocks.can_join(ctx, ctx.dude) or ctx.dude.booted


def _combo(ctx) -> bool:
    return len(blocks.posse(ctx, ctx.opponent)) > len(blocks.posse(ctx, ctx.player))


def register(rules: RuleSetBuilder) -> None:
    rules.script("24225", Ability(
        window="shootout",
        name="Rabbit's Lunar Leap: the performer joins your posse and may unboot",
        technique=True,
        brings_in=True,
        requirement=_worth_it,
        effect=_leap,
        combo=_combo,
        tags=frozenset({"bonus", "unboot"}),
    ))
