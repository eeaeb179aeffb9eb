"""Pinned Down (24236): Shootout: a dude in the shootout must be its side's first casualty; if it is picked as a shooter it gets -3 bullets."""
from doomtown_tui.engine import actions
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _pin(ctx) -> None:
    dude = ctx.t("dude")
    # read by the casualty step: the next casualty its side takes must be this dude (digest C.1)
    actions.add_effect(ctx.state, "first_casualty", target=dude.uid, set_to=True, until="shootout",
                       source=ctx.card.uid, reason=ctx.card.title)
    # read when shooters are picked: the -3 bullets take hold if this dude is chosen
    actions.add_effect(ctx.state, "bullets_if_shooter", target=dude.uid, amount=-3, until="shootout",
                       source=ctx.card.uid, reason=ctx.card.title)
    actions.log(ctx.state, "modify", f"{dude.title} must be the first casualty, and gets -3 bullets if chosen as "
                f"shooter ({ctx.card.title})", uid=dude.uid)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24236", Ability(
        window="shootout",
        name="Pinned Down: a dude must be the first casualty",
        targets=(Target("dude", dudes("any", in_shootout=True), prompt="Pin down which dude?", side="opposing"),),
        effect=_pin,
        tags=frozenset({"penalty", "bullets"}),
    ))
