"""\"Open Wound\" (24140): adjacent to every other Open Wound; Controller Noon Repeat, pay 1 GR: move your dude from here to an adjacent location."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, dudes, pay_gr
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _other_wound(state, source, loc) -> bool:
    return state.cards[loc].card.code == source.card.code


def register(rules: RuleSetBuilder) -> None:
    rules.adjacency_trait("24140", _other_wound)
    rules.script("24140", Ability(
        window="noon",
        prefix="controller",
        repeat=True,
        name="\"Open Wound\": pay 1 GR to move your dude from here to an adjacent location",
        costs=(pay_gr(1),),
        targets=(Target("dude", dudes("own", at_here=True), prompt="Which of your dudes here moves?", side="own",
                        moves_to=lambda ctx: blocks.adjacent_to(ctx.state, ctx.card.uid)),),
        effect=lambda ctx: blocks.move_to_one_of(ctx, ctx.targets["dude"], blocks.adjacent_to(ctx.state, ctx.card.uid)),
        tags=frozenset({"other", "move"}),
    ))
