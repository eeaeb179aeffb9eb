"""Many Speak As One (24208): Noon Spirit 9, boot: an Ancestor Spirit token (0 draw, 1 influence) comes into play at the caster's location."""
from doomtown_tui.engine import actions
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _ancestor(ctx) -> None:
    actions.create_token(ctx.state, ctx.player, "Ancestor Spirit", ctx.dude.location)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24208", Ability(
        window="noon",
        name="Many Speak As One: an Ancestor Spirit token comes into play here",
        cast=("Spirit", 9),
        costs=(boot_self(),),
        effect=_ancestor,
        tags=frozenset({"enter_play", "bonus"}),
    ))
