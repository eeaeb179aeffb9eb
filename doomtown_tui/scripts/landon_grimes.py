"""Landon Grimes (24039): Shootout: one of your Abominations or Hucksters joins Landon's posse, from wherever it is."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _recruit(ctx, dude) -> bool:
    # only a dude who could join is a choice (under Scoop Hound's hold nobody may be brought in): the joining is
    # all the ability does
    return blocks.can_join(ctx, dude) and (
        stats.has_keyword(ctx.state, dude, "Abomination") or stats.has_keyword(ctx.state, dude, "Huckster"))


def register(rules: RuleSetBuilder) -> None:
    rules.script("24039", Ability(
        window="shootout",
        name="Landon Grimes: your Abomination or Huckster joins his posse",
        brings_in=True,       # the joining dude may come from anywhere; Landon himself must be in the posse
        requirement=lambda ctx: blocks.in_posse(ctx, ctx.card.uid, ctx.player),
        targets=(Target("dude", dudes("own"), _recruit, "Which Abomination or Huckster joins the posse?", "own",
                        moves_to=blocks.to_the_fight),),
        effect=lambda ctx: blocks.join_posse(ctx, ctx.targets["dude"], ctx.player),
        tags=frozenset({"bonus", "move"}),
    ))
