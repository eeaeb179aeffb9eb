"""Long Strides Ranch (24117): +2 production while its controller has 2+ Horses; Controller Noon, boot: put a Horse from hand on your dude for 2 GR less."""
from doomtown_tui.engine import actions, blocks, stats, town
from doomtown_tui.engine.abilities import Ability, Target, boot_self, choose_card, dudes
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


def _inventors(ctx) -> list:
    """Inventing by card effect: any unbooted Mad Scientist of yours, wherever (rulebook)."""
    return [d for d in ctx.state.dudes_in_play(ctx.player)
            if not d.booted and stats.skill(ctx.state, d, "Mad Scientist") is not None]


def _horses(ctx) -> list:
    out = []
    for uid in ctx.state.players[ctx.player].hand:
        card = ctx.state.cards[uid]
        if card.card.type != "goods" or not card.card.has("Horse") or unique_blocked(ctx.state, ctx.player, card.card):
            continue
        if _price(ctx, card) > ctx.state.players[ctx.player].stash:
            continue
        if card.card.gadget is not None and not _inventors(ctx):
            continue
        out.append(card)
    return out


def _effect(ctx):
    state, horse, dude = ctx.state, ctx.t("horse"), ctx.t("dude")
    actions.pay(state, ctx.player, _price(ctx, horse), f"{horse.title} ({ctx.card.title})")
    if horse.card.gadget is not None:   # a Gadget still has to be invented (rulebook "Inventing via Card Effect")
        inventor = state.cards[(yield from choose_card(ctx, _inventors(ctx), "Which Mad Scientist invents it?", "inventor"))]
        actions.boot(state, inventor.uid)
        actions.set_aside(state, horse.uid)
        value, _ = yield from blocks.pull(ctx)
        total = value + (stats.skill(state, inventor, "Mad Scientist") or 0)
        if total < horse.card.gadget:
            actions.log(state, "invent_fail", f"{inventor.title} fails to invent {horse.title} ({total} < {horse.card.gadget})",
                        uid=horse.uid, total=total, difficulty=horse.card.gadget)
            actions.discard_unplayed(state, horse.uid, "invention failed")
            return
        actions.log(state, "invent", f"{inventor.title} invents {horse.title} ({total} \u2265 {horse.card.gadget})",
                    uid=horse.uid, total=total, difficulty=horse.card.gadget)
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
