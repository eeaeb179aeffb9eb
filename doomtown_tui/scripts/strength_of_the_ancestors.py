"""Strength of the Ancestors (24202): Noon Spirit 5, boot: the Shaman gains 3 bullets and stud status, and no opponent's effect may boot them or send them home booted; all of it lapses at the end of the turn or once they leave their location."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, Trait, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24202"
MARK = "ancestors_strength"


def _empower(ctx) -> None:
    dude = ctx.dude
    blocks.bonus(ctx, dude.uid, "bullets", 3)
    blocks.set_shooter(ctx, dude.uid, "stud")
    # set_to: the player whose dude is guarded; read by the guard below
    actions.add_effect(ctx.state, MARK, target=dude.uid, set_to=ctx.player, until="turn", source=ctx.card.uid,
                       reason=ctx.card.title)


def _guard(ctx, source, uid, stat, amount, set_to) -> bool:
    if stat not in ("boot", "go_home_booted"):
        return False
    return any(e.stat == MARK and e.target == uid and e.source == source.uid and e.set_to != ctx.player
               for e in ctx.state.effects)


def _left(ctx, event) -> bool:
    """The empowered dude has just moved away (or gone home from elsewhere)."""
    uid = event.data.get("uid")
    moved = event.kind == "move" and event.data.get("src") != event.data.get("to")
    home = event.kind == "send_home" and event.data.get("src_uid") != ctx.state.cards[uid].location
    return (moved or home) and any(e.source == ctx.card.uid and e.target == uid for e in ctx.state.effects)


def _fade(ctx) -> None:
    uid = ctx.event.data["uid"]
    for eff in [e for e in ctx.state.effects if e.source == ctx.card.uid and e.target == uid]:
        actions.end_effect(ctx.state, eff.uid)
    actions.log(ctx.state, "modify", f"{ctx.state.cards[uid].title} left their location: {ctx.card.title} ends", uid=uid)


def register(rules: RuleSetBuilder) -> None:
    rules.guard_trait(CODE, _guard)
    rules.script(
        CODE,
        Ability(
            window="noon",
            name="Strength of the Ancestors: +3 bullets, a stud, no opposing boots",
            cast=("Spirit", 5),
            costs=(boot_self(),),
            effect=_empower,
            tags=frozenset({"bonus", "bullets", "stud_draw"}),
        ),
        Trait("move", _fade, _left),
        Trait("send_home", _fade, _left),
    )
