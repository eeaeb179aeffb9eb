"""Gunslinger (24261): token; removed from the game once its shootout (or the job it came for) is over."""
from doomtown_tui.engine import actions
from doomtown_tui.engine.abilities import Trait, script


def _gone(ctx) -> None:
    actions.remove_from_game(ctx.state, ctx.card.uid, "its shootout is over")


script("24261", *(Trait(kind, _gone) for kind in ("shootout_end", "job_success", "job_fail")))
