"""Scoop Hound (24172): Shootout, boot: for the rest of the shootout, Shootout plays can neither send dudes home booted nor bring dudes into a posse."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _hold(ctx) -> None:
    actions.add_effect(ctx.state, blocks.POSSES_HELD, until="shootout", source=ctx.card.uid, reason=ctx.card.title)
    actions.log(ctx.state, "modify", f"Until the shootout ends, Shootout plays cannot send dudes home booted or bring "
                f"dudes into a posse ({ctx.card.title})", source=ctx.card.uid)


def _guard(ctx, effect, uid, stat, amount, set_to) -> bool:
    """The hold's send-home half as a "cannot" rule: a Shootout play asking whether it may send a dude home booted
    hears no (so a target that is all such a play would change is no target). The joining half is asked through
    ``blocks.can_bring_in``; ``blocks.send_home`` and ``blocks.join_posse`` enforce both."""
    return stat == "go_home_booted" and blocks.shootout_play(ctx)


def register(rules: RuleSetBuilder) -> None:
    rules.effect_guard(blocks.POSSES_HELD, _guard)
    rules.script("24172", Ability(
        window="shootout",
        name="Scoop Hound: nobody leaves or joins",
        costs=(boot_self(),),
        requirement=lambda ctx: not any(e.stat == blocks.POSSES_HELD for e in ctx.state.effects),
        effect=_hold,
        tags=frozenset({"other"}),
    ))
