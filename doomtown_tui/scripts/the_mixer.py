"""The Mixer (24056): Shootout: a dude in the shootout ignores every bullet modifier coming from opponents' actions and abilities."""
from doomtown_tui.engine import actions
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _mix(ctx) -> None:
    dude = ctx.t("dude")
    actions.add_effect(ctx.state, "ignore_opposing:bullets", target=dude.uid, set_to=ctx.player, until=ctx.duration,
                       source=ctx.card.uid, reason=ctx.card.title)
    actions.log(ctx.state, "modify", f"{dude.title} ignores bullet modifiers from {ctx.state.players[ctx.opponent].name}'s "
                f"actions and abilities ({ctx.card.title})", uid=dude.uid)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24056", Ability(
        window="shootout",
        name="The Mixer: a dude ignores opponents' bullet modifiers",
        targets=(Target("dude", dudes("any", in_shootout=True), prompt="Which dude ignores opponents' bullet modifiers?",
                        side="own"),),
        effect=_mix,
        tags=frozenset({"bonus", "bullets"}),
    ))
