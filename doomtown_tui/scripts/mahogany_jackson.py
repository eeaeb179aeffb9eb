"""\"Mahogany\" Jackson (24095): whenever she joins a posse, you discard the top two cards of your deck."""
from doomtown_tui.engine import actions
from doomtown_tui.engine.abilities import Trait
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _joins(ctx, ev) -> bool:
    return ev.data.get("uid") == ctx.card.uid


def _mill(ctx) -> None:
    actions.discard_top(ctx.state, ctx.player, 2, ctx.card.title)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24095", Trait("join_posse", _mill, _joins))
