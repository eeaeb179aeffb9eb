"""Emre, The Turkish Bear (Exp.1) (24019): Repeat React, once per shootout: after he successfully performs a Technique in a shootout, draw a card and he gets +1 bullets."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, ReactSpec
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _his_technique(ctx, ev) -> bool:
    return ctx.in_shootout and ev.data.get("uid") == ctx.card.uid and bool(ev.data.get("success"))


def _bear(ctx) -> None:
    blocks.draw(ctx, 1)
    blocks.bonus(ctx, ctx.card.uid, "bullets", 1)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24019", Ability(
        window="react",
        name="Emre: draw a card and +1 bullets after his Technique",
        react=ReactSpec("kung_fu_test", _his_technique),
        repeat=True,
        once_per_shootout=True,
        effect=_bear,
        tags=frozenset({"bonus", "bullets"}),
    ))
