"""Faithful Hound (24153): Shootout, boot: pick a goods in the opposing posse and pull; under its value, boot it, or discard the Hound to discard that goods instead."""
from doomtown_tui.engine import actions, blocks, stats
from doomtown_tui.engine.abilities import Ability, Target, boot_self
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _opposing_goods(ctx) -> list:
    if ctx.state.shootout is None:
        return []
    # the posse on the other side (for a third party: not the one it joined, its own side's goods are not opposing)
    return [c for dude in blocks.posse(ctx, ctx.opponent) for c in blocks.attachments(ctx.state, dude)
            if c.card.type == "goods"]


def _effect(ctx):
    goods = ctx.t("goods")
    value, _ = yield from blocks.pull(ctx, best=(1, "S"))   # under the goods' value pays
    need = stats.value(ctx.state, goods)
    actions.log(ctx.state, "pull_check", f"{ctx.card.title}: pull {value} against {goods.title}'s value {need}",
                uid=goods.uid, pull=value, value=need, success=value < need)
    if value >= need or goods.zone != "play":
        return
    hound = ctx.card
    if hound.zone != "play":
        blocks.boot(ctx, goods.uid)
        return

    def swap() -> None:
        actions.discard_card(ctx.state, hound.uid, "to discard " + goods.title)
        blocks.discard(ctx, goods.uid)

    yield from blocks.choose_mode(ctx, [(f"Boot {goods.title}", lambda: blocks.boot(ctx, goods.uid),
                                         frozenset({"penalty", "boot"})),
                                        (f"Discard {hound.title} to discard {goods.title}", swap,
                                         frozenset({"penalty", "leave_play"}))],
                                  f"{hound.title} has {goods.title}")


def register(rules: RuleSetBuilder) -> None:
    rules.script("24153", Ability(
        window="shootout",
        name="Faithful Hound: go after a goods in the other posse",
        costs=(boot_self(),),
        targets=(Target("goods", _opposing_goods, prompt="Which goods does the Hound go after?", side="opposing"),),
        effect=_effect,
        tags=frozenset({"penalty", "boot", "leave_play"}),
    ))
