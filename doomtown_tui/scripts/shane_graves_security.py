"""Shane & Graves Security (24118): Controller Shootout, boot: when the shootout is at a deed at or next to this one, a 2-stud Gunslinger token joins your posse."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _nearby_deed(ctx) -> bool:
    so = ctx.state.shootout
    if so is None or not ctx.state.is_location(so.location) or so.location == 0:
        return False
    return (ctx.state.cards[so.location].card.type == "deed" and ctx.state.nearby(so.location, ctx.card.uid)
            and blocks.can_bring_in(ctx))


def _effect(ctx) -> None:
    if blocks.posses_held(ctx):          # Scoop Hound: the token would only stand there, so none comes
        return
    token = actions.create_token(ctx.state, ctx.player, "Gunslinger", ctx.state.shootout.location)
    blocks.join_posse(ctx, token, ctx.player)    # the token stands at the shootout: it joins at once


def register(rules: RuleSetBuilder) -> None:
    rules.script("24118", Ability(
        window="shootout",
        prefix="controller",
        name="Shane & Graves Security: a Gunslinger token joins your posse",
        costs=(boot_self(),),
        requirement=_nearby_deed,
        effect=_effect,
        tags=frozenset({"enter_play", "bonus"}),
    ))
