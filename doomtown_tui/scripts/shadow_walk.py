"""Shadow Walk (24187): Noon Hex 7, boot: the caster travels to any location and stays unbooted; Shootout Hex 7, boot: the caster steps into your posse, after which you may give up the Hex for an extra play."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _walk(ctx):
    dude = ctx.dude
    yield from blocks.move_to_one_of(ctx, dude.uid, [loc for loc in ctx.state.locations() if loc != dude.location])


def _step_in(ctx):
    dude = ctx.dude
    yield from blocks.join_posse(ctx, dude.uid) or ()
    again = []
    yield from blocks.choose_mode(ctx, [
        (f"Discard {ctx.card.title} to make another Shootout play", lambda: again.append(True),
         frozenset({"other", "another_play"})),
        (f"Keep {ctx.card.title}", lambda: None, frozenset({"other"})),
    ], f"Discard {ctx.card.title} for another play?")
    if again and ctx.card.zone == "play":
        actions.discard_card(ctx.state, ctx.card.uid, ctx.card.title)
        actions.grant_another_play(ctx.state, ctx.player, ctx.card.title)


def register(rules: RuleSetBuilder) -> None:
    rules.script(
        "24187",
        Ability(
            window="noon",
            name="Shadow Walk: move this dude anywhere",
            cast=("Hex", 7),
            costs=(boot_self(),),
            requirement=lambda ctx: ctx.dude is not None and ctx.dude.location is not None,
            effect=_walk,
            tags=frozenset({"other"}),
        ),
        Ability(
            window="shootout",
            name="Shadow Walk: this dude joins your posse",
            cast=("Hex", 7),
            costs=(boot_self(),),
            brings_in=True,
            requirement=lambda ctx: blocks.can_join(ctx, ctx.dude),
            effect=_step_in,
            tags=frozenset({"bonus", "other"}),
        ),
    )
