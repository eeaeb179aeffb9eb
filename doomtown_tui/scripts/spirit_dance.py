"""Spirit Dance (24205): Shootout, Spirit 10, boot the spell: a Gunslinger token (2 stud bullets) comes into play in your posse."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _dance(ctx) -> None:
    if blocks.posses_held(ctx):          # Scoop Hound: the token would only stand there, so none comes
        return
    token = actions.create_token(ctx.state, ctx.player, "Gunslinger", ctx.state.shootout.location)
    blocks.join_posse(ctx, token, ctx.player)    # the token stands at the shootout: it joins at once


def register(rules: RuleSetBuilder) -> None:
    rules.script("24205", Ability(
        window="shootout",
        name="Spirit Dance: a Gunslinger token joins your posse",
        cast=("Spirit", 10),
        costs=(boot_self(),),
        requirement=blocks.can_bring_in,
        effect=_dance,
        tags=frozenset({"enter_play", "bonus"}),
    ))
