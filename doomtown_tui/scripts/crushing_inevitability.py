"""Crushing Inevitability (24245): Shootout Tao Technique, boot the performer: a booted opposing target adds nothing to draw hands this round; one of lower value than the performer must be the first casualty this round."""
from doomtown_tui.engine import actions, stats
from doomtown_tui.engine.abilities import Ability, Target, boot_dude, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _crush(ctx) -> None:
    target, dude = ctx.t("target"), ctx.dude
    if target.booted:
        actions.add_effect(ctx.state, "no_draw_contribution", target=target.uid, set_to=True, until="round",
                           source=ctx.card.uid, reason=ctx.card.title)
        actions.log(ctx.state, "modify", f"{target.title} adds nothing to draw hands this round ({ctx.card.title})",
                    uid=target.uid)
    if stats.value(ctx.state, target) < stats.value(ctx.state, dude):
        actions.add_effect(ctx.state, "first_casualty", target=target.uid, set_to=True, until="round",
                           source=ctx.card.uid, reason=ctx.card.title)
        actions.log(ctx.state, "modify", f"{target.title} must be the first casualty this round ({ctx.card.title})",
                    uid=target.uid)


def _affected(ctx, target) -> bool:
    """At least one of the two "If" clauses can apply (an ability must be able to change something)."""
    return target.booted or stats.value(ctx.state, target) < stats.value(ctx.state, ctx.dude)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24245", Ability(
        window="shootout",
        name="Crushing Inevitability: cripple a booted or weaker opposing dude",
        technique=True,
        costs=(boot_dude(),),     # "Boot" on a Technique: the performing dude boots
        targets=(Target("target", dudes("opposing", in_shootout=True), _affected, "Target which opposing dude?",
                        "opposing"),),
        effect=_crush,
        tags=frozenset({"penalty", "stud_draw"}),
    ))
