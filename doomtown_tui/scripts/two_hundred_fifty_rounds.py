"""Two Hundred Fifty Rounds (24237): Shootout Tao Technique: you take one casualty fewer this round; Combo while you control the shootout's location."""
from doomtown_tui.engine import actions, town
from doomtown_tui.engine.abilities import Ability
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _rounds(ctx) -> None:
    actions.add_effect(ctx.state, "casualties", player=ctx.player, amount=-1, until="round", source=ctx.card.uid,
                       reason=ctx.card.title)
    actions.log(ctx.state, "modify", f"{ctx.state.players[ctx.player].name} takes 1 casualty fewer this round "
                f"({ctx.card.title})", player=ctx.player)


def _combo(ctx) -> bool:
    so = ctx.state.shootout
    return so is not None and town.location_controller(ctx.state, so.location) == ctx.player


def register(rules: RuleSetBuilder) -> None:
    rules.script("24237", Ability(
        window="shootout",
        name="Two Hundred Fifty Rounds: one casualty fewer this round",
        technique=True,
        effect=_rounds,
        combo=_combo,
        tags=frozenset({"bonus"}),
    ))
