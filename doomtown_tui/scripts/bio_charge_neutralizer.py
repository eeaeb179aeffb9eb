"""Bio-Charge Neutralizer (24176): makes its carrier a stud, can't be traded and ignores other players' card effects; Noon, boot, pull: a club discards it, anything else moves it to another of your dudes here."""
from doomtown_tui.engine import actions, blocks, high_noon
from doomtown_tui.engine.abilities import Ability, boot_self, choose_card
from doomtown_tui.engine.ruleset import RuleSetBuilder

CODE = "24176"


def _partners(ctx) -> list:
    dude = ctx.dude
    if dude is None or dude.location is None:
        return []
    return [d for d in ctx.state.dudes_at(dude.location, ctx.player) if d.uid != dude.uid]


def _hand_over(ctx):
    _, suit = yield from blocks.pull(ctx)
    if suit == "C":
        actions.discard_card(ctx.state, ctx.card.uid, "a club was pulled")
        return
    partners = _partners(ctx)
    if partners and ctx.card.zone == "play":
        uid = yield from choose_card(ctx, partners, f"Which of your dudes takes {ctx.card.title}?")
        high_noon.attach_goods(ctx.state, ctx.card.uid, ctx.state.cards[uid], booted=ctx.card.booted)


# other players' card effects cannot reach this goods (its carrier stays exposed: digest C.1)


def register(rules: RuleSetBuilder) -> None:
    rules.shooter_trait(CODE, lambda state, source, dude: "stud" if source.attached_to == dude.uid else None)
    rules.guard_trait(CODE, lambda ctx, source, uid, stat, amount, set_to: uid == source.uid and ctx.player != source.controller)
    rules.no_trade.add(CODE)
    rules.script(CODE, Ability(
        window="noon",
        name="Bio-Charge Neutralizer: pass it to another dude here",
        costs=(boot_self(),),
        requirement=lambda ctx: bool(_partners(ctx)),
        effect=_hand_over,
        tags=frozenset({"other"}),
    ))
