"""Hiding in the Shadows (24226): Noon: this turn, other players' Shootout abilities cannot target or affect one of your dudes."""
from doomtown_tui.engine import actions
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _exposed(ctx, dude) -> bool:
    return not any(e.stat == "shielded" and e.target == dude.uid and e.set_to == ctx.player for e in ctx.state.effects)


def _hide(ctx) -> None:
    uid = ctx.targets["dude"]
    # "shielded" (set_to = the player it answers to) is read by abilities.shielded and blocks.out_of_reach
    actions.add_effect(ctx.state, "shielded", target=uid, set_to=ctx.player, until=ctx.duration,
                       source=ctx.card.uid, reason=ctx.card.title)
    actions.log(ctx.state, "modify", f"{ctx.state.cards[uid].title} is hidden from other players' Shootout abilities "
                f"this turn ({ctx.card.title})", uid=uid)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24226", Ability(
        window="noon",
        name="Hiding in the Shadows: shield a dude from Shootout abilities",
        targets=(Target("dude", dudes("own"), _exposed, "Which dude hides?", "own"),),
        effect=_hide,
        tags=frozenset({"bonus", "other"}),
    ))
