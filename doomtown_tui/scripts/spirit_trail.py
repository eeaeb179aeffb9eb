"""Spirit Trail (24207): Totem. Its location is adjacent to every other location with a Spirit Trail; Noon Spirit 6, boot: move one of your dudes from here anywhere, without booting, booted or not."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, ability_location, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24207"


def _trail(state, source, a: int, b: int) -> bool:
    """``source`` (a Spirit Trail) links its location with any other location holding a Spirit Trail."""
    here = source.attached_to
    if here not in (a, b):
        return False
    other = state.cards.get(b if a == here else a)
    return other is not None and any(state.cards[u].card.code == CODE for u in other.attachments)


def _walk(ctx):
    here = ability_location(ctx)
    destinations = [loc for loc in ctx.state.locations() if loc != here]
    yield from blocks.move_to_one_of(ctx, ctx.targets["dude"], destinations)


def register(rules: RuleSetBuilder) -> None:
    rules.adjacency[CODE] = _trail
    rules.script(CODE, Ability(
        window="noon",
        name="Spirit Trail: move your dude from here without booting",
        cast=("Spirit", 6),
        costs=(boot_self(),),
        targets=(Target("dude", dudes("own", at_here=True), prompt="Move which of your dudes?", side="own"),),
        effect=_walk,
        tags=frozenset({"other", "move"}),
    ))
