"""Surveyor's Office (24130): adjacent to every Out of Town deed; Controller Noon, boot: move your dude from here to an adjacent location."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _out_of_town_deed(state, source, loc) -> bool:
    return state.cards[loc].card.type == "deed" and state.is_out_of_town(loc)


def register(rules: RuleSetBuilder) -> None:
    rules.adjacency_trait("24130", _out_of_town_deed)
    rules.script("24130", Ability(
        window="noon",
        prefix="controller",
        name="Surveyor's Office: move your dude from here to an adjacent location",
        costs=(boot_self(),),
        targets=(Target("dude", dudes("own", at_here=True), prompt="Which of your dudes here moves?", side="own",
                        moves_to=lambda ctx: blocks.adjacent_to(ctx.state, ctx.card.uid)),),
        effect=lambda ctx: blocks.move_to_one_of(ctx, ctx.targets["dude"], blocks.adjacent_to(ctx.state, ctx.card.uid)),
        tags=frozenset({"other", "move"}),
    ))
