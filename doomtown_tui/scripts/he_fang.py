"""He Fang (24022): Noon, boot: put a non-Gadget Abomination from your hand into play at his location, paying 2 GR less."""
from doomtown_tui.engine import actions
from doomtown_tui.engine.abilities import Ability, Target, boot_self
from doomtown_tui.engine.high_noon import play_cost, unique_blocked
from doomtown_tui.engine.ruleset import RuleSetBuilder


def _price(ctx, card) -> int:
    return max(0, play_cost(ctx.state, ctx.player, card) - 2)


def _abominations(ctx) -> list:
    out = []
    for uid in ctx.state.players[ctx.player].hand:
        card = ctx.state.cards[uid]
        if card.card.type != "dude" or not card.card.has("Abomination") or card.card.gadget is not None:
            continue
        if unique_blocked(ctx.state, ctx.player, card.card) or _price(ctx, card) > ctx.state.players[ctx.player].stash:
            continue
        out.append(card)
    return out


def _play(ctx) -> None:
    card = ctx.t("abomination")
    actions.pay(ctx.state, ctx.player, _price(ctx, card), f"{card.title} ({ctx.card.title})")
    actions.put_dude_into_play(ctx.state, card.uid, ctx.card.location, ctx.player)


def register(rules: RuleSetBuilder) -> None:
    rules.script("24022", Ability(
        window="noon",
        name="He Fang: play an Abomination here for 2 GR less",
        costs=(boot_self(),),
        requirement=lambda ctx: ctx.card.location is not None,
        targets=(Target("abomination", _abominations, prompt="Which Abomination?", side="own"),),
        effect=_play,
        tags=frozenset({"enter_play"}),
    ))
