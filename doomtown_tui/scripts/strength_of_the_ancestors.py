"""Strength of the Ancestors (24202): Noon Spirit 5, boot: the Shaman gains 3 bullets and stud status, and no opponent's effect may boot them or send them home booted; all of it lapses at the end of the turn or once they leave their location."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24202"
MARK = "ancestors_strength"


def _empower(ctx) -> None:
    dude = ctx.dude
    blocks.bonus(ctx, dude.uid, "bullets", 3)
    blocks.set_shooter(ctx, dude.uid, "stud")
    # set_to: the player whose dude is guarded; the marker carries the guard below for the turn
    actions.add_effect(ctx.state, MARK, target=dude.uid, set_to=ctx.player, until="turn", source=ctx.card.uid,
                       reason=ctx.card.title)
    # all of it ends early if the Shaman leaves this location, even once this spell is gone or blanked
    blocks.only_while_here(ctx, dude.uid)


def _guard(ctx, effect, uid, stat, amount, set_to) -> bool:
    return stat in ("boot", "go_home_booted") and effect.target == uid and effect.set_to != ctx.player


def register(rules: RuleSetBuilder) -> None:
    rules.effect_guard(MARK, _guard)
    rules.script(CODE, Ability(
        window="noon",
        name="Strength of the Ancestors: +3 bullets, a stud, no opposing boots",
        cast=("Spirit", 5),
        costs=(boot_self(),),
        effect=_empower,
        tags=frozenset({"bonus", "bullets", "stud_draw"}),
    ))
