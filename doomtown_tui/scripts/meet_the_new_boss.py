"""Meet the New Boss (24250): Noon Job on the town square; on success the leader gains 1 permanent control point, and you may ace this card for a permanent +1 influence on that leader."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, JobSpec
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY, TOWN_SQUARE


def _crown(ctx):
    leader = ctx.state.cards[ctx.performer] if ctx.performer is not None else None
    if leader is None or leader.zone != PLAY:
        return
    actions.add_control_points(ctx.state, leader.uid, 1, ctx.card.title)

    def ace_it() -> None:
        actions.ace_unplayed(ctx.state, ctx.card.uid, ctx.card.title)
        blocks.bonus(ctx, leader.uid, "influence", 1, until="permanent")

    yield from blocks.choose_mode(ctx, [(f"Ace {ctx.card.title}: {leader.title} gets +1 influence for good", ace_it,
                                         frozenset({"bonus", "other"})),
                                        (f"Discard {ctx.card.title} as usual", lambda: None, frozenset({"other"}))],
                                  f"Ace {ctx.card.title} for a permanent +1 influence?")


def register(rules: RuleSetBuilder) -> None:
    rules.script("24250", Ability(
        window="noon",
        name="Meet the New Boss: job on the town square for a permanent control point",
        job=JobSpec(mark=TOWN_SQUARE, on_success=_crown),
        effect=lambda ctx: None,
        tags=frozenset({"bonus", "other"}),
    ))
