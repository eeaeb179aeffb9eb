"""Unprepared (24248): Shootout: a dude boots, gets -1 bullets and cannot use its abilities (for the rest of
the shootout); or Shootout: up to 2 cards attached to one dude boot and lose their traits, abilities and
bullet bonuses (for the rest of the shootout)."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Ctx, Target, dudes, shielded
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import CardInst

CODE = "24248"


def _caught(ctx: Ctx):
    uid = ctx.targets["dude"]
    yield from blocks.boot(ctx, uid) or ()
    blocks.bonus(ctx, uid, "bullets", -1)
    blocks.forbid_abilities(ctx, uid)


def _reachable(ctx: Ctx, dude: CardInst) -> list[CardInst]:
    """The cards on ``dude`` this ability could reach: one out of it (a Bio-Charge Neutralizer ignores other
    players' card effects) is no choice, and a dude with no other card on them no target."""
    return [c for c in (ctx.state.cards[u] for u in dude.attachments) if not shielded(ctx, c)]


def _stripped(ctx: Ctx):
    dude = ctx.t("dude")
    attached = _reachable(ctx, dude)
    chosen = yield from blocks.pick_cards(ctx, attached, 1, 2, f"Unprepared: which cards on {dude.title}?")
    for uid in chosen:
        yield from blocks.boot(ctx, uid) or ()
        blocks.blank(ctx, uid)


def register(rules: RuleSetBuilder) -> None:
    rules.script(
        CODE,
        Ability(
            window="shootout",
            name="Unprepared: a dude boots, -1 bullets, no abilities",
            targets=(Target("dude", dudes("any", in_shootout=True), prompt="Which dude is caught unprepared?",
                            side="opposing"),),
            effect=_caught,
            tags=frozenset({"penalty", "boot", "bullets"}),
        ),
        Ability(
            window="shootout",
            name="Unprepared: up to 2 attachments of a dude boot and lose their text",
            targets=(Target("dude", dudes("any", in_shootout=True), lambda ctx, d: bool(_reachable(ctx, d)),
                            "Whose attachments?", "opposing"),),
            effect=_stripped,
            tags=frozenset({"penalty", "boot"}),
        ),
    )
