"""Bottom Dealin' (24214): Cheatin' Resolution: the cheater's draw hand is discarded and replaced by the top five cards of your deck."""
from doomtown_tui.engine import actions, hands, shootout
from doomtown_tui.engine.abilities import Ability
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _swap(ctx):
    cheater = ctx.extra["cheater"]
    actions.replace_draw_hand(ctx.state, cheater, ctx.player, 5, ctx.card.title)
    # the player of Bottom Dealin' names the Jokers of the new hand (digest C.1)
    yield from hands.declare_jokers(ctx.state, ctx.player, ctx.state.players[cheater].draw_hand,
                                    lowball=ctx.state.shootout is None, holder=cheater)
    shootout.show_replaced_hand(ctx.state, cheater)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24214", Ability(
        window="cheatin_resolution",
        name="Bottom Dealin': replace the cheater's hand with your top five cards",
        effect=_swap,
        tags=frozenset({"penalty", "other"}),
    ))
