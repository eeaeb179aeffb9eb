"""Fetch (24184): Cheatin' Resolution Hex 5, boot: when this round's draw hand is discarded, one card of it may go to
your play hand instead; in a shootout you also take 3 fewer casualties this round.

The choice is made by the rules when the hand is discarded (``shootout.discard_draw_hand``): only cards you own
(compendium), never a Joker, which has been used and is aced (digest A25). In the lowball the hand discarded is the
one of this Gamblin' phase (on a tie, the one thrown in for the redraw)."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _fetch(ctx) -> None:
    blocks.keep_from_draw_hand(ctx)
    blocks.fewer_casualties(ctx, 3)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24184", Ability(
        window="cheatin_resolution",
        name="Fetch: keep a card of your draw hand; 3 casualties fewer",
        cast=("Hex", 5),
        costs=(boot_self(),),
        effect=_fetch,
        tags=frozenset({"bonus"}),
    ))
