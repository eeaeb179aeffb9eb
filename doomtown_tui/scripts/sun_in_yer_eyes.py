"""Sun in Yer Eyes (24221): Shootout: a dude in the shootout gets -2 bullets or becomes a draw; pay 1 GR for both
(a payment for the action card: ghost rock that may pay for action cards, e.g. on Old Marge's Manor, counts)."""
from doomtown_tui.engine import actions, blocks
from doomtown_tui.engine.abilities import Ability, Target, dudes
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _can_cut(ctx, dude) -> bool:
    return blocks.can_change(ctx, dude.uid, "bullets", -2)


def _changeable(ctx, dude) -> bool:
    # a dude neither half could change is no target (rulebook "Resolving Abilities")
    return _can_cut(ctx, dude) or blocks.can_make_draw(ctx, dude)


def _dazzle(ctx):
    uid = ctx.targets["dude"]
    dude = ctx.state.cards[uid]

    def both() -> None:
        actions.spend(ctx.state, ctx.player, 1, ctx.card, "play", ctx.card.title)   # Old Marge's Manor may pay it
        blocks.bonus(ctx, uid, "bullets", -2)
        blocks.set_shooter(ctx, uid, "draw")

    # a half that could change nothing is no choice on its own (the paid "both" still changes the other half)
    modes = []
    if _can_cut(ctx, dude):
        modes.append(("-2 bullets", lambda: blocks.bonus(ctx, uid, "bullets", -2), frozenset({"penalty", "bullets"})))
    if blocks.can_make_draw(ctx, dude):
        modes.append(("Becomes a draw", lambda: blocks.set_shooter(ctx, uid, "draw"), frozenset({"penalty", "stud_draw"})))
    if actions.funds(ctx.state, ctx.player, ctx.card, "play") >= 1:
        modes.append(("Pay 1 GR: -2 bullets and becomes a draw", both,
                      frozenset({"pay", "penalty", "bullets", "stud_draw"})))
    yield from blocks.choose_mode(ctx, modes, f"Sun in Yer Eyes on {ctx.state.cards[uid].title}")


def register(rules: RuleSetBuilder) -> None:
    rules.script("24221", Ability(
        window="shootout",
        name="Sun in Yer Eyes: -2 bullets or a draw",
        targets=(Target("dude", dudes("any", in_shootout=True), _changeable, "Whose eyes?", "opposing"),),
        effect=_dazzle,
        tags=frozenset({"penalty", "bullets", "stud_draw"}),
    ))
