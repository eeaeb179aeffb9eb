"""Spirit Dance (24205): Shootout, Spirit 10, boot the spell: a Gunslinger token (2 stud bullets) comes into play in your posse."""
from doomtown_tui.engine import actions, shootout
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _dance(ctx) -> None:
    so = ctx.state.shootout
    token = actions.create_token(ctx.state, ctx.player, "Gunslinger", so.location)
    shootout.join(ctx.state, ctx.player, token)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24205", Ability(
        window="shootout",
        name="Spirit Dance: a Gunslinger token joins your posse",
        cast=("Spirit", 10),
        costs=(boot_self(),),
        effect=_dance,
        tags=frozenset({"enter_play", "bonus"}),
    ))
