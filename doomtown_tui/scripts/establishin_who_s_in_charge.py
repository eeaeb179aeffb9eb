"""Establishin' Who's in Charge (24211): Noon Job on an in-town deed; if it succeeds, the deed gains 1 permanent control point."""
from doomtown_tui.engine import actions
from doomtown_tui.engine.abilities import Ability, JobSpec, Target, deeds
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY


def _in_town(ctx, deed) -> bool:
    return not ctx.state.is_out_of_town(deed.uid)


def _claim(ctx) -> None:
    deed = ctx.t("mark")
    if deed.zone == PLAY:
        actions.add_control_points(ctx.state, deed.uid, 1, ctx.card.title)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24211", Ability(
        window="noon",
        name="Establishin' Who's in Charge: job for a permanent control point on a deed",
        job=JobSpec(mark=Target("mark", deeds("any"), _in_town, "Mark which in-town deed?", "any"), on_success=_claim),
        effect=lambda ctx: None,
        tags=frozenset({"bonus", "other"}),
    ))
