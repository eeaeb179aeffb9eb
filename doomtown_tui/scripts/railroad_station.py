"""Railroad Station (24141): Controller Noon, boot: move your dude from here to any other location, without booting it."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _elsewhere(ctx) -> list[int]:
    """Every location but the station and where the dude really is (a dude standing in at the station
    from elsewhere, ``abilities.Ctx.stand_ins``, does not "move" to where it already is)."""
    mover = ctx.state.cards[ctx.targets["dude"]]
    return [loc for loc in ctx.state.locations() if loc not in (ctx.card.uid, mover.location)]


def register(rules: RuleSetBuilder) -> None:
    rules.script("24141", Ability(
        window="noon",
        prefix="controller",
        name="Railroad Station: move your dude from here anywhere",
        costs=(boot_self(),),
        targets=(Target("dude", dudes("own", at_here=True), prompt="Which of your dudes here moves?", side="own"),),
        effect=lambda ctx: blocks.move_to_one_of(ctx, ctx.targets["dude"], _elsewhere(ctx)),
        tags=frozenset({"other", "move"}),
    ))
