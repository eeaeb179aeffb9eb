"""Asakichi Cooke (24015): Noon: discard a card to move another of your dudes from his location anywhere, without booting it."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, discard_from_hand, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _send(ctx):
    uid = ctx.targets["dude"]
    here = ctx.state.cards[uid].location
    yield from blocks.move_to_one_of(ctx, uid, [loc for loc in ctx.state.locations() if loc != here])


def register(rules: RuleSetBuilder) -> None:
    rules.script("24015", Ability(
        window="noon",
        name="Asakichi Cooke: discard a card to move another of your dudes from here",
        costs=(discard_from_hand(),),
        targets=(Target("dude", dudes("own", at_here=True), lambda ctx, d: d.uid != ctx.card.uid,
                        "Which of your other dudes here moves?", "own"),),
        effect=_send,
        tags=frozenset({"other", "move"}),
    ))
