"""Bowie Knife (24149): Shootout play from hand: attach it to your dude in a posse; its holder is a stud with +1 bullets, unless the other posse holds an unbooted gun (a Weapon without Melee)."""
from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.high_noon import attach_goods
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _bullets(state, source, dude, stat) -> int:
    if stat == "bullets" and source.attached_to == dude.uid and blocks.gun_in_opposing_posse(state, dude):
        return -(source.card.bullets or 0)
    return 0


def _stud(state, source, dude):
    return "stud" if source.attached_to == dude.uid and not blocks.gun_in_opposing_posse(state, dude) else None


def register(rules: RuleSetBuilder) -> None:
    rules.stat_trait("24149", _bullets)
    rules.shooter_trait("24149", _stud)
    rules.script("24149", Ability(
        window="shootout",
        name="Bowie Knife: draw it in the shootout",
        from_hand=True,
        targets=(Target("dude", dudes("own", in_shootout=True), prompt="Which dude in your posse takes the Bowie Knife?",
                        side="own"),),
        effect=lambda ctx: attach_goods(ctx.state, ctx.card.uid, ctx.t("dude")),
        tags=frozenset({"bonus", "bullets", "stud_draw", "enter_play"}),
    ))
