"""Long Strides Ranch (24117): +2 production while its controller has 2+ Horses; Controller Noon, boot: put a Horse from hand on your dude for 2 GR less."""
from doomtown_tui.engine import actions, blocks, stats, town
from doomtown_tui.engine.abilities import Ability, Target, boot_self, dudes
from doomtown_tui.engine.high_noon import attach_goods, play_cost, unique_blocked
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _production(state, source, target, stat) -> int:
    if stat != "production" or target.uid != source.uid:
        return 0
    owner = town.location_controller(state, source.uid)
    horses = [c for c in state.in_play() if c.card.type == "goods" and c.controller == owner
              and stats.has_keyword(state, c, "Horse")]
    return 2 if len(horses) >= 2 else 0


def _price(ctx, horse) -> int:
    return max(0, play_cost(ctx.state, ctx.player, horse) - 2)


def _horses(ctx) -> list:
    out = []
    for uid in ctx.state.players[ctx.player].hand:
        card = ctx.state.cards[uid]
        if card.card.type != "goods" or not card.card.has("Horse") or unique_blocked(ctx.state, ctx.player, card.card):
            continue
        if _price(ctx, card) > ctx.state.players[ctx.player].stash:
            continue
        if card.card.gadget is not None and not blocks.inventors(ctx):
            continue
        out.append(card)
    return out


def _effect(ctx):
    state, horse, dude = ctx.state, ctx.t("horse"), ctx.t("dude")
    actions.pay(state, ctx.player, _price(ctx, horse), f"{horse.title} ({ctx.card.title})")
    # a Gadget still has to be invented: the shared invention test, with its skill-test bonuses (Diego Linares)
    if horse.card.gadget is not None and (yield from blocks.invent_by_effect(ctx, horse.uid)) is None:
        return
    attach_goods(state, horse.uid, dude)


def register(rules: RuleSetBuilder) -> None:
    rules.stat_trait("24117", _production)
    rules.script("24117", Ability(
        window="noon",
        prefix="controller",
        name="Long Strides Ranch: attach a Horse from hand for 2 GR less",
        costs=(boot_self(),),
        targets=(Target("horse", _horses, prompt="Which Horse?", side="own"),
                 Target("dude", dudes("own"), prompt="Which of your dudes gets the Horse?", side="own")),
        effect=_effect,
        tags=frozenset({"enter_play", "bonus"}),
    ))
