"""Ancestor Spirit (24260): token; removed from the game the moment it would leave its location, or at the end of the turn."""
from doomtown_tui.engine import actions
from doomtown_tui.engine.abilities import Trait
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24260"


def _vanish(state, token) -> bool:
    """It never arrives anywhere (COMP ruling): leaving its location removes it instead."""
    actions.remove_from_game(state, token.uid, "it left its location")
    return True


def register(rules: RuleSetBuilder) -> None:
    rules.leaving_location[CODE] = _vanish
    rules.script(CODE, Trait("turn_end", lambda ctx: actions.remove_from_game(ctx.state, ctx.card.uid, "the turn ended")))
