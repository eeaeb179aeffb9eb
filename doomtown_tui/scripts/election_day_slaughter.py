"""Election Day Slaughter (24255): Noon Job, boot, on the town square: every other player may unboot a dude in town; on success each of them aces one of their dudes in town."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, JobSpec, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import TOWN_SQUARE


def _in_town(ctx, player: int, booted: bool | None = None):
    return [d for d in ctx.state.dudes_in_play(player) if blocks.in_town(ctx.state, d.location)
            and (booted is None or d.booted == booted)]


def _rally(ctx):
    """Before the posses form, so an unbooted dude may oppose the job (digest C.1): each other player in
    turn, clockwise from the job's player, may unboot one of their dudes in town."""
    for other in ctx.opponents:
        for uid in (yield from blocks.pick_cards(ctx, _in_town(ctx, other, booted=True), 0, 1,
                                                 "Unboot a dude in town?", player=other, play="unboot")):
            blocks.unboot(ctx, uid)


def _slaughter(ctx):
    """Each other player in turn aces one of their own dudes in town (one without any there aces nobody)."""
    for other in ctx.opponents:
        for uid in (yield from blocks.pick_cards(ctx, _in_town(ctx, other), 1, 1, "Ace one of your dudes in town",
                                                 player=other)):
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
