"""Hydro-Puncher (24161): its dude may hold two Weapons (both Melee, unless the dude is a Gadget) and is a
stud while it does; Shootout, boot: an opposing dude and one card attached to it boot."""
from doomtown_tui.engine import blocks, stats
from doomtown_tui.engine.abilities import Ability, Ctx, Target, boot_self, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder
from doomtown_tui.engine.state import CardInst, GameState

CODE = "24161"


def _two_weapons(state: GameState, source: CardInst, dude: CardInst, keyword: str, held: list[CardInst]) -> bool:
    if keyword != "Weapon" or source not in held or len(held) > 2:
        return False
    return stats.has_keyword(state, dude, "Gadget") or all(stats.has_keyword(state, c, "Melee") for c in held)


def _stud(state: GameState, source: CardInst, dude: CardInst) -> str | None:
    if source.attached_to != dude.uid:
        return None
    weapons = [u for u in dude.attachments if stats.has_keyword(state, state.cards[u], "Weapon")]
    return "stud" if len(weapons) >= 2 else None


def _attached(ctx: Ctx, dude: CardInst) -> list[CardInst]:
    """The cards on ``dude`` this ability could boot: only such a card is a choice for its one boot."""
    return [c for c in (ctx.state.cards[u] for u in dude.attachments) if blocks.can_boot(ctx, c)]


def _target(ctx: Ctx, dude: CardInst) -> bool:
    # an opposing dude neither it nor any card on it could boot would change nothing: no target
    return blocks.can_boot(ctx, dude) or bool(_attached(ctx, dude))


def _punch(ctx: Ctx):
    dude = ctx.t("dude")
    yield from blocks.boot(ctx, dude.uid) or ()
    attached = _attached(ctx, dude)
    for uid in (yield from blocks.pick_cards(ctx, attached, 1, 1, f"Hydro-Puncher: which card on {dude.title} boots?")):
        yield from blocks.boot(ctx, uid) or ()


def register(rules: RuleSetBuilder) -> None:
    rules.hold_limits[CODE] = _two_weapons
    rules.shooter_trait(CODE, _stud)
    rules.script(CODE, Ability(
        window="shootout",
        name="Hydro-Puncher: boot an opposing dude and one of its attachments",
        costs=(boot_self(),),
        targets=(Target("dude", dudes("opposing", in_shootout=True), _target, "Which opposing dude?", "opposing"),),
        effect=_punch,
        tags=frozenset({"penalty", "boot"}),
    ))
