"""General Store (24138): Controller Noon, boot: attach a goods or spell from your hand for 2 GR less, even to a booted dude or one at a location you do not control."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _cards(ctx) -> list:
    """The goods and spells in hand that can go onto one of your dudes (booted or anywhere, digest C.1) at 2 GR less."""
    return blocks.attachable(ctx, ctx.state.players[ctx.player].hand, discount=2)


def _attach(ctx):
    yield from blocks.attach_by_effect(ctx, ctx.targets["card"], discount=2)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24138", Ability(
        window="noon",
        prefix="controller",
        name="General Store: attach a goods or spell for 2 GR less",
        costs=(boot_self(),),
        targets=(Target("card", _cards, prompt="Which goods or spell?", side="own"),),
        effect=_attach,
        tags=frozenset({"enter_play", "bonus"}),
    ))
