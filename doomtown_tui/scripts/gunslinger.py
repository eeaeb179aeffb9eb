"""Gunslinger (24261): token; removed from the game once its shootout (or the job it came for) is over.
A Gunslinger the Automaton's Endless Dudes twist brings stays (an effect ``twists.STAYS`` on it)."""
from doomtown_tui.engine import actions
from doomtown_tui.engine.abilities import Trait
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.twists import STAYS


def _gone(ctx) -> None:
    actions.remove_from_game(ctx.state, ctx.card.uid, "its shootout is over")


def _leaves(ctx, event) -> bool:
    return not any(e.stat == STAYS and e.target == ctx.card.uid for e in ctx.state.effects)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24261", *(Trait(kind, _gone, condition=_leaves) for kind in ("shootout_end", "job_success", "job_fail")))
