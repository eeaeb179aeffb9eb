"""Too Much Attention (24247): Noon: boot a wanted dude; or Noon: boot a card that has 1 or more control points."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _cards_with_control(ctx) -> list:
    # "worth" control points means "has" them, from any source (digest B24)
    return [c for c in ctx.state.in_play() if c.card.type in ("dude", "deed", "goods", "spell")
            and stats.control(ctx.state, c) >= 1]


def _boot(ctx):
    return blocks.boot(ctx, ctx.targets["card"])


def register(rules: RuleSetBuilder) -> None:
    rules.script(
        "24247",
        Ability(
            window="noon",
            name="Too Much Attention: boot a wanted dude",
            targets=(Target("card", dudes("any"), lambda ctx, d: d.bounty > 0 and not d.booted, "Boot which wanted dude?",
                            "opposing", changes=(("boot", 0, None),)),),
            effect=_boot,
            tags=frozenset({"penalty", "boot"}),
        ),
        Ability(
            window="noon",
            name="Too Much Attention: boot a card with control points",
            targets=(Target("card", _cards_with_control, lambda ctx, c: not c.booted, "Boot which card with control points?",
                            "opposing", changes=(("boot", 0, None),)),),
            effect=_boot,
            tags=frozenset({"penalty", "boot"}),
        ),
    )
