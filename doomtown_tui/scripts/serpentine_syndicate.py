"""Serpentine Syndicate (24006): React, boot: after your dude away from home successfully casts a spell, discard a card from hand to gain 1 GR and draw a card."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, ReactSpec, boot_self, discard_from_hand
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _cast_away_from_home(ctx, ev) -> bool:
    caster = ctx.state.cards.get(ev.data.get("caster", -1))
    if not ev.data.get("success") or caster is None or caster.controller != ctx.player:
        return False
    events = ctx.state.events
    index = next(i for i in range(len(events) - 1, -1, -1) if events[i] is ev)
    for earlier in reversed(events[:index]):      # where the caster stood when the spell was cast
        if earlier.kind == "skill_test" and earlier.data.get("uid") == caster.uid:
            return earlier.data.get("location") != ctx.state.home_of(ctx.player)
    return caster.location != ctx.state.home_of(ctx.player)


def _reward(ctx) -> None:
    blocks.gain(ctx, 1)
    blocks.draw(ctx, 1)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24006", Ability(
        window="react",
        name="Serpentine Syndicate: discard a card to gain 1 GR and draw a card",
        react=ReactSpec("cast", _cast_away_from_home),
        costs=(boot_self(), discard_from_hand()),
        effect=_reward,
        tags=frozenset({"other"}),
    ))
