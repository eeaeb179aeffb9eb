"""Holy Roller (24195): Shootout Miracle 6, boot: the Blessed gets +1 bullets for the shootout and cannot be picked as a casualty this round, unless your side loses it by 3 or more hand ranks."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _roll(ctx) -> None:
    dude = ctx.dude
    blocks.bonus(ctx, dude.uid, "bullets", 1)        # the whole shootout (digest C.1)
    # "no_casualty" is read by shootout.not_casualty; amount 3: lapses when its side loses by 3+ ranks
    actions.add_effect(ctx.state, "no_casualty", target=dude.uid, amount=3, until="round", source=ctx.card.uid,
                       reason=ctx.card.title)
    actions.log(ctx.state, "modify", f"{dude.title} cannot be a casualty this round unless {ctx.state.players[ctx.player].name}"
                " loses by 3 or more ranks", uid=dude.uid)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24195", Ability(
        window="shootout",
        name="Holy Roller: +1 bullets and no casualty this round",
        cast=("Miracle", 6),
        costs=(boot_self(),),
        effect=_roll,
        tags=frozenset({"bonus", "bullets"}),
    ))
