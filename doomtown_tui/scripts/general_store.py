"""General Store (24138): Controller Noon, boot: attach a goods or spell from your hand for 2 GR less, even to a booted dude or one at a location you do not control."""
from doomtown_tui.engine import actions, blocks, hooks, stats
from doomtown_tui.engine.abilities import SPELL_SKILL, Ability, Target, boot_self, choose_card, script
from doomtown_tui.engine.high_noon import attach_goods, play_cost, unique_blocked
from doomtown_tui.engine.state import TOWN_SQUARE


def _price(ctx, card, dude) -> int:
    where = dude.location if card.card.type == "spell" else None    # a spell may cost less where it is played
    return max(0, play_cost(ctx.state, ctx.player, card, where) - 2)


def _takers(ctx, card) -> list:
    """Your dudes who may get ``card`` (booted or anywhere, digest C.1) at a price you can pay."""
    state = ctx.state
    out = []
    for dude in state.dudes_in_play(ctx.player):
        if card.card.type == "spell":
            skill = next((SPELL_SKILL[k] for k in SPELL_SKILL if card.card.has(k)), None)
            if skill is None or stats.skill(state, dude, skill) is None:
                continue
            if card.card.has("Totem"):    # planted at the location of the Shaman
                rule = hooks.ATTACH_RULES.get(card.card.code)
                if dude.location in (None, TOWN_SQUARE) or (rule is not None and not rule(state, card, state.cards[dude.location])):
                    continue
        if _price(ctx, card, dude) <= state.players[ctx.player].stash:
            out.append(dude)
    return out


def _cards(ctx) -> list:
    out = []
    for uid in ctx.state.players[ctx.player].hand:
        card = ctx.state.cards[uid]
        if card.card.type not in ("goods", "spell") or unique_blocked(ctx.state, ctx.player, card.card):
            continue
        if card.card.gadget is not None and not blocks.inventors(ctx):
            continue
        if _takers(ctx, card):
            out.append(card)
    return out


def _attach(ctx):
    state, card = ctx.state, ctx.t("card")
    dude = state.cards[(yield from choose_card(ctx, _takers(ctx, card), f"Which of your dudes gets {card.title}?"))]
    actions.pay(state, ctx.player, _price(ctx, card, dude), f"{card.title} ({ctx.card.title})")
    if card.card.gadget is not None and (yield from blocks.invent_by_effect(ctx, card.uid)) is None:
        return
    if card.card.type == "goods":
        attach_goods(state, card.uid, dude)
    elif card.card.has("Totem"):
        actions.attach(state, card.uid, dude.location, ctx.player)
    else:
        actions.attach(state, card.uid, dude.uid, ctx.player)


script("24138", Ability(
    window="noon",
    prefix="controller",
    name="General Store: attach a goods or spell for 2 GR less",
    costs=(boot_self(),),
    targets=(Target("card", _cards, prompt="Which goods or spell?", side="own"),),
    effect=_attach,
    tags=frozenset({"enter_play", "bonus"}),
))
