"""Onward Christian Soldiers (24191): Hymn. Shootout Miracle 4, boot: every dude in your posse gets +1 bullets, and for the shootout other players' card effects cannot lower their bullets or make them draws."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24191"
MARK = "onward_guarded"


def _march(ctx) -> None:
    for dude in blocks.posse(ctx, ctx.player):
        blocks.bonus(ctx, dude.uid, "bullets", 1)
        # set_to: the player whose dude is guarded; the marker carries the guard below for the rest of the
        # shootout, whatever becomes of this Hymn
        actions.add_effect(ctx.state, MARK, target=dude.uid, set_to=ctx.player, until="shootout", source=ctx.card.uid,
                           reason=ctx.card.title)


def _guard(ctx, effect, uid, stat, amount, set_to) -> bool:
    if stat not in ("bullets", "shooter") or effect.target != uid or effect.set_to == ctx.player:
        return False
    if stat == "shooter":
        return set_to == "draw"
    return amount < 0 if set_to is None else set_to < stats.bullets(ctx.state, ctx.state.cards[uid])


def register(rules: RuleSetBuilder) -> None:
    rules.effect_guard(MARK, _guard)
    rules.script(CODE, Ability(
        window="shootout",
        name="Onward Christian Soldiers: +1 bullets to your posse, guarded from bullet cuts",
        cast=("Miracle", 4),
        costs=(boot_self(),),
        effect=_march,
        tags=frozenset({"bonus", "bullets"}),
    ))
