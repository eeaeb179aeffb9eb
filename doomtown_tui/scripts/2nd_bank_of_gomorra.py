"""2nd Bank of Gomorra (24107): Controller Noon, boot: the bank adds 2 GR to the deed's vault; Controller Noon, boot: empty the vault into your stash."""
from doomtown_tui.engine import actions
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _withdraw(ctx) -> None:
    actions.take_ghost_rock(ctx.state, ctx.player, ctx.card.uid, ctx.card.title)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24107", Ability(
        window="noon",
        prefix="controller",
        name="2nd Bank of Gomorra: put 2 GR in the vault",
        costs=(boot_self(),),
        effect=lambda ctx: actions.put_ghost_rock(ctx.state, ctx.card.uid, 2, ctx.card.title),
        tags=frozenset({"bonus"}),
    ), Ability(
        window="noon",
        prefix="controller",
        name="2nd Bank of Gomorra: empty the vault into your stash",
        costs=(boot_self(),),
        requirement=lambda ctx: ctx.card.ghost_rock > 0,
        effect=_withdraw,
        tags=frozenset({"bonus"}),
    ))
