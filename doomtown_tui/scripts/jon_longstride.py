"""Jon Longstride (24032): Noon, boot: unboot his Horse, and one of its abilities may be used one extra time this turn.

This printing gives the ability no timing word; we use the Noon window of the earlier printing (an ability
needs a window; see RULINGS.md)."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def horse(state, dude):
    return next((a for a in blocks.attachments(state, dude) if stats.has_keyword(state, a, "Horse")), None)


def _worth_it(ctx) -> bool:
    mount = horse(ctx.state, ctx.card)
    return mount is not None and (mount.booted or bool(ctx.state.rules.scripts.get(mount.card.code) and ctx.state.rules.scripts[mount.card.code].abilities))


def _saddle_up(ctx) -> None:
    mount = horse(ctx.state, ctx.card)
    assert mount is not None
    blocks.unboot(ctx, mount.uid)
    actions.grant_extra_use(ctx.state, mount.uid, ctx.card.title)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24032", Ability(
        window="noon",
        name="Jon Longstride: unboot his Horse for an extra use",
        costs=(boot_self(),),
        requirement=_worth_it,
        effect=_saddle_up,
        tags=frozenset({"bonus", "unboot"}),
    ))
