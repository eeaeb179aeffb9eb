"""Flame-Thrower (24164): its carrier is a stud; Shootout, boot and 1 to 3 GR: +1 bullets on the Gadget per GR, and every round's loser suffers 1 more casualty."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _effect(ctx) -> None:
    # the bullets go on the Gadget itself; a goods' bullets count for the dude carrying it (stats)
    blocks.bonus(ctx, ctx.card.uid, "bullets", ctx.extra["paid"])
    actions.add_effect(ctx.state, "loser_casualties", amount=1, until="shootout", source=ctx.card.uid,
                       reason=ctx.card.title)
    actions.log(ctx.state, "modify", "Each round's loser takes 1 extra casualty this shootout (Flame-Thrower)",
                uid=ctx.card.uid)


def register(rules: RuleSetBuilder) -> None:
    rules.shooter_trait("24164", lambda state, source, dude: "stud" if source.attached_to == dude.uid else None)
    rules.script("24164", Ability(
        window="shootout",
        name="Flame-Thrower: fuel it up",
        costs=(blocks.pay_gr_upto(1, 3), boot_self()),
        effect=_effect,
        tags=frozenset({"bonus", "bullets", "penalty"}),
    ))
