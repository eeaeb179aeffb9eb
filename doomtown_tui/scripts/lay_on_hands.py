"""Lay On Hands (24193): React Miracle 6, boot: as another dude at or adjacent to the Blessed's location is about to
be discarded or aced as a casualty, or aced by any card effect at any other time, the Blessed boots and that dude goes
home booted instead, staying booted through this turn's Nightfall.

Two Reacts, one per window the engine opens: a casualty about to be taken (``shootout.WOULD_BE_CASUALTY``) and a
dude a card effect is about to ace (``blocks.WOULD_BE_ACED``; a Harrowed dude's ace is already a discard by its
keyword, so it never opens). A dude discarded by a card effect other than as a casualty cannot be saved.

Rulings: "boot this Blessed" is the effect's first step, so the Blessed must be unbooted to use it (digest B1) and
boots only if the miracle works; the saved dude still covers what its discard or ace would have (digest B36h), so an
ace saved this way covers 2; no bounty is collected on it, as it is neither discarded nor aced."""
from doomtown_tui.engine import actions, blocks, shootout
from doomtown_tui.engine.abilities import Ability, ReactSpec, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import PLAY


def _can_save(ctx, event) -> bool:
    blessed, dude = ctx.dude, ctx.state.cards[event.data["uid"]]
    if blessed is None or blessed.booted or dude.uid == blessed.uid or event.data.get("prevented"):
        return False
    if dude.zone != PLAY or dude.location is None or blessed.location is None:
        return False
    # the send-home replaces the discard or ace only if it can happen (not to a dude no effect of ours may send home)
    return ctx.state.nearby(dude.location, blessed.location) and blocks.can_change(ctx, dude.uid, "go_home_booted")


def _save(ctx) -> None:
    uid = ctx.event.data["uid"]
    actions.boot(ctx.state, ctx.dude.uid)
    actions.prevent(ctx.state, ctx.event, ctx.card.title)
    actions.send_home_booted(ctx.state, uid)
    blocks.stay_booted(ctx, uid)


def _react(name: str, event: str) -> Ability:
    return Ability(
        window="react",
        name=name,
        cast=("Miracle", 6),
        costs=(boot_self(),),
        react=ReactSpec(event, _can_save),
        effect=_save,
        tags=frozenset({"bonus", "boot"}),
    )


def register(rules: RuleSetBuilder) -> None:
    rules.script(
        "24193",
        _react("Lay On Hands: the casualty goes home booted instead", shootout.WOULD_BE_CASUALTY),
        _react("Lay On Hands: the dude goes home booted instead of being aced", blocks.WOULD_BE_ACED),
    )
