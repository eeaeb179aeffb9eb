"""Election Day Slaughter (24255): Noon Job, boot, on the town square: the other player may unboot a dude in town; on success they ace one of their dudes in town."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, JobSpec, boot_self, choose_player
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import TOWN_SQUARE


def _other(ctx) -> int:
    """"The other player": with three or four seats, the one the job's player named as it started."""
    return ctx.extra.get("other", ctx.opponent)


def _in_town(ctx, booted: bool | None = None, player: int | None = None):
    who = _other(ctx) if player is None else player
    return [d for d in ctx.state.dudes_in_play(who) if blocks.in_town(ctx.state, d.location)
            and (booted is None or d.booted == booted)]


def _rally(ctx):
    """Before the posses form, so the unbooted dude may oppose the job (digest C.1). With three or four
    seats the job's player first names the other player (one who has a dude in town, if any does)."""
    named = [p for p in ctx.opponents if _in_town(ctx, player=p)] or ctx.opponents
    ctx.extra["other"] = yield from choose_player(ctx, named, "Who is the other player of the slaughter?")
    for uid in (yield from blocks.pick_cards(ctx, _in_town(ctx, booted=True), 0, 1, "Unboot a dude in town?",
                                             player=_other(ctx))):
        blocks.unboot(ctx, uid)


def _slaughter(ctx):
    for uid in (yield from blocks.pick_cards(ctx, _in_town(ctx), 1, 1, "Ace one of your dudes in town",
                                             player=_other(ctx))):
        yield from blocks.ace(ctx, uid) or ()


def register(rules: RuleSetBuilder) -> None:
    rules.script("24255", Ability(
        window="noon",
        name="Election Day Slaughter: job on the town square",
        costs=(boot_self(),),
        job=JobSpec(mark=TOWN_SQUARE, on_success=_slaughter, on_start=_rally),
        effect=lambda ctx: None,
        tags=frozenset({"penalty", "leave_play"}),
    ))
